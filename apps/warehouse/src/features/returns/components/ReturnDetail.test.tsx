import { fakeApi } from '@baro/client/testing';
import { dismissToast } from '@baro/ui';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileUploader } from '../../../lib/file-uploader.ts';
import { returnFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ReturnDetail } from './ReturnDetail.tsx';

vi.mock('../../../lib/file-uploader.ts', () => ({ fileUploader: { upload: vi.fn() } }));

afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(fileUploader.upload).mockReset();
});

const PATH = '/api/warehouse/returns/ret_01HZX4RETURN001';

function renderReturn(language: 'ko' | 'en' = 'ko') {
  return renderApp(<ReturnDetail id="ret_01HZX4RETURN001" />, {
    path: '/returns/ret_01HZX4RETURN001',
    language,
  });
}

describe('inspecting a return', () => {
  it('splits every unit into restock, quarantine and dispose, refusing a split that does not add up', async () => {
    const inspected = returnFixture({
      status: 'inspected',
      items: [
        { ...returnFixture().items[0], restocked: 2, quarantined: 0, disposed: 1 } as ReturnType<
          typeof returnFixture
        >['items'][number],
        { ...returnFixture().items[1], restocked: 1 } as ReturnType<typeof returnFixture>['items'][number],
      ],
    });
    const api = fakeApi({
      [`GET ${PATH}`]: { body: returnFixture() },
      [`POST ${PATH}/inspect`]: { body: inspected },
      [`GET ${PATH}/inspections`]: {
        body: {
          items: [
            {
              sku: { id: 'sku_01HZX4WIPES001', name: '바로 물티슈 100매', barcode: '8801234567893' },
              quantity: 2,
              outcome: 'restock',
              locationCode: 'C-01-01-01-01',
              note: '외관 이상 없음',
              at: '2026-03-10T02:00:00Z',
              photos: [],
            },
          ],
        },
      },
    });
    const { user } = renderReturn();
    const form = await screen.findByRole('form', { name: '검수' });
    const quarantine = within(form).getByRole('textbox', { name: '바로 물티슈 100매 격리 수량' });
    await user.clear(quarantine);
    await user.type(quarantine, '1');
    await user.click(within(form).getByRole('button', { name: '검수 완료' }));
    expect(await within(form).findByText('반품 신청 수량과 검수 수량이 같아야 합니다')).toBeTruthy();
    expect(api.sent(`POST ${PATH}/inspect`)).toHaveLength(0);

    await user.clear(quarantine);
    const restock = within(form).getByRole('textbox', { name: '바로 물티슈 100매 재입고 수량' });
    await user.clear(restock);
    await user.type(restock, '2');
    await user.type(
      within(form).getByRole('textbox', { name: '바로 물티슈 100매 폐기 수량' }),
      '{backspace}1',
    );
    await user.type(within(form).getByRole('textbox', { name: /재입고 로케이션/ }), 'c-01-01-01-01');
    await user.type(within(form).getByRole('textbox', { name: '검수 메모' }), '외관 이상 없음');
    await user.click(within(form).getByRole('button', { name: '검수 완료' }));
    await waitFor(() => expect(api.sent(`POST ${PATH}/inspect`)).toHaveLength(1));
    expect(api.sent(`POST ${PATH}/inspect`)[0]?.body).toEqual({
      lines: [
        {
          skuId: 'sku_01HZX4WIPES001',
          quantity: 2,
          outcome: 'restock',
          locationCode: 'C-01-01-01-01',
          note: '외관 이상 없음',
        },
        { skuId: 'sku_01HZX4WIPES001', quantity: 1, outcome: 'dispose', note: '외관 이상 없음' },
        {
          skuId: 'sku_01HZX4CUPS0001',
          quantity: 1,
          outcome: 'restock',
          locationCode: 'C-01-01-01-01',
          note: '외관 이상 없음',
        },
      ],
    });
    const records = await screen.findByRole('region', { name: '검수 기록' });
    expect(await within(records).findByText('C-01-01-01-01')).toBeTruthy();
    expect(screen.getByRole('button', { name: '반품 완료' })).toBeTruthy();
  });

  it('books the pickup of a requested return and says a refusal in English', async () => {
    const api = fakeApi({
      [`GET ${PATH}`]: { body: returnFixture({ status: 'requested', parcel: null }) },
      [`POST ${PATH}/pickup`]: {
        status: 503,
        body: { code: 'CARRIER_UNAVAILABLE', message: 'The carrier cannot be reached. Try again shortly.' },
      },
    });
    const { user } = renderReturn('en');
    expect(await screen.findByText('No pickup waybill yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Book the pickup' }));
    expect(await screen.findByText('The carrier cannot be reached. Try again shortly.')).toBeTruthy();
    expect(api.sent(`POST ${PATH}/pickup`)[0]?.body).toEqual({});
  });

  it('uploads photos per item, sends them with the item’s first line, and shows the record’s thumbnails', async () => {
    const photo = {
      key: 'u/2026/03/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      fileName: '물티슈-찢어짐.jpg',
      mimeType: 'image/jpeg',
      size: 1234,
      fileType: 'etc',
      targetType: 'returnInspection',
      targetId: 'rti_1',
      uploadedBy: 'usr_01HZX4WORKER01',
      boundAt: '2026-03-10T02:00:00.000Z',
    };
    vi.mocked(fileUploader.upload).mockResolvedValue({
      files: [{ index: 0, key: photo.key, fileName: photo.fileName, mimeType: 'image/jpeg', size: 4 }],
      bound: [],
    });
    const inspected = returnFixture({ status: 'inspected' });
    const api = fakeApi({
      [`GET ${PATH}`]: { body: returnFixture() },
      [`POST ${PATH}/inspect`]: { body: inspected },
      [`GET ${PATH}/inspections`]: {
        body: {
          items: [
            {
              sku: { id: 'sku_01HZX4WIPES001', name: '바로 물티슈 100매', barcode: '8801234567893' },
              quantity: 3,
              outcome: 'quarantine',
              locationCode: 'QRT-01-01-01-01',
              note: null,
              at: '2026-03-10T02:00:00Z',
              photos: [photo],
            },
          ],
        },
      },
      'GET /api/file/download': {
        body: { preSignedUrl: '/api/files/photo.jpg?sig=1', expirationTime: '2099-01-01T00:00:00Z' },
      },
    });
    const { user } = renderReturn();
    const form = await screen.findByRole('form', { name: '검수' });
    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], '물티슈-찢어짐.jpg', {
      type: 'image/jpeg',
    });
    const input = within(form)
      .getByRole('button', { name: '바로 물티슈 100매 사진 추가' })
      .parentElement?.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, picture);
    expect(await within(form).findByRole('button', { name: '물티슈-찢어짐.jpg 사진 빼기' })).toBeTruthy();
    expect(vi.mocked(fileUploader.upload).mock.calls[0]?.[0]).toEqual([picture]);

    const quarantine = within(form).getByRole('textbox', { name: '바로 물티슈 100매 격리 수량' });
    await user.clear(within(form).getByRole('textbox', { name: '바로 물티슈 100매 재입고 수량' }));
    await user.clear(quarantine);
    await user.type(quarantine, '3');
    await user.click(within(form).getByRole('button', { name: '검수 완료' }));
    await waitFor(() => expect(api.sent(`POST ${PATH}/inspect`)).toHaveLength(1));
    const lines = (api.sent(`POST ${PATH}/inspect`)[0]?.body as { lines: object[] } | undefined)?.lines ?? [];
    expect(lines[0]).toEqual({
      skuId: 'sku_01HZX4WIPES001',
      quantity: 3,
      outcome: 'quarantine',
      photoKeys: [photo.key],
    });
    expect(lines.slice(1).every((line) => !('photoKeys' in line))).toBe(true);

    const records = await screen.findByRole('region', { name: '검수 기록' });
    const thumb = await within(records).findByRole('img', { name: '물티슈-찢어짐.jpg 크게 보기' });
    expect(thumb.getAttribute('src')).toBe('/api/files/photo.jpg?sig=1');
    // Opened in a new tab through the kit's link, which says so to screen readers.
    const link = within(records).getByRole('link', { name: /물티슈-찢어짐\.jpg 크게 보기.*새 창에서 열림/ });
    expect([link.getAttribute('target'), link.getAttribute('href')]).toEqual([
      '_blank',
      '/api/files/photo.jpg?sig=1',
    ]);
    expect(api.sent('GET /api/file/download')[0]?.path).toContain(`key=${encodeURIComponent(photo.key)}`);
  });
});
