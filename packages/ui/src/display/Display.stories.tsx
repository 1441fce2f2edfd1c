import { Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DateText } from './DateText.tsx';
import { Lane } from './Lane.tsx';
import { Money } from './Money.tsx';

/** Money, dates and lanes as every screen shows them (the rules live in @baro/core). */
function Showcase({ language }: { language?: 'ko' | 'en' }) {
  return (
    <Stack gap="xs">
      <span data-testid="krw">
        <Money amount={1_234_000} currency="KRW" {...(language ? { language } : {})} />
      </span>
      <span data-testid="usd">
        <Money amount={1234.5} currency="USD" {...(language ? { language } : {})} />
      </span>
      <span data-testid="unit">
        <Money amount={0.125} currency="USD" precision="unitPrice" {...(language ? { language } : {})} />
      </span>
      <span data-testid="instant">
        <DateText value="2026-03-04T09:00:00Z" withTime {...(language ? { language } : {})} />
      </span>
      <span data-testid="day">
        <DateText value="2026-03-04" {...(language ? { language } : {})} />
      </span>
      <span data-testid="none">
        <DateText value={null} />
      </span>
      <span data-testid="lane">
        <Lane
          pol={{ code: 'CNSHA', nameKo: '상하이', nameEn: 'Shanghai' }}
          pod={{ code: 'KRPUS', nameKo: '부산', nameEn: 'Busan' }}
          {...(language ? { language } : {})}
        />
      </span>
    </Stack>
  );
}

const meta = { title: 'Display/Money, dates and lanes', component: Showcase } satisfies Meta<typeof Showcase>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('krw')).toHaveTextContent('1,234,000원');
    await expect(canvas.getByTestId('usd')).toHaveTextContent('USD 1,234.50');
    await expect(canvas.getByTestId('unit')).toHaveTextContent('USD 0.125');
    // Seoul time, whatever the machine's zone.
    await expect(canvas.getByTestId('instant')).toHaveTextContent('2026년 3월 4일 18:00');
    await expect(canvas.getByTestId('day')).toHaveTextContent('2026년 3월 4일');
    await expect(canvas.getByTestId('none')).toHaveTextContent('—');
    await expect(canvas.getByTestId('lane')).toHaveTextContent('상하이 CNSHA → / 부산 KRPUS');
  },
};

export const English: Story = {
  args: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('krw')).toHaveTextContent('KRW 1,234,000');
    await expect(canvas.getByTestId('instant')).toHaveTextContent('Mar 4, 2026 18:00');
    await expect(canvas.getByTestId('lane')).toHaveTextContent('Shanghai CNSHA → / Busan KRPUS');
  },
};
