import { useNewTabLink } from '@baro/ui';
import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface SupportContact {
  supportPhone: string;
  supportHours: string;
  supportEmail: string;
  inquiryHref: string;
}

/**
 * How to reach a person (SPEC §9: the support phone and the service-intro inquiry link differ per
 * language); with the chat widget on, its button (bottom right) reaches a person too.
 */
export function ContactCard({ contact, chatAvailable }: { contact: SupportContact; chatAvailable: boolean }) {
  const { t } = useTranslation();
  const newTab = useNewTabLink();
  // A configured web form opens beside the support centre; mail and phone links open their app.
  const external = /^https?:\/\//i.test(contact.inquiryHref);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="support-contact">
      <Stack gap="xs">
        <Title order={2} size="h3" id="support-contact">
          {t('support.contact.title')}
        </Title>
        <Text size="sm">{t('support.contact.phoneLabel')}</Text>
        <Anchor href={`tel:${contact.supportPhone.replace(/[^+\d]/g, '')}`} fw={700} size="xl">
          {contact.supportPhone}
        </Anchor>
        <Text size="sm" c="dimmed">
          {contact.supportHours}
        </Text>
        <Anchor href={`mailto:${contact.supportEmail}`} size="sm">
          {contact.supportEmail}
        </Anchor>
        <Button
          component="a"
          href={contact.inquiryHref}
          variant="light"
          {...(external ? newTab.attributes : {})}
        >
          {t('support.contact.inquiry')}
          {external ? newTab.note : null}
        </Button>
        {chatAvailable ? (
          <Text size="sm" c="dimmed">
            {t('support.contact.chat')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
