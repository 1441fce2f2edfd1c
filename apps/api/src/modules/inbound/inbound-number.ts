import { seoulToday } from '@baro/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nextDailyNumber } from '../daily-numbers/daily-numbers.api.ts';

/** `IB260304-0001`: the Seoul day it was announced and its place in that day (written on boxes, scanned at the dock). */
export async function nextInboundNo(trx: Transaction<Database>, now: Date): Promise<string> {
  const day = seoulToday(now).slice(2).replace(/-/g, '');
  const n = await nextDailyNumber(trx, 'inbound', day);
  return `IB${day}-${String(n).padStart(4, '0')}`;
}

/** A scanned box label (`IB260304-0001-03`) names its inbound (`IB260304-0001`). */
export function inboundNoOfScan(text: string): string {
  const match = /^(IB\d{6}-\d{4,})-\d{2,3}$/i.exec(text.trim());
  return (match?.[1] ?? text.trim()).toUpperCase();
}
