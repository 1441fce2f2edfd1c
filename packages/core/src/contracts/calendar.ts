import { z } from 'zod';
import type { Language } from '../i18n/language.ts';
import { deepFreeze } from '../internal/deep-freeze.ts';
import { instantSchema, textField } from './common.ts';
import { calendarDateSchema } from './reference.ts';

// Staff-managed extra holidays (issue 17): election days, temporary holidays and the like, on top
// of SPEC §9's fixed, extra and substitute lists. Every business-day rule of the service takes
// them (`isBusinessDay(day, extra)`, `addBusinessDays(…, extra)`, `bidDeadline(…, extra)`).

/** `GET /api/calendar/holidays`: every staff-managed holiday, for the apps' own business-day sums. */
export const publicHolidaySchema = z.object({ date: z.string(), nameKo: z.string(), nameEn: z.string() });
export const publicHolidayListSchema = z
  .object({ items: z.array(publicHolidaySchema) })
  .meta({ id: 'ExtraHolidayList' });
export type PublicHolidayList = z.infer<typeof publicHolidayListSchema>;

export const extraHolidaySchema = publicHolidaySchema
  .extend({
    createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    createdAt: instantSchema,
  })
  .meta({ id: 'ExtraHoliday' });
export type ExtraHoliday = z.infer<typeof extraHolidaySchema>;

/** `GET /api/admin/holidays?year=`: a year's calendar as staff see it. */
export const adminHolidayQuerySchema = z.strictObject({
  year: z.coerce.number().int().min(2000).max(2100),
});
export const adminHolidayYearSchema = z
  .object({
    year: z.number().int(),
    /** SPEC §9's holidays of the year (fixed, extra, substitute), `YYYY-MM-DD`, in order. */
    builtIn: z.array(z.string()),
    /** Staff's, in order. */
    extra: z.array(extraHolidaySchema),
  })
  .meta({ id: 'AdminHolidayYear' });
export type AdminHolidayYear = z.infer<typeof adminHolidayYearSchema>;

/** `POST /api/admin/holidays`: one more holiday. */
export const createHolidayRequestSchema = z.strictObject({
  date: calendarDateSchema,
  nameKo: textField(50),
  nameEn: textField(50),
});
export type CreateHolidayRequest = z.infer<typeof createHolidayRequestSchema>;

/** The answer of adding or removing a holiday: the holiday, and the open bids whose deadline moved. */
export const holidayChangeSchema = z
  .object({
    holiday: publicHolidaySchema,
    movedBids: z.array(z.object({ id: z.string(), from: instantSchema, to: instantSchema })),
  })
  .meta({ id: 'HolidayChange' });
export type HolidayChange = z.infer<typeof holidayChangeSchema>;

export const holidayParamsSchema = z.strictObject({ date: calendarDateSchema });

export interface CalendarFieldMessages {
  readonly alreadyHoliday: string;
}

export const CALENDAR_FIELD_MESSAGES: Readonly<Record<Language, CalendarFieldMessages>> = deepFreeze({
  ko: { alreadyHoliday: '이미 공휴일인 날입니다' },
  en: { alreadyHoliday: 'That day is already a holiday' },
});
