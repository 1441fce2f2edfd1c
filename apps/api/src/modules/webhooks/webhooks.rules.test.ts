import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.ts';
import { isPrivateAddress, webhookUrlProblem } from './webhook-target.ts';
import { afterAttempt, canManageWebhooks, retryDelayMs } from './webhooks.rules.ts';

describe('webhook signatures', () => {
  const now = new Date('2026-03-02T01:00:00Z');
  const t = Math.floor(now.getTime() / 1000);
  it('verify over timestamp and body', () => {
    const header = signWebhook('whsec_a', t, '{"a":1}');
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature('whsec_a', header, '{"a":1}', now)).toBe(true);
    expect(verifyWebhookSignature('whsec_b', header, '{"a":1}', now)).toBe(false);
    expect(verifyWebhookSignature('whsec_a', header, '{"a":2}', now)).toBe(false);
    expect(verifyWebhookSignature('whsec_a', undefined, '{"a":1}', now)).toBe(false);
    expect(verifyWebhookSignature('whsec_a', 't=x,v1=zz', '{"a":1}', now)).toBe(false);
  });
  it('refuse replays older than five minutes', () => {
    const header = signWebhook('whsec_a', t - 301, '{}');
    expect(verifyWebhookSignature('whsec_a', header, '{}', now)).toBe(false);
    expect(verifyWebhookSignature('whsec_a', signWebhook('whsec_a', t - 299, '{}'), '{}', now)).toBe(true);
  });
});

describe('webhook rules', () => {
  it('let masters and admins manage endpoints', () => {
    expect(canManageWebhooks('master')).toBe(true);
    expect(canManageWebhooks('admin')).toBe(true);
    expect(canManageWebhooks('member')).toBe(false);
    expect(canManageWebhooks(null)).toBe(false);
  });
  it('back off from 30 s, doubling, to an hour, for 24 hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(60 * 60 * 1000);
    const now = new Date('2026-03-02T00:00:00Z');
    const giveUpAt = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    expect(afterAttempt(1, 200, now, giveUpAt)).toEqual({ status: 'succeeded', nextAttemptAt: null });
    expect(afterAttempt(1, 500, now, giveUpAt)).toEqual({
      status: 'retrying',
      nextAttemptAt: new Date(now.getTime() + 30_000),
    });
    expect(afterAttempt(3, null, now, giveUpAt).status).toBe('retrying');
    expect(afterAttempt(3, 302, new Date(giveUpAt.getTime() - 1000), giveUpAt)).toEqual({
      status: 'failed',
      nextAttemptAt: null,
    });
  });
  it('keep webhooks off private networks', () => {
    expect(webhookUrlProblem('https://hooks.example.com/baro', false)).toBeNull();
    expect(webhookUrlProblem('http://hooks.example.com/baro', false)).toBe('not https');
    expect(webhookUrlProblem('https://127.0.0.1/x', false)).toBe('private address');
    expect(webhookUrlProblem('https://[::1]/x', false)).toBe('private address');
    expect(webhookUrlProblem('https://localhost/x', false)).toBe('private host');
    expect(webhookUrlProblem('http://127.0.0.1:9/x', true)).toBeNull();
    for (const address of [
      '10.1.2.3',
      '172.20.0.1',
      '192.168.0.10',
      '169.254.169.254',
      '::ffff:10.0.0.1',
      'fd00::1',
    ]) {
      expect(isPrivateAddress(address)).toBe(true);
    }
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    expect(isPrivateAddress('2606:4700:4700::1111')).toBe(false);
  });
});
