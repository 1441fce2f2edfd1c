import { fakeApi } from '@baro/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { downloadStarter } from '../../../components/documents/downloads.ts';
import {
  boundFileFixture,
  downloadLinkFixture,
  milestonesFixture,
  shipmentDetailFixture,
} from '../../../test/forwarding-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ShipmentDetail } from './ShipmentDetail.tsx';

vi.mock('../../../lib/file-uploader.ts', async () => {
  const { createFileUploader } = await import('@baro/client');
  const { apiClient } = await import('../../../lib/api.ts');
  return { fileUploader: createFileUploader({ api: apiClient, transport: async () => {} }) };
});

const SHIPMENT = 'shp_01HZXSHIP01';
const started: string[] = [];

beforeEach(() => {
  started.length = 0;
  vi.spyOn(downloadStarter, 'start').mockImplementation((url) => {
    started.push(url);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Departed from Shanghai at 09:00 local (10:00 Seoul), due in Busan the next morning. */
function underWay() {
  const milestones = milestonesFixture({
    booking_requested: '2026-11-24T19:00:00+09:00',
    booking_confirmed: '2026-11-24T21:00:00+09:00',
    cargo_picked_up: '2026-11-25T00:30:00+09:00',
    departed: '2026-11-25T01:00:00Z',
  }).map((milestone) => {
    if (milestone.kind === 'cargo_picked_up') {
      return {
        ...milestone,
        place: { code: null, nameKo: null, nameEn: null, text: '쑤저우 공장', timeZone: null },
        note: '팔레트 10개',
      };
    }
    if (milestone.kind === 'departed') {
      return {
        ...milestone,
        plannedAt: '2026-11-24T23:00:00Z',
        place: {
          code: 'CNSHA',
          nameKo: '상하이',
          nameEn: 'Shanghai',
          text: 'CNSHA',
          timeZone: 'Asia/Shanghai',
        },
      };
    }
    if (milestone.kind === 'arrived') return { ...milestone, plannedAt: '2026-11-26T00:00:00Z' };
    return milestone;
  });
  return shipmentDetailFixture({
    milestones,
    currentMilestone: { kind: 'departed', actualAt: '2026-11-25T01:00:00Z', place: null },
    departure: { plannedAt: '2026-11-24T23:00:00Z', actualAt: '2026-11-25T01:00:00Z' },
    arrival: { plannedAt: '2026-11-26T00:00:00Z', actualAt: null },
    documents: [
      boundFileFixture({ targetType: 'shipment', targetId: SHIPMENT }),
      boundFileFixture({
        key: 'uploads/2026/bl-0001',
        fileName: 'HMM-BL.pdf',
        fileType: 'billOfLading',
        targetType: 'shipment',
        targetId: SHIPMENT,
      }),
    ],
  });
}

function renderShipment(language: 'ko' | 'en' = 'ko') {
  return renderApp(<ShipmentDetail id={SHIPMENT} />, { path: `/mypage/shipments/${SHIPMENT}`, language });
}

const milestone = (kind: string) => document.querySelector<HTMLElement>(`[data-milestone="${kind}"]`);

describe('ShipmentDetail', { timeout: 20_000 }, () => {
  test('the requested services as the accepted quote answered them, in Korean and English', async () => {
    const base = shipmentDetailFixture();
    const shipment = shipmentDetailFixture({
      quote: {
        ...base.quote,
        services: [
          {
            service: 'customsClearance',
            chargeCode: 'CUSTOMS',
            status: 'priced',
            amounts: [{ currency: 'KRW', amount: 33_000 }],
            reason: null,
          },
          {
            service: 'inlandTransport',
            chargeCode: 'TRUCKING',
            status: 'declined',
            amounts: [],
            reason: '부산 외 지역 불가',
          },
        ],
      },
    });
    fakeApi({ [`GET /api/shipments/${SHIPMENT}`]: { body: shipment } });
    renderShipment();
    const services = await screen.findByTestId('shipment-services');
    expect(services.textContent).toContain('통관: 33,000원 (운임 합계에 포함)');
    expect(services.textContent).toContain(
      '내륙 운송: 파트너 제공 불가 (부산 외 지역 불가) — 따로 준비해 주세요',
    );
    cleanup();

    fakeApi({ [`GET /api/shipments/${SHIPMENT}`]: { body: shipment } });
    renderShipment('en');
    const english = await screen.findByTestId('shipment-services');
    expect(english.textContent).toContain('Customs clearance: KRW 33,000 (in the total)');
    expect(english.textContent).toContain('Inland trucking: declined by the partner (부산 외 지역 불가)');
  });

  test('no services line when the request asked for none', async () => {
    fakeApi({ [`GET /api/shipments/${SHIPMENT}`]: { body: shipmentDetailFixture() } });
    renderShipment();
    await screen.findByRole('list', { name: '진행 단계' });
    expect(screen.queryByTestId('shipment-services')).toBeNull();
  });

  test('the eight milestones in order, in Seoul time with the port’s local time', async () => {
    fakeApi({ [`GET /api/shipments/${SHIPMENT}`]: { body: underWay() } });
    renderShipment();
    const timeline = await screen.findByRole('list', { name: '진행 단계' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-milestone')),
    ).toEqual([
      'booking_requested',
      'booking_confirmed',
      'cargo_picked_up',
      'departed',
      'arrived',
      'customs_cleared',
      'delivered',
      'completed',
    ]);

    const departed = milestone('departed');
    expect(departed?.getAttribute('data-state')).toBe('currentStep');
    expect(departed?.textContent).toContain('완료 2026년 11월 25일 10:00 (현지 09:00, UTC+8)');
    expect(departed?.textContent).toContain('예정 2026년 11월 25일 08:00 (현지 07:00, UTC+8)');
    expect(departed?.textContent).toContain('장소: 상하이 (CNSHA)');

    // Free text without a zone: Seoul time only.
    const pickedUp = milestone('cargo_picked_up');
    expect(pickedUp?.getAttribute('data-state')).toBe('reached');
    expect(pickedUp?.textContent).toContain('완료 2026년 11월 25일 00:30');
    expect(pickedUp?.textContent).not.toContain('현지');
    expect(pickedUp?.textContent).toContain('장소: 쑤저우 공장');
    expect(pickedUp?.textContent).toContain('메모: 팔레트 10개');

    // Busan keeps Seoul's clock: nothing to add.
    const arrived = milestone('arrived');
    expect(arrived?.getAttribute('data-state')).toBe('upcoming');
    expect(arrived?.textContent).toContain('예정 2026년 11월 26일 09:00');
    expect(arrived?.textContent).not.toContain('현지');
    expect(milestone('delivered')?.textContent).toContain('일정 미정');

    // The summary: ATD and ETA.
    expect(screen.getByText('ATD 2026년 11월 25일 10:00')).toBeTruthy();
    expect(screen.getByText('ETA 2026년 11월 26일 09:00')).toBeTruthy();
    // The bid is named by its number; its id stays in the address.
    expect(screen.getByRole('link', { name: 'BID-20260301-0001' }).getAttribute('href')).toBe(
      '/mypage/bids/bid_01HZXBID0001',
    );
    expect(screen.queryByText('입찰 요청 보기')).toBeNull();
  });

  test('in English, with the local day when it is not Seoul’s', async () => {
    const shipment = underWay();
    shipment.milestones = shipment.milestones.map((item) =>
      item.kind === 'departed' ? { ...item, actualAt: '2026-11-24T15:30:00Z', plannedAt: null } : item,
    );
    fakeApi({ [`GET /api/shipments/${SHIPMENT}`]: { body: shipment } });
    renderShipment('en');
    await screen.findByRole('list', { name: 'Progress' });
    expect(milestone('departed')?.textContent).toContain(
      'Done Nov 25, 2026 00:30 (local Nov 24 23:30, UTC+8)',
    );
  });

  test('documents grouped by type, each downloadable', async () => {
    const api = fakeApi({
      [`GET /api/shipments/${SHIPMENT}`]: { body: underWay() },
      'GET /api/file/download': (request) => ({
        body: downloadLinkFixture(
          `/api/storage/get/${new URL(request.path, 'http://x').searchParams.get('key')}`,
        ),
      }),
    });
    const { user } = renderShipment();
    const invoices = await screen.findByRole('region', { name: '상업 송장(CI)' });
    const bills = screen.getByRole('region', { name: '선하증권(B/L)' });
    expect(within(invoices).getByText('invoice.pdf')).toBeTruthy();
    expect(within(bills).getByText('HMM-BL.pdf')).toBeTruthy();

    await user.click(within(bills).getByRole('button', { name: 'HMM-BL.pdf 내려받기' }));
    await waitFor(() => expect(started).toEqual(['/api/storage/get/uploads/2026/bl-0001']));
    expect(api.sent('GET /api/file/download')[0]?.path).toBe(
      '/api/file/download?key=uploads%2F2026%2Fbl-0001',
    );
  });

  test('a document is uploaded and bound to the shipment as the chosen type, then listed', async () => {
    let bound = false;
    const declaration = boundFileFixture({
      key: 'uploads/2026/decl-0001',
      fileName: 'declaration.pdf',
      fileType: 'importDeclaration',
      targetType: 'shipment',
      targetId: SHIPMENT,
    });
    const api = fakeApi({
      [`GET /api/shipments/${SHIPMENT}`]: () => {
        const shipment = underWay();
        return { body: bound ? { ...shipment, documents: [...shipment.documents, declaration] } : shipment };
      },
      'POST /api/file/upload': {
        body: [
          {
            key: 'uploads/2026/decl-0001',
            preSignedUrl: '/api/storage/put/decl?sig=x',
            expirationTime: '2099-01-01T00:05:00Z',
          },
        ],
      },
      'PUT /api/file/binding': () => {
        bound = true;
        return { body: [declaration] };
      },
    });
    const { user, container } = renderShipment();
    await screen.findByRole('list', { name: '진행 단계' });

    await user.selectOptions(screen.getByRole('combobox', { name: '서류 종류' }), 'importDeclaration');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['%PDF-1.7'], 'declaration.pdf', { type: 'application/pdf' }));

    const group = await screen.findByRole('region', { name: '수입 신고필증' });
    expect(within(group).getByText('declaration.pdf')).toBeTruthy();
    expect(api.sent('PUT /api/file/binding').map((request) => request.body)).toEqual([
      {
        bindList: [
          {
            key: 'uploads/2026/decl-0001',
            targetType: 'shipment',
            targetId: SHIPMENT,
            fileType: 'importDeclaration',
          },
        ],
      },
    ]);
    expect(await screen.findByText('declaration.pdf 파일을 올렸습니다.')).toBeTruthy();
  });

  test('a completed shipment takes no more documents', async () => {
    fakeApi({
      [`GET /api/shipments/${SHIPMENT}`]: { body: { ...underWay(), status: 'completed' } },
    });
    const { container } = renderShipment();
    expect(await screen.findByText('운송이 끝나 서류를 더 올릴 수 없습니다.')).toBeTruthy();
    expect(container.querySelector('input[type="file"]')).toBeNull();
  });

  test('another team’s shipment is not found, in the server’s words', async () => {
    fakeApi({
      [`GET /api/shipments/${SHIPMENT}`]: {
        status: 404,
        body: { code: 'NOT_FOUND', message: '요청한 정보를 찾을 수 없습니다.' },
      },
    });
    renderShipment();
    expect(await screen.findByText('요청한 정보를 찾을 수 없습니다.')).toBeTruthy();
  });
});
