import { z } from 'zod';
import { LANGUAGES } from '../i18n/language.ts';
import { normalizeText } from '../text/normalize-text.ts';

/** A prefixed random id (DESIGN §5), e.g. `usr_3k9…`; anything else is simply not found. */
export const prefixedId = (prefix: string) =>
  z.string().regex(new RegExp(`^${prefix}_[0-9A-Za-z]{8,40}$`), { message: 'invalid id' });

/** Free text a person types (names, companies): normalised, 1..max characters after trimming. */
export const textField = (max: number) => z.string().overwrite(normalizeText).min(1).max(max);

export const languageSchema = z.enum(LANGUAGES);

/** An instant on the wire: ISO 8601 with an offset. */
export const instantSchema = z.iso.datetime({ offset: true });

/** `page`/`size` for lists that show page numbers (DESIGN §5). */
export const pageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
    pageCount: z.number().int(),
  });

export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
  pageCount: number;
}
