import {
  classifyTrackingText,
  type ParcelCompany,
  type TrackingEvent,
  type TrackingStatus,
  toSeoulIso,
} from '@baro/core';
import { z } from 'zod';
import { CarrierError, fetchFromCarrier, type TrackingProvider } from './carrier-network.ts';

// Sweet Tracker (스마트택배, info.sweettracker.co.kr), a public Korean tracking aggregator with a
// REST API: GET /api/v1/trackingInfo?t_key=&t_code=&t_invoice=. Its `t_code` values are our
// `parcelCompany` codes (01 우체국택배, 04 CJ대한통운, 05 한진택배, 06 로젠택배, 08 롯데택배 —
// its `GET /api/v1/companylist`; FULFILLMENT.md "Carriers and tracking"). The answer's fields, as
// its API specification lists them (mirrored field by field in wrtnio/connectors' ISweetTracker):
// `level` 1 배송준비중 · 2 집화완료 · 3 배송중 · 4 지점도착 · 5 배송출발 · 6 배송완료 (0: nothing
// yet), `complete`/`completeYN`, `result` ('N': no data for the number yet) and `trackingDetails[]`
// with `timeString` ("yyyy-MM-dd HH:mm:ss", Seoul time, no offset), `time` (epoch), `kind` (the
// carrier's stage words: 집화처리, 간선상차, 배송완료, 반송…), `where`, `level`, `telno`,
// `manName`. Errors come with HTTP 200 as `{status: false, code, msg}`: 101 invalid key, 102
// expired key, 103 quota used up, 104 "유효하지 않은 운송장번호 이거나 택배사 코드 입니다.", 105 the
// number's daily lookup limit, 106 lookup error (codes and wording as integrations quote the live
// API's answers).

/** Sweet Tracker's progress levels in our words; the stage text decides what levels cannot say. */
const LEVEL_STATUS: Readonly<Record<number, TrackingStatus | undefined>> = {
  1: 'information_received',
  2: 'at_pickup',
  3: 'in_transit',
  4: 'in_transit',
  5: 'out_for_delivery',
  6: 'delivered',
};

/** Stage words a level has no value for (levels only climb towards delivery). */
const TEXT_FIRST: ReadonlySet<TrackingStatus> = new Set(['returning', 'exception', 'attempt_fail']);

const detailSchema = z.object({
  timeString: z.string().nullable().optional(),
  time: z.number().nullable().optional(),
  kind: z.string().nullable().optional(),
  where: z.string().nullable().optional(),
  level: z.number().nullable().optional(),
  remark: z.string().nullable().optional(),
});
type SweetTrackerDetail = z.infer<typeof detailSchema>;

const answerSchema = z.object({
  // Present (false) only on an error answer.
  status: z.boolean().optional(),
  code: z.union([z.string(), z.number()]).nullable().optional(),
  msg: z.string().nullable().optional(),
  result: z.string().nullable().optional(),
  level: z.number().nullable().optional(),
  trackingDetails: z.array(detailSchema.nullable()).nullable().optional(),
});

const TIME_STRING = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A Sweet Tracker event time: its Seoul-time `timeString`, else the epoch `time` (ms or s). */
function eventInstant(detail: SweetTrackerDetail): Date | undefined {
  const match = TIME_STRING.exec(detail.timeString?.trim() ?? '');
  if (match) {
    const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0));
    const date = new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d, (h ?? 0) - 9, mi, s));
    if (!Number.isNaN(date.getTime())) return date;
  }
  const time = detail.time;
  if (typeof time === 'number' && time > 0) return new Date(time < 1e12 ? time * 1000 : time);
  return undefined;
}

/** One Sweet Tracker detail in our words, keeping the carrier's stage text and place. */
export function toSweetTrackerEvent(detail: SweetTrackerDetail): TrackingEvent | undefined {
  const instant = eventInstant(detail);
  if (!instant) return undefined;
  const kind = detail.kind?.trim() ?? '';
  const fromText = classifyTrackingText(`${kind} ${detail.remark ?? ''}`);
  const fromLevel = LEVEL_STATUS[detail.level ?? 0];
  const status = fromText && TEXT_FIRST.has(fromText) ? fromText : (fromLevel ?? fromText ?? 'in_transit');
  return {
    time: toSeoulIso(instant),
    status,
    description: kind || detail.remark?.trim() || status,
    location: detail.where?.trim() || null,
  };
}

export interface SweetTrackerOptions {
  /** The API's origin, `https://info.sweettracker.co.kr` in production. */
  url: string;
  /** `t_key`, the API key Sweet Tracker issues. */
  key: string;
  timeoutMs: number;
}

/** Codes of a key that does not work (missing, expired, quota): nothing works until it is fixed. */
const KEY_CODES = new Set(['101', '102', '103']);

export function createSweetTrackerClient(options: SweetTrackerOptions): TrackingProvider {
  const base = options.url.replace(/\/+$/, '');
  return {
    name: 'sweettracker',
    async track(parcelCompany: ParcelCompany, invoiceNo: string) {
      const query = new URLSearchParams({ t_key: options.key, t_code: parcelCompany, t_invoice: invoiceNo });
      // The key travels in the address (as documented); no message below ever repeats the address.
      const response = await fetchFromCarrier(
        `${base}/api/v1/trackingInfo?${query.toString()}`,
        { method: 'GET', headers: { accept: 'application/json' } },
        options.timeoutMs,
        'Sweet Tracker',
      );
      let answer: z.infer<typeof answerSchema>;
      try {
        answer = answerSchema.parse(await response.json());
      } catch (error) {
        throw new CarrierError(
          'unavailable',
          `Sweet Tracker answered HTTP ${response.status} without its JSON`,
          {
            cause: error,
          },
        );
      }
      if (answer.status === false) {
        const code = answer.code === null || answer.code === undefined ? '' : String(answer.code);
        // 104: the number (or code) is not one it knows — normal for a waybill not yet scanned.
        if (code === '104') return null;
        const what = KEY_CODES.has(code) ? 'refused the API key' : 'could not answer';
        throw new CarrierError(
          'unavailable',
          `Sweet Tracker ${what} (${code || '?'}): ${answer.msg ?? ''}`.trim(),
        );
      }
      if (!response.ok)
        throw new CarrierError('unavailable', `Sweet Tracker answered HTTP ${response.status}`);
      const details = answer.trackingDetails ?? [];
      if (details.length === 0) return null;
      return details
        .map((detail) => (detail ? toSweetTrackerEvent(detail) : undefined))
        .filter((event): event is TrackingEvent => event !== undefined)
        .sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
    },
  };
}
