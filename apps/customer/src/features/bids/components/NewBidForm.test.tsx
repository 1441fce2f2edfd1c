import { fakeApi, type SentRequest } from '@baro/client/testing';
import { FIELD_MESSAGES } from '@baro/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { descriptionOf, isInvalid } from '../../../test/dom.ts';
import { locationFixture } from '../../../test/forwarding-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { NewBidForm } from './NewBidForm.tsx';

// The bytes go nowhere (the PUT to storage is XMLHttpRequest's job); the presign and binding calls
// still go through the app's API client to the faked server.
vi.mock('../../../lib/file-uploader.ts', async () => {
  const { createFileUploader } = await import('@baro/client');
  const { apiClient } = await import('../../../lib/api.ts');
  return { fileUploader: createFileUploader({ api: apiClient, transport: async () => {} }) };
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LOCATIONS = {
  items: [
    locationFixture(),
    locationFixture({
      code: 'KRPUS',
      nameKo: '부산',
      nameEn: 'Busan',
      countryCode: 'KR',
      timeZone: 'Asia/Seoul',
    }),
  ],
};
const CREATED = {
  id: 'bid_01HZXNEWBID01',
  number: 'BID-20990104-0003',
  status: 'estimating',
  deadline: '2099-01-06T18:00:00+09:00',
};

function renderForm() {
  return renderApp(<NewBidForm />, {
    routes: [
      { path: '/mypage/bids/new', element: <NewBidForm /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path: '/mypage/bids/new',
  });
}

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

async function chooseLocation(user: UserEvent, label: RegExp, typed: string, option: RegExp) {
  const input = field(label);
  await user.click(input);
  await user.type(input, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Fills a complete FCL request: Shanghai → Busan, FOB, one 40HQ, ready on 2099-01-10. */
async function fillRequest(user: UserEvent) {
  await chooseLocation(user, /^출발항/, '상하이', /상하이 \(CNSHA\)/);
  await chooseLocation(user, /^도착항/, '부산', /부산 \(KRPUS\)/);
  fireEvent.change(field(/^화물 준비일/), { target: { value: '2099-01-10' } });
}

const keyOf = (request: SentRequest | undefined) => request?.headers.get('idempotency-key') ?? null;

describe('NewBidForm', { timeout: 20_000 }, () => {
  test('an empty request says what is missing under each field, and sends nothing', async () => {
    const api = fakeApi({ 'GET /api/locations': { body: LOCATIONS } });
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: '입찰 요청 보내기' }));

    const pol = field(/^출발항/);
    await waitFor(() => expect(isInvalid(pol)).toBe(true));
    expect(descriptionOf(pol)).toContain(FIELD_MESSAGES.ko.required);
    expect(descriptionOf(field(/^도착항/))).toContain(FIELD_MESSAGES.ko.required);
    expect(descriptionOf(field(/^화물 준비일/))).toContain(FIELD_MESSAGES.ko.required);
    // The first field in error takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(pol));
    expect(api.sent('POST /api/bid')).toHaveLength(0);
  });

  test('the same place twice and a missing package size are said before sending', async () => {
    const api = fakeApi({ 'GET /api/locations': { body: LOCATIONS } });
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: '해상 LCL' }));
    await chooseLocation(user, /^출발항/, '상하이', /상하이 \(CNSHA\)/);
    await chooseLocation(user, /^도착항/, 'sha', /상하이 \(CNSHA\)/);
    fireEvent.change(field(/^화물 준비일/), { target: { value: '2099-01-10' } });
    await user.click(screen.getByRole('button', { name: '입찰 요청 보내기' }));

    await waitFor(() => expect(descriptionOf(field(/^도착항/))).toContain('출발지와 도착지는 달라야 합니다'));
    expect(isInvalid(screen.getByRole('textbox', { name: '포장 1 길이(cm)' }))).toBe(true);
    expect(api.sent('POST /api/bid')).toHaveLength(0);
  });

  test('numbers outside the limits are kept as typed and refused in words, with the limits shown', async () => {
    const api = fakeApi({ 'GET /api/locations': { body: LOCATIONS } });
    const { user } = renderForm();
    await fillRequest(user);
    const quantity = screen.getByRole('textbox', { name: '컨테이너 1 수량' });
    expect(descriptionOf(quantity)).toBe('1~999');

    await user.clear(quantity);
    await user.type(quantity, '-3');
    await user.tab();
    expect((quantity as HTMLInputElement).value).toBe('-3'); // not turned into 3
    expect(descriptionOf(quantity)).toContain('1 이상이어야 합니다');

    await user.clear(quantity);
    await user.type(quantity, '99999');
    expect((quantity as HTMLInputElement).value).toBe('99999'); // not cut to 999
    expect(descriptionOf(quantity)).toContain('999 이하여야 합니다');

    await user.click(screen.getByRole('radio', { name: '해상 LCL' }));
    await chooseLocation(user, /^출발항/, '상하이', /상하이 \(CNSHA\)/);
    await chooseLocation(user, /^도착항/, '부산', /부산 \(KRPUS\)/);
    expect(screen.getByTestId('package-limits').textContent).toBe(
      '길이·너비·높이는 2,000 cm 이하(소수 첫째 자리까지), 무게는 50,000 kg 이하(소수 셋째 자리까지), 개수는 1~9,999개',
    );
    const weight = screen.getByRole('textbox', { name: '포장 1 한 개 무게(kg)' });
    await user.type(weight, '1e9');
    await user.tab();
    expect((weight as HTMLInputElement).value).toBe('1e9'); // not read as 19
    expect(descriptionOf(weight)).toBe(FIELD_MESSAGES.ko.invalidType('number'));

    const memo = screen.getByRole('textbox', { name: '요청 메모' });
    await user.click(memo);
    await user.paste('가'.repeat(2001));
    expect((memo as HTMLTextAreaElement).value).toHaveLength(2001); // not cut at 2,000
    expect(descriptionOf(memo)).toContain('2,001 / 2,000자');
    await user.click(screen.getByRole('button', { name: '입찰 요청 보내기' }));
    await waitFor(() => expect(descriptionOf(memo)).toContain('2,000자 이하로 입력해 주세요'));
    expect(api.sent('POST /api/bid')).toHaveLength(0);
  });

  test('asks the cargo as the instant quote does: container names, air wording, commodity and insurance value', async () => {
    const api = fakeApi({
      'GET /api/locations': { body: LOCATIONS },
      'POST /api/bid': { status: 201, body: CREATED },
    });
    const { user, router } = renderForm();
    const type = screen.getByRole('combobox', { name: '컨테이너 1 종류' }) as HTMLSelectElement;
    expect(type.selectedOptions[0]?.textContent).toBe("40' 하이큐브");
    await user.click(screen.getByRole('radio', { name: '항공' }));
    expect(field(/^출발 공항/)).toBeTruthy();
    expect(field(/^도착 공항/)).toBeTruthy();
    // Forwarders price customs clearance and inland delivery in a bid, not Baro's fees (ADR 0018).
    expect(screen.getByText('통관과 내륙 운송은 포워더가 견적에서 가격을 직접 제시합니다')).toBeTruthy();
    expect(screen.getAllByText('포워더가 견적에서 가격을 제시합니다')).toHaveLength(2);
    expect(screen.queryByText('AWB당', { exact: false })).toBeNull();
    await user.click(screen.getByRole('radio', { name: '해상 FCL' }));

    await fillRequest(user);
    await user.type(screen.getByRole('textbox', { name: '품명' }), '면 티셔츠');
    await user.click(screen.getByRole('checkbox', { name: /적하보험/ }));
    await user.type(screen.getByRole('textbox', { name: '화물 가액' }), '25,000');
    await user.click(screen.getByRole('button', { name: '입찰 요청 보내기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/bids/bid_01HZXNEWBID01'));
    expect(api.sent('POST /api/bid')[0]?.body).toEqual({
      freightType: 'FCL',
      pol: 'CNSHA',
      pod: 'KRPUS',
      incoterms: 'FOB',
      cargoReadyDate: '2099-01-10',
      containers: [{ type: '40HQ', quantity: 1 }],
      services: {
        customsClearance: false,
        insurance: true,
        inlandTransport: false,
        cargoValue: { amount: 25_000, currency: 'USD' },
      },
      cargoDescription: '면 티셔츠',
    });
  });

  test('a retried send reuses its Idempotency-Key; a changed request gets a new one', async () => {
    let attempts = 0;
    const api = fakeApi({
      'GET /api/locations': { body: LOCATIONS },
      'POST /api/bid': () =>
        ++attempts < 3
          ? { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' } }
          : { status: 201, body: CREATED },
    });
    const { user, router } = renderForm();
    await fillRequest(user);
    const send = screen.getByRole('button', { name: '입찰 요청 보내기' });

    await user.click(send);
    expect(await screen.findByText('잠시 후 다시 시도해 주세요.')).toBeTruthy();
    expect(screen.getByText('다시 보내도 요청이 두 번 등록되지 않습니다.')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: '요청 메모' }), '파손 주의');
    await user.click(send);
    await waitFor(() => expect(api.sent('POST /api/bid')).toHaveLength(2));

    await user.click(send);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/bids/bid_01HZXNEWBID01'));

    const [first, second, third] = api.sent('POST /api/bid');
    expect(keyOf(first)).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(keyOf(second)).not.toBe(keyOf(first)); // the memo changed: a new request
    expect(keyOf(third)).toBe(keyOf(second)); // the same request sent again
    expect(third?.body).toEqual({
      freightType: 'FCL',
      pol: 'CNSHA',
      pod: 'KRPUS',
      incoterms: 'FOB',
      cargoReadyDate: '2099-01-10',
      containers: [{ type: '40HQ', quantity: 1 }],
      memo: '파손 주의',
    });
  });

  test('documents are uploaded when added and bound to the new bid with their type', async () => {
    const api = fakeApi({
      'GET /api/locations': { body: LOCATIONS },
      'POST /api/file/upload': (request) => ({
        body: (request.body as { presignedUrlOptions: unknown[] }).presignedUrlOptions.map((_, index) => ({
          key: `uploads/2099/pending-${index}`,
          preSignedUrl: `/api/storage/put/${index}?sig=x`,
          expirationTime: '2099-01-01T00:05:00Z',
        })),
      }),
      'POST /api/bid': { status: 201, body: CREATED },
      'PUT /api/file/binding': { body: [] },
    });
    const { user, router, container } = renderForm();
    await fillRequest(user);

    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['%PDF-1.7'], 'packing.pdf', { type: 'application/pdf' }));
    const pending = await screen.findByRole('list', { name: '함께 보낼 서류' });
    await user.selectOptions(
      within(pending).getByRole('combobox', { name: 'packing.pdf의 서류 종류' }),
      'packingList',
    );

    await user.click(screen.getByRole('button', { name: '입찰 요청 보내기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/bids/bid_01HZXNEWBID01'));

    expect(api.sent('POST /api/file/upload')[0]?.body).toEqual({
      presignedUrlOptions: [{ fileName: 'packing.pdf', mimeType: 'application/pdf', size: 8 }],
      isPublic: false,
    });
    expect(api.sent('POST /api/bid')[0]?.body).not.toHaveProperty('fileKeys');
    expect(api.sent('PUT /api/file/binding').map((request) => request.body)).toEqual([
      {
        bindList: [
          {
            key: 'uploads/2099/pending-0',
            fileType: 'packingList',
            targetType: 'bid',
            targetId: 'bid_01HZXNEWBID01',
          },
        ],
      },
    ]);
  });
});
