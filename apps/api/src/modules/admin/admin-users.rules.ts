import { normalizeText, removeNonDigits } from '@baro/core';
import { AppError } from '../../http/app-error.ts';
import type { UserSearch } from './admin-users.repository.ts';

/** Staff cannot disable their own account: nobody could then undo it from that seat. */
export function assertMayDisable(actorId: string, targetId: string): void {
  if (actorId === targetId) throw new AppError('CONFLICT');
}

const PHONE_LIKE = /^[\d\s()+-]+$/;

/**
 * What a staff member typed into the user search, as the search to run: normalised text (full-width
 * letters and IME fillers removed, NFC), and when it looks like a phone number, its digits too.
 */
export function toUserSearchText(query: string | undefined): Pick<UserSearch, 'text' | 'phoneDigits'> {
  const text = normalizeText(query ?? '');
  if (!text) return {};
  const digits = removeNonDigits(text);
  return PHONE_LIKE.test(text) && digits.length >= 3 ? { text, phoneDigits: digits } : { text };
}
