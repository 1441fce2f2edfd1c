// The number people read and say for a bid request: `BID-20261125-0001`, the Seoul day it was
// made and its place among that day's requests. Assigned by the server in the transaction that
// creates the bid (a per-day counter, a unique index); ids stay the addresses.

/** `BID-YYYYMMDD-NNNN` (four digits at least; the ten-thousandth request of a day gets five). */
export const BID_NUMBER_PATTERN = /^BID-\d{8}-\d{4,}$/;

/** The number of the `sequence`-th bid of the Seoul day `day` (`YYYY-MM-DD`). */
export function formatBidNumber(day: string, sequence: number): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`not a calendar day: ${day}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`not a sequence number: ${sequence}`);
  return `BID-${day.replaceAll('-', '')}-${String(sequence).padStart(4, '0')}`;
}
