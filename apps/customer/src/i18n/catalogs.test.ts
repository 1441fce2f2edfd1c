import { FIELD_MESSAGES } from '@baro/core';
import { describe, expect, test } from 'vitest';
import { en } from './catalogs/en.ts';
import { ko } from './catalogs/ko.ts';

/** Every `dotted.key → text` of a catalogue. */
function flatten(catalog: object, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value as object, path)) entries.set(inner, text);
  }
  return entries;
}

const variablesOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe('catalogues', () => {
  const korean = flatten(ko);
  const english = flatten(en);

  test('have the same keys (the type check enforces it too)', () => {
    expect([...english.keys()].sort()).toEqual([...korean.keys()].sort());
  });

  test('use the same interpolation variables in every text', () => {
    for (const [key, text] of korean) {
      expect({ key, variables: variablesOf(english.get(key) ?? '') }).toEqual({
        key,
        variables: variablesOf(text),
      });
    }
  });

  test('have no empty texts', () => {
    for (const [key, text] of [...korean, ...english])
      expect({ key, text: text.trim() }).not.toEqual({ key, text: '' });
  });

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
