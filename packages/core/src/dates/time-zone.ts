/** Every date a person sees is in Korean time (SPEC §1, §9). */
export const TIME_ZONE = 'Asia/Seoul';

/**
 * Korea Standard Time is UTC+9 and Korea has not observed daylight saving time since 1988, so
 * calendar arithmetic can use this fixed offset instead of a time-zone database. (Instants before
 * 1988 may differ by an hour from what Intl reports; no business date of Baro is that old.)
 */
export const SEOUL_UTC_OFFSET_MS = 9 * 60 * 60 * 1000;
