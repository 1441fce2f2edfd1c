import { FULFILLMENT_FIELD_MESSAGES } from '@baro/core';
import { describe, expect, test } from 'vitest';
import {
  checkApplication,
  initialApplicationValues,
  tidyBusinessNumber,
  tidyPhone,
  toApplyRequest,
} from './application-form.ts';

const filled = () => ({
  ...initialApplicationValues(),
  companyName: ' 바로무역 ',
  businessNumber: '220-81-62517',
  representative: '김대표',
  contactName: '김수입',
  contactPhone: '０１０ ２０００ ０００１',
  monthlyOrders: 500,
  productCategory: '생활용품',
});

describe('the application form', () => {
  test('sends the business number as digits and the phone as stored; an empty memo is left out', () => {
    expect(toApplyRequest(filled())).toEqual({
      companyName: '바로무역',
      businessNumber: '2208162517',
      representative: '김대표',
      contactName: '김수입',
      contactPhone: '010-2000-0001',
      monthlyOrders: 500,
      productCategory: '생활용품',
    });
    expect(checkApplication(filled(), 'ko')).toEqual({});
  });

  test('judges the business number by its check digit, in both languages', () => {
    const values = { ...filled(), businessNumber: '123-45-67890' };
    expect(checkApplication(values, 'ko').businessNumber).toBe(FULFILLMENT_FIELD_MESSAGES.ko.businessNumber);
    expect(checkApplication(values, 'en').businessNumber).toBe(FULFILLMENT_FIELD_MESSAGES.en.businessNumber);
  });

  test('tidies what is typed once valid, and leaves anything else as typed', () => {
    expect(tidyBusinessNumber('2208162517')).toBe('220-81-62517');
    expect(tidyBusinessNumber('２２０－８１－６２５１７')).toBe('220-81-62517');
    expect(tidyBusinessNumber('1234567890')).toBe('1234567890');
    expect(tidyPhone('0212345678')).toBe('02-1234-5678');
    expect(tidyPhone('12')).toBe('12');
  });
});
