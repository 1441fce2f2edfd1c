import type { ShipmentSummary } from '@baro/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KitStoryFrame } from '../stories-support/KitStoryFrame.tsx';
import { ShipmentTable } from './ShipmentTable.tsx';

const port = (code: string, nameKo: string, nameEn: string, timeZone: string) => ({
  code,
  nameKo,
  nameEn,
  timeZone,
});

/** Shanghai → Busan by sea, departed; and one that has reached no milestone yet. */
const shipments: ShipmentSummary[] = [
  {
    id: 'shp_01HZX4SHIPMENT1',
    status: 'in_progress',
    bidId: 'bid_01HZX4REQUEST1',
    bidNumber: 'BID-20260301-0001',
    freightType: 'FCL',
    pol: port('CNSHA', '상하이', 'Shanghai', 'Asia/Shanghai'),
    pod: port('KRPUS', '부산', 'Busan', 'Asia/Seoul'),
    partner: { id: 'ptn_01HZX4BLUEOCEAN', name: 'Blue Ocean Logistics' },
    team: { name: '바로무역' },
    currentMilestone: { kind: 'departed', actualAt: '2026-03-10T01:00:00Z', place: null },
    departure: { plannedAt: '2026-03-10T00:00:00Z', actualAt: '2026-03-10T01:00:00Z' },
    arrival: { plannedAt: '2026-03-13T00:00:00Z', actualAt: null },
    createdAt: '2026-03-05T01:00:00Z',
    updatedAt: '2026-03-10T01:00:00Z',
  },
  {
    id: 'shp_01HZX4SHIPMENT2',
    status: 'completed',
    bidId: 'bid_01HZX4REQUEST2',
    bidNumber: 'BID-20260302-0001',
    freightType: 'AIR',
    pol: port('CNPVG', '상하이 푸동', 'Shanghai Pudong', 'Asia/Shanghai'),
    pod: port('KRICN', '인천', 'Incheon', 'Asia/Seoul'),
    partner: { id: 'ptn_01HZX4BLUEOCEAN', name: 'Blue Ocean Logistics' },
    team: { name: '한빛상사' },
    currentMilestone: null,
    departure: { plannedAt: null, actualAt: null },
    arrival: { plannedAt: null, actualAt: null },
    createdAt: '2026-03-06T01:00:00Z',
    updatedAt: '2026-03-06T01:00:00Z',
  },
];

const meta = {
  title: 'Shipments/ShipmentTable',
  component: ShipmentTable,
  args: {
    shipments,
    shipmentHref: (id: string) => `/shipments/${id}`,
    columns: [
      'shipment',
      'lane',
      'customer',
      { key: 'partner', header: '파트너', cell: (shipment) => shipment.partner.name },
      'current',
    ],
    words: {
      shipment: '운송',
      lane: '구간',
      customer: '고객',
      current: '현재 단계',
      notStarted: '시작 전',
      status: (status) => (status === 'completed' ? '완료' : '운송 중'),
      freightType: (freightType) => freightType,
    },
  },
  decorators: [
    (Story) => (
      <KitStoryFrame>
        <Story />
      </KitStoryFrame>
    ),
  ],
} satisfies Meta<typeof ShipmentTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StaffList: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['운송', '구간', '고객', '파트너', '현재 단계']);
    const [, departed, notStarted] = within(table).getAllByRole('row');
    await expect(
      within(departed as HTMLElement).getByRole('link', { name: 'shp_01HZX4SHIPMENT1' }),
    ).toHaveAttribute('href', '/shipments/shp_01HZX4SHIPMENT1');
    await expect(departed).toHaveTextContent('운송 중');
    await expect(departed).toHaveTextContent('Blue Ocean Logistics');
    await expect(departed).toHaveTextContent('2026년 3월 10일 10:00');
    await expect(notStarted).toHaveTextContent('완료');
    await expect(notStarted).toHaveTextContent('시작 전');
  },
};
