import { type ExchangeRatesOnDate, type PutExchangeRatesRequest, toSeoulDateString } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../http/app-error.ts';
import { recordStaffChange, type StaffActor } from '../audit/audit.api.ts';
import {
  findRatesOn,
  lockRatesOfDay,
  type RatesOnDate,
  replaceRatesOn,
} from './exchange-rates.repository.ts';
import { toRateDecimal, toRateNumber } from './reference.rules.ts';

const present = (found: RatesOnDate): ExchangeRatesOnDate => ({
  date: found.date,
  rates: Object.fromEntries(Object.entries(found.rates).map(([code, value]) => [code, toRateNumber(value)])),
});

/**
 * `GET /api/exchange-rates?date=`: the rates of the latest day on or before `date` (today in
 * Seoul by default) that has any; NOT_FOUND when none is that early.
 */
export async function getExchangeRates(
  deps: Pick<AppDeps, 'db' | 'now'>,
  date: string | undefined,
): Promise<ExchangeRatesOnDate> {
  const found = await findRatesOn(deps.db, date ?? toSeoulDateString(deps.now()));
  if (!found) throw new AppError('NOT_FOUND');
  return present(found);
}

/**
 * `PUT /api/admin/exchange-rates/{date}`: the day's rates become exactly the ones sent. Saves of
 * the same day (and imports naming it) run one after the other: the day ends as one whole set.
 */
export async function putExchangeRates(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: StaffActor,
  date: string,
  request: PutExchangeRatesRequest,
): Promise<ExchangeRatesOnDate> {
  const rates: Record<string, string> = {};
  for (const [currency, value] of Object.entries(request.rates)) {
    if (value !== undefined) rates[currency] = toRateDecimal(value);
  }
  const found = await transact(deps.db, async (trx) => {
    await lockRatesOfDay(trx, date);
    const before = await findRatesOn(trx, date);
    const now = deps.now();
    await replaceRatesOn(trx, date, rates, now);
    const after = await findRatesOn(trx, date);
    await recordStaffChange(
      trx,
      actor,
      {
        action: 'exchangeRates.put',
        target: date,
        targetIds: [date],
        before: before?.date === date ? before.rates : null,
        after: after?.rates ?? null,
      },
      now,
    );
    return after;
  });
  if (!found) throw new AppError('INTERNAL_ERROR');
  return present(found);
}
