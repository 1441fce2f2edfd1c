import { fakeApi } from '@baro/client/testing';
import { FULFILLMENT_FIELD_MESSAGES } from '@baro/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { descriptionOf, isInvalid } from '../../../test/dom.ts';
import { skuDetailFixture } from '../../../test/fulfillment-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { EditSku, NewSku } from './SkuForm.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NewSku', { timeout: 20_000 }, () => {
  test('a barcode with a wrong check digit is refused before sending; a good SKU is created and shown', async () => {
    const { stock: _s, movements: _m, ...created } = skuDetailFixture({ id: 'sku_new' });
    const api = fakeApi({ 'POST /api/fulfillment/sku': { status: 201, body: created } });
    const { user, router } = renderApp(<NewSku />, { path: '/mypage/fulfillment/skus/new' });
    await user.type(screen.getByLabelText(/상품명/), '바로 텀블러 500ml 화이트');
    const barcode = screen.getByLabelText(/바코드/);
    await user.type(barcode, '8801234567890');
    await user.tab();
    expect(isInvalid(barcode)).toBe(true);
    expect(descriptionOf(barcode)).toContain(FULFILLMENT_FIELD_MESSAGES.ko.barcodeCheckDigit);
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(api.sent('POST /api/fulfillment/sku')).toHaveLength(0);

    await user.clear(barcode);
    await user.type(barcode, '8801234567893');
    await user.type(screen.getByLabelText(/무게/), '320');
    await user.type(screen.getByLabelText(/원산지/), 'cn');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/fulfillment/skus/sku_new'));
    expect(api.sent('POST /api/fulfillment/sku')[0]?.body).toEqual({
      name: '바로 텀블러 500ml 화이트',
      barcode: '8801234567893',
      weightGrams: 320,
      originCountry: 'cn',
      lowStockThreshold: 10,
    });
  });

  test('a weight of −3 and a name over 200 characters are kept as typed and refused, nothing sent', async () => {
    const api = fakeApi({});
    const { user } = renderApp(<NewSku />, { path: '/mypage/fulfillment/skus/new' });
    const name = screen.getByLabelText(/상품명/);
    const long = '가'.repeat(201);
    await user.click(name);
    await user.paste(long);
    const weight = screen.getByLabelText(/무게/);
    expect(descriptionOf(weight)).toBe('1~1,000,000');
    await user.type(weight, '-3');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(isInvalid(weight)).toBe(true));
    expect((weight as HTMLInputElement).value).toBe('-3'); // not made 3
    expect(descriptionOf(weight)).toBe('1 이상이어야 합니다 1~1,000,000');
    expect((name as HTMLInputElement).value).toBe(long); // not cut at 200
    expect(isInvalid(name)).toBe(true);
    expect(descriptionOf(name)).toBe('200자 이하로 입력해 주세요 201 / 200자');
    expect(api.sent('POST /api/fulfillment/sku')).toHaveLength(0);
  });

  test('a barcode another SKU has (409 BARCODE_TAKEN) is said under the barcode', async () => {
    fakeApi({
      'POST /api/fulfillment/sku': {
        status: 409,
        body: { code: 'BARCODE_TAKEN', message: '이미 다른 상품에 등록된 바코드입니다.' },
      },
    });
    const { user } = renderApp(<NewSku />, { path: '/mypage/fulfillment/skus/new' });
    await user.type(screen.getByLabelText(/상품명/), '텀블러');
    await user.type(screen.getByLabelText(/바코드/), 'BARO-1');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(isInvalid(screen.getByLabelText(/바코드/))).toBe(true));
    expect(descriptionOf(screen.getByLabelText(/바코드/))).toContain('이미 다른 상품에 등록된 바코드입니다.');
    expect(document.querySelector('[data-error-code="BARCODE_TAKEN"]')?.textContent).toContain(
      '이미 다른 상품에 등록된 바코드입니다.',
    );
  });
});

describe('EditSku', { timeout: 20_000 }, () => {
  test('starts from the SKU; an emptied optional field is cleared with null', async () => {
    const { stock: _s, movements: _m, ...saved } = skuDetailFixture();
    const api = fakeApi({
      'GET /api/fulfillment/sku/sku_01HZXTUMBLER': { body: skuDetailFixture() },
      'PATCH /api/fulfillment/sku/sku_01HZXTUMBLER': { body: saved },
    });
    const { user, router } = renderApp(<EditSku skuId="sku_01HZXTUMBLER" />, { path: '/x' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '바로 텀블러 500ml 화이트 수정' }),
    ).toBeTruthy();
    expect((screen.getByLabelText(/HS 코드/) as HTMLInputElement).value).toBe('961700');
    await user.clear(screen.getByLabelText(/HS 코드/));
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/mypage/fulfillment/skus/sku_01HZXTUMBLER'),
    );
    expect(api.sent('PATCH /api/fulfillment/sku/sku_01HZXTUMBLER')[0]?.body).toMatchObject({
      name: '바로 텀블러 500ml 화이트',
      barcode: '8801234567893',
      hsCode: null,
      weightGrams: 320,
    });
  });
});
