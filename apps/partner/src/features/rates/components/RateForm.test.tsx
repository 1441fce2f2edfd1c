import { fakeApi } from '@baro/client/testing';
import type { PartnerRateRequest } from '@baro/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { airRateFixture } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { RateForm } from './RateForm.tsx';

beforeEach(() => {
  fakeApi({ 'GET /api/locations': { body: { items: [] } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(options: { rate?: ReturnType<typeof airRateFixture>; language?: 'ko' | 'en' } = {}) {
  const onSubmit = vi.fn(async (_request: PartnerRateRequest) => undefined);
  const view = renderApp(
    <RateForm {...(options.rate ? { rate: options.rate } : {})} onSubmit={onSubmit} onCancel={() => {}} />,
    { language: options.language ?? 'ko' },
  );
  return { ...view, onSubmit };
}

const invalid = (element: HTMLElement) => element.getAttribute('aria-invalid') === 'true';
const REQUIRED = '필수 입력 항목입니다';

describe('rate form per freight type', () => {
  it('FCL: asks for the lane, container price and terms before sending anything', async () => {
    const { user, onSubmit } = renderForm();
    expect(screen.getByRole('combobox', { name: /컨테이너/ })).toHaveProperty('value', '20DRY');
    expect(screen.queryByText('중량 구간 (kg당 단가)')).toBeNull();

    await user.click(screen.getByRole('button', { name: '운임 등록' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('입력 내용을 확인해 주세요.');
    for (const name of [/컨테이너당 운임/, /^운송사/, /운송 소요일/, /유효 종료일/]) {
      const field = screen.getByLabelText(name, { selector: 'input' });
      expect(invalid(field), String(name)).toBe(true);
    }
    expect(screen.getAllByText(REQUIRED).length).toBeGreaterThanOrEqual(6);
  });

  it('LCL: prices per revenue ton, without a container type', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'LCL (소량 화물)' }));
    expect(screen.queryByRole('combobox', { name: /컨테이너/ })).toBeNull();
    expect(screen.getByLabelText(/RT당 운임/, { selector: 'input' })).toBeTruthy();
    expect(screen.getByText('RT = max(총 CBM, 총 톤), 최소 1 RT')).toBeTruthy();
  });

  it('AIR: weight breaks instead of one price, and they must ascend', async () => {
    const { user, onSubmit } = renderForm({ rate: airRateFixture() });
    expect(screen.queryByLabelText(/컨테이너당 운임|RT당 운임/, { selector: 'input' })).toBeNull();
    expect(screen.getAllByTestId('weight-break')).toHaveLength(2);

    const secondMin = screen.getByRole('textbox', { name: '2번째 구간 최소 kg' });
    await user.clear(secondMin);
    await user.type(secondMin, '0');
    await user.click(screen.getByRole('button', { name: '변경 사항 저장' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(invalid(secondMin)).toBe(true);
    expect(screen.getByText('중량 구간은 작은 값부터 중복 없이 입력해 주세요')).toBeTruthy();

    // Messages follow the typing once a submit was tried.
    await user.clear(secondMin);
    await user.type(secondMin, '100');
    expect(invalid(secondMin)).toBe(false);

    await user.click(screen.getByRole('button', { name: '구간 추가' }));
    await user.type(screen.getByRole('textbox', { name: '3번째 구간 최소 kg' }), '300');
    await user.type(screen.getByRole('textbox', { name: '3번째 구간 kg당 단가' }), '4.1');
    await user.click(screen.getByRole('button', { name: '변경 사항 저장' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      freightType: 'AIR',
      weightBreaks: [
        { minKg: 0, price: 5.2 },
        { minKg: 100, price: 4.8 },
        { minKg: 300, price: 4.1 },
      ],
      pol: 'ICN',
      pod: 'LAX',
      carrier: 'Korean Air Cargo',
      transitDays: 2,
      validFrom: '2026-03-01',
      validTo: '2026-06-30',
      currency: 'USD',
      minCharge: 75,
      localCharges: [
        {
          code: 'HANDLING',
          name: 'Terminal handling',
          side: 'origin',
          unit: 'KG',
          price: 150,
          currency: 'KRW',
        },
      ],
    });
  }, 30_000);

  it('checks the validity runs forwards and amounts have at most two decimals (in English too)', async () => {
    const { user, onSubmit } = renderForm({ rate: airRateFixture(), language: 'en' });
    const validTo = screen.getByLabelText(/Valid to/, { selector: 'input' });
    await user.clear(validTo);
    await user.type(validTo, '2026-02-01');
    const minCharge = screen.getByLabelText(/Minimum charge/, { selector: 'input' });
    await user.clear(minCharge);
    await user.type(minCharge, '75.555');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Use at most two decimal places')).toBeTruthy();

    await user.clear(minCharge);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Must be on or after the start date')).toBeTruthy();
    expect(invalid(validTo)).toBe(true);
  }, 30_000);

  it('keeps a local charge’s own messages on its row', async () => {
    const { user } = renderForm({ rate: airRateFixture() });
    await user.click(screen.getByRole('button', { name: '부대비용 추가' }));
    await user.type(screen.getByRole('textbox', { name: '2번째 부대비용 비용명 (선택)' }), 'DOC|FEE');
    await user.click(screen.getByRole('button', { name: '변경 사항 저장' }));
    expect(invalid(screen.getByRole('textbox', { name: '2번째 부대비용 비용명 (선택)' }))).toBe(true);
    expect(screen.getByText("비용 이름에는 '|'와 ';'를 쓸 수 없습니다")).toBeTruthy();
    expect(invalid(screen.getByRole('textbox', { name: '2번째 부대비용 금액' }))).toBe(true);
  }, 30_000);

  it('picks each charge from the charge catalogue (ko/en names), its unit following the basis', async () => {
    const { user, onSubmit } = renderForm({ rate: airRateFixture() });
    const first = screen.getByRole('combobox', { name: '1번째 부대비용 요금 항목' });
    expect(first).toHaveProperty('value', 'HANDLING');
    expect(screen.getByRole('option', { name: '핸들링 수수료' })).toBeTruthy();
    expect(screen.getByText('항목 기준: 건당')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '부대비용 추가' }));
    const second = screen.getByRole('combobox', { name: '2번째 부대비용 요금 항목' });
    // Air freight's usual charges come first; a per-container charge is counted per kg on air.
    await user.selectOptions(second, 'BAF');
    expect(screen.getByRole('combobox', { name: '2번째 부대비용 단위' })).toHaveProperty('value', 'KG');
    expect(screen.getByText('항목 기준: 컨테이너당')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: '2번째 부대비용 금액' }), '0.3');
    await user.click(screen.getByRole('button', { name: '변경 사항 저장' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].localCharges).toEqual([
      {
        code: 'HANDLING',
        name: 'Terminal handling',
        side: 'origin',
        unit: 'KG',
        price: 150,
        currency: 'KRW',
      },
      { code: 'BAF', side: 'destination', unit: 'KG', price: 0.3, currency: 'KRW' },
    ]);
  }, 30_000);

  it('names the charges in English for an English reader', () => {
    renderForm({ rate: airRateFixture(), language: 'en' });
    expect(screen.getByRole('option', { name: 'Handling fee' })).toBeTruthy();
    expect(screen.getByText('Charged per: shipment')).toBeTruthy();
  });
});
