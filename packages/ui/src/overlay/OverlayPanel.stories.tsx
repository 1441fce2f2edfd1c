import { Button, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { OverlayPanel } from './OverlayPanel.tsx';

const meta = {
  title: 'Overlays/OverlayPanel',
  component: OverlayPanel,
  args: {
    opened: true,
    onClose: fn(),
    title: '배송지 선택',
    placement: 'right',
    children: <Text>최근 사용한 배송지에서 고르거나 새 주소를 입력하세요.</Text>,
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['right', 'left', 'bottom', 'full'] },
  },
} satisfies Meta<typeof OverlayPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open side sheet. Escape and the close button call `onClose`. */
export const SideSheet: Story = {
  play: async ({ args, userEvent }) => {
    const panel = await screen.findByRole('region', { name: '배송지 선택' });
    await expect(panel).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const English: Story = {
  args: {
    title: 'Choose an address',
    language: 'en',
    children: <Text>Pick a recent address or enter a new one.</Text>,
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};

export const BottomSheet: Story = {
  args: { placement: 'bottom', title: '정렬 기준', footer: <Button fullWidth>적용</Button> },
};

export const FullScreen: Story = { args: { placement: 'full', title: '운송장 조회' } };

/** Two panels on the stack: each Escape closes only the top one, and focus returns to its opener. */
export const StackedOverlays: Story = {
  args: { opened: false },
  render: function StackedOverlaysStory() {
    const [addressOpen, setAddressOpen] = useState(false);
    const [newAddressOpen, setNewAddressOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setAddressOpen(true)}>배송지 선택 열기</Button>
        <OverlayPanel opened={addressOpen} onClose={() => setAddressOpen(false)} title="배송지 선택">
          <Stack>
            <Text>서울특별시 강남구 테헤란로 1</Text>
            <Button variant="light" onClick={() => setNewAddressOpen(true)}>
              새 주소 입력
            </Button>
          </Stack>
        </OverlayPanel>
        <OverlayPanel
          opened={newAddressOpen}
          onClose={() => setNewAddressOpen(false)}
          title="새 주소"
          placement="bottom"
        >
          <TextInput label="도로명 주소" />
        </OverlayPanel>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: '배송지 선택 열기' });
    await userEvent.click(opener);
    const address = await screen.findByRole('region', { name: '배송지 선택' });
    await userEvent.click(screen.getByRole('button', { name: '새 주소 입력' }));
    await screen.findByRole('region', { name: '새 주소' });
    // The panel underneath cannot be used while another is on top of it.
    await expect(address).toHaveAttribute('inert');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: '새 주소' })).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('region', { name: '배송지 선택' })).not.toHaveAttribute('inert'),
    );

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: '배송지 선택' })).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** A menu open inside the panel is closed first (the panel's sub-close handler), then the panel. */
export const SubCloseFirst: Story = {
  args: { opened: false },
  render: function SubCloseFirstStory() {
    const [open, setOpen] = useState(false);
    const [menuOpen, setMenuOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>필터 열기</Button>
        <OverlayPanel
          opened={open}
          onClose={() => setOpen(false)}
          // Only while the menu is open does Escape belong to it.
          onSubClose={menuOpen ? () => setMenuOpen(false) : undefined}
          title="필터"
        >
          <Menu opened={menuOpen} onChange={setMenuOpen}>
            <Menu.Target>
              <Button variant="default">운송 방식</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item>해상 FCL</Menu.Item>
              <Menu.Item>해상 LCL</Menu.Item>
              <Menu.Item>항공</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </OverlayPanel>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '필터 열기' }));
    await screen.findByRole('region', { name: '필터' });
    await userEvent.click(screen.getByRole('button', { name: '운송 방식' }));
    // `hidden: true`: the simulated DOM has no layout, so floating-ui reports the anchor as off-screen
    // and Mantine hides the dropdown with `display: none`; a real browser shows it.
    await screen.findByRole('menu', { hidden: true });

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    await expect(screen.getByRole('region', { name: '필터' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: '필터' })).toBeNull());
  },
};

/** While a dialog is present it owns Escape: the panel under it stays open. */
export const DialogOnTop: Story = {
  args: { opened: false },
  render: function DialogOnTopStory() {
    const [open, setOpen] = useState(false);
    const [confirmOpen, setConfirmOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>주문 상세 열기</Button>
        <OverlayPanel opened={open} onClose={() => setOpen(false)} title="주문 상세">
          <Button color="red" variant="light" onClick={() => setConfirmOpen(true)}>
            주문 취소
          </Button>
        </OverlayPanel>
        <Modal opened={confirmOpen} onClose={() => setConfirmOpen(false)} title="주문을 취소할까요?">
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmOpen(false)}>
              아니요
            </Button>
            <Button color="red" onClick={() => setConfirmOpen(false)}>
              취소하기
            </Button>
          </Group>
        </Modal>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '주문 상세 열기' }));
    await screen.findByRole('region', { name: '주문 상세' });
    await userEvent.click(screen.getByRole('button', { name: '주문 취소' }));
    await screen.findByRole('dialog', { name: '주문을 취소할까요?' });

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.getByRole('region', { name: '주문 상세' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: '주문 상세' })).toBeNull());
  },
};
