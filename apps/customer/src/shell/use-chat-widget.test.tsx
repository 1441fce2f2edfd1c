import type { UserProfile } from '@baro/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { toChatMember } from '../lib/chat-member.ts';
import { type ChannelSdk, type ChatWidget, createChatWidget } from '../lib/chat-widget.ts';
import { useChatWidget } from './use-chat-widget.ts';

afterEach(cleanup);

function Shell({ widget, user }: { widget: ChatWidget; user: UserProfile | null | undefined }) {
  useChatWidget(widget, user ? toChatMember(user) : user, 'ko');
  return null;
}

function standInWidget() {
  const calls: string[] = [];
  const sdk: ChannelSdk = {
    loadScript: () => void calls.push('load'),
    boot: (option) => void calls.push(`boot:${option.memberId ?? 'visitor'}:${option.language}`),
    shutdown: () => void calls.push('shutdown'),
  };
  return { calls, widget: createChatWidget({ pluginKey: 'key', loader: sdk }) };
}

const member: UserProfile = {
  id: 'usr_01HZX4ABCDEF',
  kind: 'customer',
  email: 'kim@baro.kr',
  loginId: null,
  name: '김바로',
  company: null,
  phone: null,
  locale: 'ko',
  customerType: null,
  team: null,
  partner: null,
  warehouse: null,
  managers: { forwarding: null, exportForwarding: null, fulfillment: null },
  createdAt: '2026-03-02T09:30:00+09:00',
};

describe('useChatWidget', () => {
  test('boots when the shell mounts and shuts down when it unmounts', () => {
    const { calls, widget } = standInWidget();
    const { rerender, unmount } = render(<Shell widget={widget} user={undefined} />);
    expect(calls).toEqual([]);
    rerender(<Shell widget={widget} user={null} />);
    expect(calls).toEqual(['load', 'boot:visitor:ko']);
    rerender(<Shell widget={widget} user={member} />);
    // A refetched but unchanged profile does not re-boot.
    rerender(<Shell widget={widget} user={{ ...member }} />);
    expect(calls).toEqual(['load', 'boot:visitor:ko', 'shutdown', `boot:${member.id}:ko`]);
    rerender(<Shell widget={widget} user={{ ...member, name: '김바로2' }} />);
    expect(calls.slice(-2)).toEqual(['shutdown', `boot:${member.id}:ko`]);
    unmount();
    expect(calls.at(-1)).toBe('shutdown');
  });

  test('does nothing when the widget is off', () => {
    const widget = createChatWidget({ pluginKey: undefined });
    const { unmount } = render(<Shell widget={widget} user={member} />);
    unmount();
    expect(document.querySelector('script[src*="channel.io"]')).toBeNull();
  });
});
