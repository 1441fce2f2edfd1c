import { useLanguage } from '@baro/client';
import {
  chargeCodeName,
  MAX_DECLINE_REASON_LENGTH,
  REQUESTED_SERVICE_CHARGE_CODES,
  requestedServiceName,
  serviceField,
} from '@baro/core';
import { Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ServiceDraft } from '../quote-form-model.ts';

export interface RequestedServicesEditorProps {
  services: readonly ServiceDraft[];
  onAnswer: (service: ServiceDraft['service'], answer: ServiceDraft['answer']) => void;
  onReason: (service: ServiceDraft['service'], reason: string) => void;
  /** Messages by path (`services.customsClearance`, `declinedServices.0.reason`). */
  errors: Readonly<Record<string, string>>;
  disabled?: boolean;
}

/**
 * The services the customer asked for (customs clearance, inland trucking), each answered: priced
 * — on lines of its charge code in the line items below, which choosing it adds — or declined,
 * with an optional reason the customer reads in the comparison. Nothing shows when none was asked.
 */
export function RequestedServicesEditor({
  services,
  onAnswer,
  onReason,
  errors,
  disabled = false,
}: RequestedServicesEditorProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (services.length === 0) return null;
  // The request lists declines in the services' order: a reason's error is at its place among them.
  const declinedIndex = (service: ServiceDraft['service']) =>
    services.filter((item) => item.answer === 'decline').findIndex((item) => item.service === service);

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="requested-services-title"
      data-testid="requested-services"
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id="requested-services-title">
          {t('quoteForm.services.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('quoteForm.services.hint')}
        </Text>
        {services.map((item) => {
          const name = requestedServiceName(item.service, language);
          const index = declinedIndex(item.service);
          return (
            <Stack key={item.service} gap={6} data-testid={`service-${item.service}`}>
              <Radio.Group
                label={name}
                value={item.answer}
                onChange={(value) => onAnswer(item.service, value === 'decline' ? 'decline' : 'price')}
                error={errors[serviceField(item.service)]}
              >
                <Group gap="lg" mt={4}>
                  <Radio value="price" label={t('quoteForm.services.price')} disabled={disabled} />
                  <Radio value="decline" label={t('quoteForm.services.decline')} disabled={disabled} />
                </Group>
              </Radio.Group>
              {item.answer === 'price' ? (
                <Text size="xs" c="dimmed">
                  {t('quoteForm.services.pricedHint', {
                    charge: chargeCodeName(REQUESTED_SERVICE_CHARGE_CODES[item.service], language),
                  })}
                </Text>
              ) : (
                <TextInput
                  label={t('quoteForm.services.reason', { service: name })}
                  placeholder={t('quoteForm.services.reasonPlaceholder')}
                  maxLength={MAX_DECLINE_REASON_LENGTH}
                  description={t('quoteForm.services.reasonHint', {
                    count: item.reason.length,
                    max: MAX_DECLINE_REASON_LENGTH,
                  })}
                  value={item.reason}
                  onChange={(event) => onReason(item.service, event.currentTarget.value)}
                  error={index < 0 ? undefined : errors[`declinedServices.${index}.reason`]}
                  disabled={disabled}
                />
              )}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
