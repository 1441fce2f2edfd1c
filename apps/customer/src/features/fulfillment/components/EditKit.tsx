import { useDocumentTitle } from '@baro/client';
import type { GroupSku } from '@baro/core';
import { notifySuccess } from '@baro/ui';
import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { fulfillmentHrefs, fulfillmentPaths } from '../../../fulfillment-paths.ts';
import { useKitDetail } from '../api/get-kit.ts';
import { useUpdateKit } from '../api/update-kit.ts';
import { kitValuesOf, toCreateKitRequest } from '../kit-form.ts';
import { DetailStates } from './DetailStates.tsx';
import { KitForm } from './KitForm.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';

/**
 * `/mypage/fulfillment/kits/{groupSkuId}/edit`: the kit's name and components
 * (`PATCH /api/fulfillment/group/{groupSkuId}`), then its detail. Orders already placed keep what
 * they took; a withdrawn kit is not edited (the screen says so, as the server would).
 */
export function EditKit({ groupSkuId }: { groupSkuId: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('fulfillment.documentTitle.kitEdit'));
  const detail = useKitDetail(groupSkuId);
  if (!detail.data) {
    return (
      <DetailStates
        failureInfo={detail.failureInfo}
        onRetry={() => void detail.reload()}
        retrying={detail.loading}
        backHref={fulfillmentPaths.kits}
      />
    );
  }
  return <EditKitView kit={detail.data} />;
}

function EditKitView({ kit }: { kit: GroupSku }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateKit(kit.id);
  const [initialValues] = useState(() => kitValuesOf(kit));
  const title = t('fulfillment.kit.editTitle', { name: kit.name });
  return (
    <Stack gap="lg">
      <ScreenHeader
        title={title}
        description={kit.status === 'active' ? t('fulfillment.kit.editHint') : undefined}
      />
      {kit.status === 'withdrawn' ? (
        <Alert color="gray" variant="light" title={t('fulfillment.kit.status.withdrawn')}>
          <Stack gap="sm" align="flex-start">
            {t('fulfillment.kit.withdrawnNote')}
            <Button component={Link} to={fulfillmentHrefs.kit(kit.id)} variant="light">
              {t('fulfillment.documentTitle.kit')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <KitForm
          initialValues={initialValues}
          label={title}
          cancelHref={fulfillmentHrefs.kit(kit.id)}
          save={async (values) => {
            await update.mutateAsync(toCreateKitRequest(values));
            notifySuccess(t('fulfillment.kit.saved'));
            navigate(fulfillmentHrefs.kit(kit.id));
          }}
        />
      )}
    </Stack>
  );
}
