// What a person typed into a number field, read without changing it: the forms keep the text as
// typed and send this number, so a value outside the field's range is refused with a message
// instead of being clamped, made positive or stripped of the characters a number cannot hold.

/** Plain decimal notation: an optional sign, digits (thousands may be grouped by commas), a decimal part. */
const PLAIN_NUMBER = /^[-+]?(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$|^[-+]?\.\d+$/;

/**
 * The number of a field's text: `undefined` when blank (the contract says it is required),
 * `NaN` when the text is not a plain decimal number — `1e9`, `12kg`, `1.2.3`, `--3` — which the
 * contract refuses as not a number. `-3` stays −3 and `99999` stays 99999, for the range check.
 */
export function parseNumberText(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text === '') return undefined;
  if (!PLAIN_NUMBER.test(text)) return Number.NaN;
  return Number(text.replaceAll(',', ''));
}
