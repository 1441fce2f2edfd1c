import { useDocumentTitle } from '@baro/client';
import { LoadingState, notifySuccess, PageContainer, QueryErrorState } from '@baro/ui';
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useRate } from '../api/get-rate.ts';
import { useSaveRate } from '../api/save-rate.ts';
import { RateForm } from './RateForm.tsx';

/**
 * `/rates/new` (no `id`) and `/rates/:id`: the rate form, new or filled with the stored rate;
 * saving goes back to the list and says so.
 */
export function RateEditor({ id }: { id: string | null }) {
  return id ? <EditRate id={id} /> : <RatePage id={null} />;
}

function EditRate({ id }: { id: string }) {
  const { t } = useTranslation();
  const rate = useRate(id);
  if (rate.isPending)
    return (
      <Frame title={t('rateForm.editTitle')}>
        <LoadingState variant="skeleton" rows={8} />
      </Frame>
    );
  if (rate.isError)
    return (
      <Frame title={t('rateForm.editTitle')}>
        <QueryErrorState query={rate} />
      </Frame>
    );
  return <RatePage id={id} rate={rate.data} />;
}

function RatePage({ id, rate }: { id: string | null; rate?: Parameters<typeof RateForm>[0]['rate'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveRate();
  return (
    <Frame title={id ? t('rateForm.editTitle') : t('rateForm.newTitle')}>
      <RateForm
        {...(rate ? { rate } : {})}
        onCancel={() => void navigate(paths.rates)}
        onSubmit={async (request) => {
          await save.mutateAsync({ id, rate: request });
          notifySuccess(id ? t('rateForm.updated') : t('rateForm.created'));
          await navigate(paths.rates);
        }}
      />
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <PageContainer
      component="div"
      size="lg"
      title={title}
      actions={
        <Anchor component={Link} to={paths.rates}>
          ← {t('common.back')}
        </Anchor>
      }
    >
      {children}
    </PageContainer>
  );
}
