import { LoadingState, notifySuccess, PageContainer } from '@baro/ui';
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryErrorState } from '../../components/QueryErrorState.tsx';
import { useRate, useRateMutations } from '../../features/rates/api.ts';
import { RateForm } from '../../features/rates/RateForm.tsx';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** `/rates/new` and `/rates/:id`: the rate form, new or filled with the stored rate. */
export function Component() {
  const { id } = useParams();
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
  const { save } = useRateMutations();
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
