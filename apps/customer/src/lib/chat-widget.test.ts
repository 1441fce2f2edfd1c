import { CUSTOMER_TYPE_LABELS, type UserProfile } from '@baro/core';
import { describe, expect, test, vi } from 'vitest';
import { customerTypeLabel, toChatMember } from './chat-member.ts';
import { type ChannelSdk, createChatWidget } from './chat-widget.ts';

function standInSdk() {
  const calls: unknown[][] = [];
  const sdk: ChannelSdk = {
    loadScript: vi.fn(() => void calls.push(['loadScript'])),
    boot: vi.fn((option) => void calls.push(['boot', option])),
    shutdown: vi.fn(() => void calls.push(['shutdown'])),
  };
  return { sdk, calls };
}

const member: UserProfile = {
  id: 'usr_01HZX4ABCDEF',
  kind: 'customer',
  email: 'kim@baro-trading.kr',
  loginId: null,
  name: '김바로',
  company: '(주)바로무역',
  phone: '010-1234-5678',
  locale: 'ko',
  customerType: 'consignee',
  team: { id: 'team_01HZX4ABCDEF', name: '바로무역', role: 'master' },
  partner: null,
  warehouse: null,
  managers: {
    forwarding: { id: 'usr_01HZX4MGR001', name: '이포워', email: 'fw@baro.kr', phone: null },
    exportForwarding: { id: 'usr_01HZX4MGR002', name: '박수출', email: 'ex@baro.kr', phone: null },
    fulfillment: { id: 'usr_01HZX4MGR003', name: '최풀필', email: 'ff@baro.kr', phone: null },
  },
  createdAt: '2026-03-02T09:30:00+09:00',
};

const pluginKey = 'plugin-key-123';

describe('createChatWidget', () => {
  test('boots a member with the SPEC §3 profile', () => {
    const { sdk, calls } = standInSdk();
    const widget = createChatWidget({ pluginKey, loader: sdk });
    expect(widget.enabled).toBe(true);
    widget.boot(toChatMember(member), 'ko');
    expect(calls).toEqual([
      ['loadScript'],
      [
        'boot',
        {
          pluginKey,
          language: 'ko',
          memberId: 'usr_01HZX4ABCDEF',
          profile: {
            accountId: 'usr_01HZX4ABCDEF',
            name: '김바로',
            company: '(주)바로무역',
            createdAt: Date.parse('2026-03-02T00:30:00Z'),
            type: 'consignee',
            email: 'kim@baro-trading.kr',
            phone: '010-1234-5678',
            mobileNumber: '+821012345678',
            forwardingManager: '이포워',
            exportForwardingManager: '박수출',
            fullfillmentManager: '최풀필',
          },
        },
      ],
    ]);
  });

  test('sends an empty type and nulls for what a member lacks', () => {
    const { profile } = toChatMember({
      ...member,
      customerType: null,
      company: null,
      phone: null,
      managers: { forwarding: null, exportForwarding: null, fulfillment: null },
    });
    expect(profile).toMatchObject({
      type: '',
      company: null,
      phone: null,
      mobileNumber: null,
      forwardingManager: null,
      exportForwardingManager: null,
      fullfillmentManager: null,
    });
  });

  test('boots a visitor anonymously', () => {
    const { sdk, calls } = standInSdk();
    createChatWidget({ pluginKey, loader: sdk }).boot(null, 'en');
    expect(calls).toEqual([['loadScript'], ['boot', { pluginKey, language: 'en' }]]);
  });

  test('shuts down, and re-boots with the script loaded once', () => {
    const { sdk, calls } = standInSdk();
    const widget = createChatWidget({ pluginKey, loader: sdk });
    widget.boot(null, 'ko');
    widget.boot(toChatMember(member), 'ko');
    widget.shutdown();
    widget.shutdown();
    expect(calls.map(([name]) => name)).toEqual(['loadScript', 'boot', 'shutdown', 'boot', 'shutdown']);
  });

  test('shutdown before any boot does nothing', () => {
    const { sdk, calls } = standInSdk();
    createChatWidget({ pluginKey, loader: sdk }).shutdown();
    expect(calls).toEqual([]);
  });

  test('is off without a plugin key: nothing is loaded or requested', () => {
    for (const key of [undefined, '', '  ']) {
      const { sdk, calls } = standInSdk();
      const widget = createChatWidget({ pluginKey: key, loader: sdk });
      widget.boot(toChatMember(member), 'ko');
      widget.shutdown();
      expect(widget.enabled).toBe(false);
      expect(calls).toEqual([]);
    }
    expect(document.querySelector('script[src*="channel.io"]')).toBeNull();
  });
});

describe('customer type labels', () => {
  test('in both languages', () => {
    expect(CUSTOMER_TYPE_LABELS).toEqual({
      ko: { consignee: '화주(수입)', forwarder: '포워더(물류)', customs: '관세사(통관)' },
      en: { consignee: 'Consignee (import)', forwarder: 'Forwarder (logistics)', customs: 'Customs broker' },
    });
    expect(customerTypeLabel('forwarder', 'en')).toBe('Forwarder (logistics)');
    expect(customerTypeLabel(null, 'ko')).toBe('');
  });
});

describe('createChatWidget without a stand-in', () => {
  test('imports the official loader only with the first boot', async () => {
    vi.resetModules();
    const loader = { loadScript: vi.fn(), boot: vi.fn(), shutdown: vi.fn() };
    vi.doMock('@channel.io/channel-web-sdk-loader', () => loader);
    const { createChatWidget: create } = await import('./chat-widget.ts');
    const widget = create({ pluginKey: 'plugin-key' });
    expect(loader.loadScript).not.toHaveBeenCalled();
    widget.boot(null, 'ko');
    widget.shutdown();
    await vi.waitFor(() => expect(loader.shutdown).toHaveBeenCalledTimes(1));
    expect(loader.loadScript).toHaveBeenCalledTimes(1);
    expect(loader.boot).toHaveBeenCalledWith({ pluginKey: 'plugin-key', language: 'ko' });
    expect(loader.boot.mock.invocationCallOrder[0]).toBeLessThan(
      loader.shutdown.mock.invocationCallOrder[0] ?? 0,
    );
    vi.doUnmock('@channel.io/channel-web-sdk-loader');
  });
});
