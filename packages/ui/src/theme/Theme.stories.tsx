import { Badge, Button, Code, Group, Stack, Table, Text, Title, useMantineTheme } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BaroProvider } from './BaroProvider.tsx';

function Specimen() {
  const theme = useMantineTheme();
  return (
    <Stack gap="md" maw={640}>
      <Title order={2}>바로 — 수입 물류를 한 번에</Title>
      <Text>
        해상·항공 운임 견적부터 풀필먼트 입고, 출고, 반품까지. Forwarding quotes, bids and fulfillment in one
        place. 0123456789 BL-2025-000123
      </Text>
      <Group>
        <Button>견적 요청</Button>
        <Button variant="light">입고 요청</Button>
        <Badge>진행 중</Badge>
      </Group>
      <Table withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th>font-family</Table.Th>
            <Table.Td>
              <Code data-testid="font-family">{theme.fontFamily}</Code>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>variant</Table.Th>
            <Table.Td>{String(theme.other.variant)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: BaroProvider,
  args: { variant: 'customer' },
  argTypes: { variant: { control: 'inline-radio', options: ['customer', 'admin'] } },
  render: (args) => (
    <BaroProvider {...args}>
      <Specimen />
    </BaroProvider>
  ),
} satisfies Meta<typeof BaroProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer site leads with Pretendard. */
export const Customer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('font-family').textContent).toMatch(/^Pretendard/);
  },
};

/** Staff, partner and warehouse tools lead with Noto Sans KR (SPEC §2). */
export const Admin: Story = {
  args: { variant: 'admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('font-family').textContent).toMatch(/^'Noto Sans KR'/);
  },
};
