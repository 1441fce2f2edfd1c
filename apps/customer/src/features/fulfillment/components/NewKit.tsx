import { useDocumentTitle } from '@baro/client';
import { notifySuccess } from '@baro/ui';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fulfillmentHrefs, fulfillmentPaths } from '../../../fulfillment-paths.ts';
import { useCreateKit } from '../api/create-kit.ts';
import { initialKitValues, toCreateKitRequest } from '../kit-form.ts';
import { KitForm } from './KitForm.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';

/** `/mypage/fulfillment/kits/new`: a kit of the team's SKUs (`POST /api/fulfillment/group`), then its detail. */
export function NewKit() {
  const { t } = useTranslation();
  useDocumentTitle(t('fulfillment.documentTitle.kitNew'));
  const navigate = useNavigate();
  const create = useCreateKit();
  const [initialValues] = useState(initialKitValues);
  return (
    <Stack gap="lg">
      <ScreenHeader title={t('fulfillment.kit.new')} description={t('fulfillment.kit.listDescription')} />
      <KitForm
        initialValues={initialValues}
        label={t('fulfillment.kit.new')}
        cancelHref={fulfillmentPaths.kits}
        save={async (values) => {
          const kit = await create.mutateAsync(toCreateKitRequest(values));
          notifySuccess(t('fulfillment.kit.created'));
          navigate(fulfillmentHrefs.kit(kit.id));
        }}
      />
    </Stack>
  );
}
