import { toErrorBody, useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import {
  fulfillmentMessage,
  MAX_RETURN_MEMO_LENGTH,
  MAX_RETURN_REASON_DETAIL_LENGTH,
  RETURN_REASONS,
  returnQuantityLimit,
  type ShippingOrder,
} from '@baro/core';
import {
  EmptyState,
  type FormError,
  FormErrorAlert,
  LoadingState,
  notifySuccess,
  QueryErrorState,
  SubmitButton,
  TableScroll,
  TextField,
} from '@baro/ui';
import { Button, Group, Input, NativeSelect, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CountedTextarea, CountedTextField } from '../../../components/fields/CountedText.tsx';
import { NumberTextField } from '../../../components/fields/NumberTextField.tsx';
import { fulfillmentHrefs, fulfillmentPaths } from '../../../fulfillment-paths.ts';
import { liveSubmit, useLiveForm } from '../../../lib/forms.ts';
import { useCreateReturn } from '../api/create-return.ts';
import { useOrder } from '../api/get-order.ts';
import {
  checkReturn,
  initialReturnValues,
  type ReturnValues,
  returnFieldsOfServer,
  toCreateReturnRequest,
} from '../return-form.ts';
import { ScreenHeader } from './ScreenHeader.tsx';
import '../fulfillment.css';

/** `/mypage/fulfillment/returns/new?orderId=`: a return of one shipped order (`POST /api/fulfillment/returns`). */
export function NewReturn() {
  const { t } = useTranslation();
  useDocumentTitle(t('fulfillment.documentTitle.returnNew'));
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  return (
    <Stack gap="lg">
      <ScreenHeader title={t('fulfillment.returns.new')} />
      {orderId ? (
        <ReturnOfOrder orderId={orderId} />
      ) : (
        <EmptyState
          title={t('fulfillment.returns.orderMissing')}
          action={
            <Button component={Link} to={fulfillmentPaths.orders} variant="light">
              {t('fulfillment.nav.orders')}
            </Button>
          }
        />
      )}
    </Stack>
  );
}

function ReturnOfOrder({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const order = useOrder(orderId);
  if (order.isPending) return <LoadingState />;
  if (order.isError) return <QueryErrorState query={order} />;
  if (order.data.status !== 'shipped' && order.data.status !== 'delivered') {
    return (
      <EmptyState
        title={t('fulfillment.returns.orderNotShipped')}
        action={
          <Button component={Link} to={fulfillmentHrefs.order(orderId)} variant="light">
            {order.data.orderNo}
          </Button>
        }
      />
    );
  }
  return <ReturnForm order={order.data} />;
}

function ReturnForm({ order }: { order: ShippingOrder }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const create = useCreateReturn();
  const [formError, setFormError] = useState<FormError | null>(null);
  const form = useLiveForm<ReturnValues>({
    initialValues: initialReturnValues(order),
    validate: (values) =>
      checkReturn(order, values, language, {
        itemsRequired: t('fulfillment.returns.itemsRequired'),
        tooMany: fulfillmentMessage(language, 'returnQuantity'),
      }),
    revalidateOn: language,
  });

  const onSubmit = liveSubmit(form, async (values) => {
    setFormError(null);
    try {
      const created = await create.mutateAsync(toCreateReturnRequest(order, values));
      notifySuccess(t('fulfillment.returns.created', { returnNo: created.returnNo }));
      navigate(fulfillmentHrefs.return(created.id));
    } catch (error) {
      const failure = toErrorBody(error);
      if (failure?.fields)
        form.setErrors({ ...form.errors, ...returnFieldsOfServer(order, values, failure.fields) });
      setFormError({ ...(failure ? { code: failure.code } : {}), message: errorText(error) });
    }
  });

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={onSubmit} noValidate aria-label={t('fulfillment.returns.new')}>
        <Stack gap="lg">
          <FormErrorAlert error={formError} language={language} />
          <Text>
            {t('fulfillment.returns.orderNo')}{' '}
            <Link to={fulfillmentHrefs.order(order.id)}>
              <b>{order.orderNo}</b>
            </Link>
          </Text>
          <Stack gap={4}>
            <TableScroll minWidth={340}>
              <Table className="fulfillment-table">
                <caption className="baro-visually-hidden">{t('fulfillment.returns.items')}</caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('fulfillment.returns.items')}</Table.Th>
                    <Table.Th scope="col">{t('fulfillment.returns.returnQuantity')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {order.items.map((item, index) => (
                    <Table.Tr key={`${item.skuId ?? item.groupSkuId}`}>
                      <Table.Th scope="row" fw={400}>
                        {item.name}
                        <Text size="xs" c="dimmed">
                          {t('fulfillment.returns.shipped', { count: item.quantity })}
                        </Text>
                      </Table.Th>
                      <Table.Td style={{ width: '9rem' }}>
                        <NumberTextField
                          label={t('fulfillment.returns.returnQuantity')}
                          labelProps={{ className: 'baro-visually-hidden' }}
                          aria-label={`${item.name} ${t('fulfillment.returns.returnQuantity')}`}
                          limit={returnQuantityLimit(item.quantity)}
                          {...form.getInputProps(`quantities.${index}`)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
            {form.errors.quantities ? <Input.Error role="alert">{form.errors.quantities}</Input.Error> : null}
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label={t('fulfillment.returns.reasonLabel')}
              required
              data={RETURN_REASONS.map((reason) => ({
                value: reason,
                label: t(`fulfillment.returns.reason.${reason}`),
              }))}
              {...form.getInputProps('reason')}
            />
            <CountedTextField
              label={t('fulfillment.returns.reasonDetail')}
              max={MAX_RETURN_REASON_DETAIL_LENGTH}
              {...form.getInputProps('reasonDetail')}
              value={form.values.reasonDetail}
            />
          </SimpleGrid>
          <fieldset className="plain-fieldset">
            <Text component="legend" fw={600} mb="xs">
              {t('fulfillment.returns.pickupAddress')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField
                label={t('fulfillment.order.recipientName')}
                required
                {...form.getInputProps('pickupAddress.name')}
              />
              <TextField
                type="tel"
                label={t('fulfillment.order.recipientPhone')}
                required
                {...form.getInputProps('pickupAddress.phone')}
              />
              <TextField
                label={t('fulfillment.order.zipCode')}
                required
                {...form.getInputProps('pickupAddress.zipCode')}
              />
              <TextField
                label={t('fulfillment.order.address1')}
                required
                {...form.getInputProps('pickupAddress.address1')}
              />
              <TextField
                label={t('fulfillment.order.address2')}
                {...form.getInputProps('pickupAddress.address2')}
              />
            </SimpleGrid>
          </fieldset>
          <CountedTextarea
            label={t('fulfillment.common.memo')}
            rows={2}
            max={MAX_RETURN_MEMO_LENGTH}
            {...form.getInputProps('memo')}
            value={form.values.memo}
          />
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={fulfillmentHrefs.order(order.id)} variant="default">
              {t('fulfillment.common.cancel')}
            </Button>
            <SubmitButton loading={create.isPending}>{t('fulfillment.returns.new')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
