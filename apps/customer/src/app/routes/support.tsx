import { useLanguage } from '@baro/client';
import { PageContainer } from '@baro/ui';
import { SupportHome } from '../../features/support/components/SupportHome.tsx';
import { chatWidget } from '../../lib/chat-widget.ts';
import { siteConfig } from '../../lib/site-config.ts';

/** `/support`: the support centre's home, with the contact details of the configuration. */
export function Component() {
  const config = siteConfig(useLanguage());
  return (
    <PageContainer size="lg">
      <SupportHome contact={config} chatAvailable={chatWidget.enabled} />
    </PageContainer>
  );
}
