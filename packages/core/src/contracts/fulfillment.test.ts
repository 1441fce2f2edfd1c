import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/to-field-errors.ts';
import { applyFulfillmentRequestSchema } from './fulfillment-applications.ts';
import { createInboundRequestSchema } from './inbound.ts';
import { stockMoveRequestSchema } from './inventory.ts';
import { createOrderRequestSchema } from './shipping-orders.ts';
import { createGroupSkuRequestSchema, createSkuRequestSchema } from './skus.ts';

const application = {
  companyName: '바로무역',
  businessNumber: '２２０－８１－６２５１７',
  representative: '김바로',
  contactName: '이담당',
  contactPhone: '０１０ １２３４ ５６７８',
  monthlyOrders: 1200,
  productCategory: '생활용품',
};

describe('fulfillment contracts', () => {
  it('normalise a full-width, hyphenated business number and phone', () => {
    const parsed = applyFulfillmentRequestSchema.parse(application);
    expect(parsed.businessNumber).toBe('2208162517');
    expect(parsed.contactPhone).toBe('010-1234-5678');
  });

  it('say in Korean and English what is wrong with a business number', () => {
    const result = applyFulfillmentRequestSchema.safeParse({
      ...application,
      businessNumber: '123-45-67890',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFieldErrors(result.error, 'ko').businessNumber).toContain('사업자등록번호');
    expect(toFieldErrors(result.error, 'en').businessNumber).toContain('business registration number');
  });

  it('check SKU barcodes and tidy codes', () => {
    expect(
      createSkuRequestSchema.parse({ name: '물티슈', barcode: '8801234567893', hsCode: '3401.11' }),
    ).toMatchObject({
      barcode: '8801234567893',
      hsCode: '340111',
    });
    const bad = createSkuRequestSchema.safeParse({ name: '물티슈', barcode: '8801234567890' });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(toFieldErrors(bad.error, 'ko').barcode).toContain('체크 숫자');
  });

  it('take positive whole quantities only', () => {
    for (const quantity of [0, -1, 1.5, '2']) {
      expect(
        createInboundRequestSchema.safeParse({
          expectedDate: '2026-03-04',
          items: [{ skuId: 'sku_x', quantity }],
        }).success,
      ).toBe(false);
    }
  });

  it('want exactly one of skuId and groupSkuId per order line', () => {
    const order = (item: object) => ({
      recipient: {
        name: '홍길동',
        phone: '01012345678',
        zipCode: '06236',
        address1: '서울 강남구 테헤란로 1',
      },
      items: [item],
    });
    expect(createOrderRequestSchema.safeParse(order({ skuId: 'sku_a', quantity: 1 })).success).toBe(true);
    expect(createOrderRequestSchema.safeParse(order({ groupSkuId: 'gsk_a', quantity: 1 })).success).toBe(
      true,
    );
    expect(
      createOrderRequestSchema.safeParse(order({ skuId: 'a', groupSkuId: 'b', quantity: 1 })).success,
    ).toBe(false);
    expect(createOrderRequestSchema.safeParse(order({ quantity: 1 })).success).toBe(false);
    expect(createOrderRequestSchema.parse(order({ skuId: 'sku_a', quantity: 1 })).recipient.phone).toBe(
      '010-1234-5678',
    );
  });

  it('refuse a kit listing one SKU twice and a move to the same place', () => {
    expect(
      createGroupSkuRequestSchema.safeParse({
        name: '세트',
        components: [
          { skuId: 'sku_a', quantity: 1 },
          { skuId: 'sku_a', quantity: 2 },
        ],
      }).success,
    ).toBe(false);
    expect(
      stockMoveRequestSchema.safeParse({
        skuId: 'sku_a',
        fromLocationCode: 'a-01-01-01-01',
        toLocationCode: 'A-01-01-01-01',
        quantity: 1,
      }).success,
    ).toBe(false);
  });
});
