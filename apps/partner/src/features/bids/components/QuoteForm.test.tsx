import { ApiError } from '@baro/client';
import type { PartnerBidDetail, SubmitQuoteRequest } from '@baro/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bidFixture, RATES } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { QuoteForm } from './QuoteForm.tsx';

afterEach(cleanup);

const digits = (element: HTMLElement) => (element.textContent ?? '').replace(/[^\d.]/g, '');

/** The request with the services it asks partners for set (none by default). */
function requestAsking(
  services: { customsClearance?: boolean; inlandTransport?: boolean } = {},
): PartnerBidDetail {
  const bid = bidFixture();
  return {
    ...bid,
    cargo: {
      ...bid.cargo,
      services: {
        ...bid.cargo.services,
        customsClearance: services.customsClearance ?? false,
        inlandTransport: services.inlandTransport ?? false,
      },
    },
  };
}

function renderForm(
  options: {
    onSubmit?: (request: SubmitQuoteRequest) => Promise<unknown>;
    language?: 'ko' | 'en';
    bid?: PartnerBidDetail;
  } = {},
) {
  const onSubmit = vi.fn(options.onSubmit ?? (async () => undefined));
  const onWithdraw = vi.fn(async () => undefined);
  const onDone = vi.fn();
  const view = renderApp(
    <QuoteForm
      bid={options.bid ?? requestAsking()}
      exchangeRates={RATES}
      onSubmit={onSubmit}
      onWithdraw={onWithdraw}
      onDone={onDone}
    />,
    { language: options.language ?? 'ko' },
  );
  return { ...view, onSubmit, onWithdraw, onDone };
}

describe('quote form: line items and live totals', () => {
  it('starts with a freight line sized to the cargo and totals it as prices are typed', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('combobox', { name: '1행 요금 항목' })).toHaveProperty('value', 'OFR_40HQ');
    expect(screen.getByRole('textbox', { name: '1행 항목명' })).toHaveProperty('value', '해상운임 40HQ');
    expect(screen.getByRole('textbox', { name: '1행 수량' })).toHaveProperty('value', '2');
    expect(screen.getByTestId('quote-totals').textContent).toContain('단가를 입력하면 합계가 계산됩니다.');

    await user.type(screen.getByRole('textbox', { name: '1행 단가' }), '1200');
    const [amount] = screen.getAllByTestId('line-amount');
    expect(digits(amount as HTMLElement)).toBe('2400.00');
    expect(digits(screen.getByTestId('total-krw'))).toBe('3360000');
    expect(digits(screen.getByTestId('total-usd'))).toBe('2400.00');
  });

  it('adds lines with the button and with Enter, converts each currency, and removes lines', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: '1행 단가' }), '1200');

    await user.click(screen.getByRole('button', { name: '항목 추가' }));
    const secondCode = screen.getByRole('combobox', { name: '2행 요금 항목' });
    expect(document.activeElement).toBe(secondCode);
    // Picking the charge fills the name and the unit (per container on FCL).
    await user.selectOptions(secondCode, 'THC');
    expect(screen.getByRole('textbox', { name: '2행 항목명' })).toHaveProperty(
      'value',
      '터미널 화물처리비 (THC)',
    );
    expect(screen.getByRole('combobox', { name: '2행 단위' })).toHaveProperty('value', 'CNTR');
    await user.clear(screen.getByRole('textbox', { name: '2행 수량' }));
    await user.type(screen.getByRole('textbox', { name: '2행 수량' }), '2');
    await user.type(screen.getByRole('textbox', { name: '2행 단가' }), '150000');
    await user.selectOptions(screen.getByRole('combobox', { name: '2행 통화' }), 'KRW');

    // Enter in a line adds one below it and moves there, without submitting the form.
    await user.type(screen.getByRole('textbox', { name: '2행 단가' }), '{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: '3행 요금 항목' }));
    await user.type(screen.getByRole('textbox', { name: '3행 항목명' }), 'DOC');
    await user.type(screen.getByRole('textbox', { name: '3행 단가' }), '50');
    await user.selectOptions(screen.getByRole('combobox', { name: '3행 통화' }), 'EUR');

    expect(screen.getAllByTestId('quote-line')).toHaveLength(3);
    // 2400 USD × 1400 + 300,000 KRW + 50 EUR × 1500 = 3,735,000 won = 2,667.86 USD.
    expect(digits(screen.getByTestId('total-krw'))).toBe('3735000');
    expect(digits(screen.getByTestId('total-usd'))).toBe('2667.86');

    await user.click(screen.getByRole('button', { name: '2행 삭제' }));
    expect(screen.getAllByTestId('quote-line')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: '2행 항목명' })).toHaveProperty('value', 'DOC');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: '1행 요금 항목' }));
    expect(digits(screen.getByTestId('total-krw'))).toBe('3435000');
  }, 30_000);

  it('says which currency has no rate instead of showing a wrong total', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: '1행 단가' }), '10');
    await user.selectOptions(screen.getByRole('combobox', { name: '1행 통화' }), 'VND');
    expect(screen.getByTestId('quote-totals').textContent).toContain(
      'VND 환율이 없어 합계를 계산할 수 없습니다.',
    );
  });

  it('keeps the one last line: its remove button is disabled', () => {
    renderForm();
    expect(screen.getByRole('button', { name: '1행 삭제' })).toHaveProperty('disabled', true);
  });
});

