import type { Language } from '@baro/core';

/**
 * What one e-mail says, as plain strings in the reader's language. The layout turns it into the
 * plain-text and the HTML part, so every value reaches the HTML through one escaping function.
 */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Smaller print under the button: validity, "if this was not you". */
  notes: string[];
}

/**
 * An English count with its noun in the right number (`1 quote`, `2 quotes`): the parameters arrive
 * as text, so the count is read back from it (grouping commas allowed).
 */
export function englishCount(count: string, singular: string, plural: string): string {
  return `${count} ${Number(count.replaceAll(',', '')) === 1 ? singular : plural}`;
}

/** One template: the parameters it needs and its text in each UI language. */
export interface MailTemplate<P extends string = string> {
  params: readonly P[];
  render: Record<Language, (params: Record<P, string>) => MailContent>;
}
