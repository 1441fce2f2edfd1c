import type { Language } from '@baro/core';
import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent as plainUserEvent } from 'storybook/test';
import { EmptyState } from '../states/EmptyState.tsx';
import { AppFooter } from './AppFooter.tsx';
import { AppHeader } from './AppHeader.tsx';
import { PageContainer } from './PageContainer.tsx';
import { ACCOUNT_SLOT, FOOTER_CONTENT, NAV_ITEMS } from './shell-fixtures.tsx';

function SiteLayout({ initialLanguage }: { initialLanguage: Language }) {
  const [language, setLanguage] = useState<Language>(initialLanguage);
  const ko = language === 'ko';
  return (
    <>
      <AppHeader
        language={language}
        onLanguageChange={setLanguage}
        navItems={NAV_ITEMS[language]}
        accountSlot={ACCOUNT_SLOT[language]}
      />
      <PageContainer title={ko ? '운임 견적' : 'Freight quotes'}>
        <EmptyState
          title={ko ? '아직 받은 견적이 없습니다' : 'No quotes yet'}
          description={
            ko ? '출발지와 도착지를 입력해 견적을 받아 보세요.' : 'Enter an origin and a destination.'
          }
          action={<Button>{ko ? '견적 요청' : 'Request a quote'}</Button>}
        />
      </PageContainer>
      <AppFooter {...FOOTER_CONTENT[language]} />
    </>
  );
}

const meta = {
  title: 'Shell/SiteLayout',
  component: SiteLayout,
  args: { initialLanguage: 'ko' },
  argTypes: { initialLanguage: { control: 'inline-radio', options: ['ko', 'en'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header, page and footer together; Tab first reaches the skip link to the page's `<main>`. */
export const Korean: Story = {
  play: async ({ canvas, canvasElement }) => {
    canvasElement.ownerDocument.body.focus();
    await plainUserEvent.tab();
    const skip = canvas.getByRole('link', { name: '본문 바로가기' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
  },
};

export const English: Story = { args: { initialLanguage: 'en' } };
