import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../test/i18n.ts';
import { waveSizeText } from './wave-words.ts';

describe('a wave’s size in words', () => {
  it('gives each count its own plural in English and reads as before in Korean', async () => {
    const en = createTestI18n({ language: 'en' });
    await en.changeLanguage('en');
    expect(waveSizeText({ orders: 1, tasks: 1, units: 1 }, en.t)).toBe('1 order · 1 task · 1 pc');
    expect(waveSizeText({ orders: 2, tasks: 3, units: 5 }, en.t)).toBe('2 orders · 3 tasks · 5 pcs');
    const ko = createTestI18n({ language: 'ko' });
    await ko.changeLanguage('ko');
    expect(waveSizeText({ orders: 1, tasks: 2, units: 3 }, ko.t)).toBe('주문 1건 · 작업 2건 · 3개');
  });

  it('names the new wave’s preview and the handover counts by their own number', async () => {
    const en = createTestI18n({ language: 'en' });
    await en.changeLanguage('en');
    const preview = (matching: number, orders: number) =>
      en.t('waves.form.preview', {
        matching: en.t('waves.form.previewMatching', { count: matching }),
        orders: en.t('waves.form.previewOrders', { count: orders }),
      });
    expect(preview(1, 1)).toBe('1 order matches now · this wave takes 1 order.');
    expect(preview(12, 10)).toBe('12 orders match now · this wave takes 10 orders.');
    expect(en.t('packing.waveLeft', { count: 1, left: 1 })).toBe('1 of 1 order to pack');
    expect(en.t('packing.waveLeft', { count: 3, left: 1 })).toBe('1 of 3 orders to pack');
    expect(en.t('handover.openSummary', { handoverNo: 'HO-1', count: 1 })).toBe('HO-1 · 1 parcel scanned');
  });
});