describe('quote form: charges and validity', () => {
  it('pre-fills one freight line per container type, each with its code', () => {
    renderApp(
      <QuoteForm
        bid={bidFixture({
          cargo: {
            ...requestAsking().cargo,
            containers: [
              { type: '40HQ', quantity: 2 },
              { type: '20DRY', quantity: 1 },
            ],
          },
        })}
        exchangeRates={RATES}
        onSubmit={async () => undefined}
        onWithdraw={async () => undefined}
      />,
      { language: 'en' },
    );
    expect(screen.getAllByTestId('quote-line')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Line 1 Charge' })).toHaveProperty('value', 'OFR_40HQ');
    expect(screen.getByRole('textbox', { name: 'Line 1 Quantity' })).toHaveProperty('value', '2');
    expect(screen.getByRole('combobox', { name: 'Line 2 Charge' })).toHaveProperty('value', 'OFR_20DRY');
    expect(screen.getByRole('textbox', { name: 'Line 2 Item' })).toHaveProperty(
      'value',
      'Ocean freight 20DRY',
    );
    expect(screen.getByRole('textbox', { name: 'Line 2 Quantity' })).toHaveProperty('value', '1');
  });

  it('keeps a name the partner typed when the charge changes, and lists the mode’s charges first', async () => {
    const { user } = renderForm();
    const name = screen.getByRole('textbox', { name: '1행 항목명' });
    await user.clear(name);
    await user.type(name, '상하이 해상운임');
    await user.selectOptions(screen.getByRole('combobox', { name: '1행 요금 항목' }), 'OFR_40DRY');
    expect(name).toHaveProperty('value', '상하이 해상운임');
    const groups = [...screen.getByRole('combobox', { name: '1행 요금 항목' }).querySelectorAll('optgroup')];
    expect(groups.map((group) => group.label)).toEqual(['이 운송 방식의 주요 항목', '그 밖의 항목']);
    expect(groups[1]?.textContent).toContain('항공운임');
    expect(groups[0]?.textContent).not.toContain('항공운임');
  });

  it('defaults validity to 14 days after the deadline and warns when it ends before the cargo is ready', async () => {
    const { user } = renderForm();
    const validity = screen.getByLabelText(/견적 유효기간/) as HTMLInputElement;
    expect(validity.value).toBe('2026-03-18');
    expect(screen.getByTestId('validity-warning').textContent).toContain('화물 준비일(2026년 3월 20일)');
    await user.clear(validity);
    await user.type(validity, '2026-03-25');
    expect(screen.queryByTestId('validity-warning')).toBeNull();
  });
});

describe('quote form: submitting', () => {
  it('shows the contract’s messages on the fields before sending anything', async () => {
    const { user, onSubmit } = renderForm({ language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Submit quote' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('Please check the highlighted fields.');
    const price = screen.getByRole('textbox', { name: 'Line 1 Unit price' });
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Carrier' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(3);

    // Once tried, messages follow the typing.
    await user.type(price, '900');
    expect(price.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('asks for confirmation with the total, then sends the quote', async () => {
    const { user, onSubmit, onDone } = renderForm();
    await user.type(screen.getByRole('textbox', { name: '1행 단가' }), '1200');
    await user.type(screen.getByRole('textbox', { name: /운송 소요일/ }), '3');
    await user.type(screen.getByRole('textbox', { name: /운송사/ }), 'HMM');
    await user.click(screen.getByRole('button', { name: '견적 제출' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('3,360,000');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '견적 제출' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('submitted'));
    expect(onSubmit).toHaveBeenCalledWith({
      lines: [
        {
          chargeCode: 'OFR_40HQ',
          name: '해상운임 40HQ',
          unit: 'CNTR',
          quantity: 2,
          unitPrice: 1200,
          currency: 'USD',
        },
      ],
      validUntil: '2026-03-18',
      transitDays: 3,
      carrier: 'HMM',
    });
  });

  it('puts the server’s field messages on the fields when it refuses', async () => {
    const refusal = new ApiError(
      400,
      {
        code: 'VALIDATION_FAILED',
        message: '입력값을 확인해 주세요',
        fields: { 'lines.0.currency': 'USD 환율이 없어 계산할 수 없습니다' },
      },
      { method: 'POST', url: '/api/partner/bids/bid_01HZX4REQUEST1/quotes' },
    );
    const { user } = renderForm({
      onSubmit: async () => {
        throw refusal;
      },
    });
    await user.type(screen.getByRole('textbox', { name: '1행 단가' }), '1200');
    await user.type(screen.getByRole('textbox', { name: /운송 소요일/ }), '3');
    await user.type(screen.getByRole('textbox', { name: /운송사/ }), 'HMM');
    await user.click(screen.getByRole('button', { name: '견적 제출' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '견적 제출' }));

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '1행 통화' }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('USD 환율이 없어 계산할 수 없습니다')).toBeTruthy();
    expect(
      screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('입력값을 확인해 주세요')),
    ).toBe(true);
  });
});

describe('quote form: requested services', () => {
  it('pre-fills a line per requested service, and declining one removes its line and sends the reason', async () => {
    const { user, onSubmit } = renderForm({
      bid: requestAsking({ customsClearance: true, inlandTransport: true }),
    });
    const section = screen.getByRole('region', { name: '요청 서비스' });
    expect(within(section).getByRole('radiogroup', { name: '통관' })).toBeTruthy();
    expect(within(section).getByRole('radiogroup', { name: '내륙 운송' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '2행 요금 항목' })).toHaveProperty('value', 'CUSTOMS');
    expect(screen.getByRole('combobox', { name: '3행 요금 항목' })).toHaveProperty('value', 'TRUCKING');

    const trucking = within(section).getByRole('radiogroup', { name: '내륙 운송' });
    await user.click(within(trucking).getByRole('radio', { name: '제공 불가' }));
    expect(screen.getAllByTestId('quote-line')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: /내륙 운송 제공 불가 사유/ }), '부산 외 지역 불가');

    await user.type(screen.getByRole('textbox', { name: '1행 단가' }), '1200');
    await user.type(screen.getByRole('textbox', { name: '2행 단가' }), '33000');
    await user.type(screen.getByRole('textbox', { name: /운송 소요일/ }), '3');
    await user.type(screen.getByRole('textbox', { name: /운송사/ }), 'HMM');
    await user.click(screen.getByRole('button', { name: '견적 제출' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '견적 제출' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0]?.[0];
    expect(sent?.lines.map((line) => line.chargeCode)).toEqual(['OFR_40HQ', 'CUSTOMS']);
    expect(sent?.declinedServices).toEqual([{ service: 'inlandTransport', reason: '부산 외 지역 불가' }]);
  });

  it('says under the service when a priced service has no line left (in English too)', async () => {
    const { user, onSubmit } = renderForm({
      bid: requestAsking({ customsClearance: true }),
      language: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Line 1 Unit price' }), '1200');
    await user.type(screen.getByRole('textbox', { name: /Transit time/ }), '3');
    await user.type(screen.getByRole('textbox', { name: /Carrier/ }), 'HMM');
    await user.click(screen.getByRole('button', { name: 'Submit quote' }));
    expect(
      await screen.findByText('The customer asked for Customs clearance: price it or decline it'),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows no services section when the request asks for none', () => {
    renderForm();
    expect(screen.queryByTestId('requested-services')).toBeNull();
  });
});
