import { describeCatalogs } from '@baro/client/testing';
import { FIELD_MESSAGES } from '@baro/core';
import { describe, expect, test } from 'vitest';
import { en } from './catalogs/en.ts';
import { ko } from './catalogs/ko.ts';

// The language menu names each language in itself.
describeCatalogs('customer catalogues', { ko, en }, { koreanInEnglish: ['common.language.ko'] });

describe('customer catalogues', () => {
  test('word the SPEC §5 rules as the server does (@baro/core field messages)', () => {
    for (const [catalog, language] of [
      [ko, 'ko'],
      [en, 'en'],
    ] as const) {
      const rules = FIELD_MESSAGES[language].rules;
      expect(catalog.validation.password).toBe(rules['rule.password']);
      expect(catalog.validation.id).toBe(rules['rule.id']);
      expect(catalog.validation.phone).toBe(rules['rule.phone']);
      expect(catalog.validation.email).toBe(rules['rule.email']);
      expect(catalog.validation.required).toBe(FIELD_MESSAGES[language].required);
    }
  });

  test('label the customer types and team roles in both languages', () => {
    expect(ko.customerType).toMatchObject({
      consignee: '화주(수입)',
      forwarder: '포워더(물류)',
      customs: '관세사(통관)',
    });
    expect(en.customerType).toMatchObject({
      consignee: 'Consignee (import)',
      forwarder: 'Forwarder (logistics)',
      customs: 'Customs broker',
    });
    expect(ko.mypage.roles).toMatchObject({ master: '마스터', admin: '관리자', member: '멤버' });
    expect(en.mypage.roles).toMatchObject({ master: 'Master', admin: 'Admin', member: 'Member' });
  });
});
