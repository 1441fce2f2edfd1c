/** A `tel:` address for a phone number as people write it: "1588-0000" → "tel:15880000", "+82-…" keeps the "+". */
export function toTelHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
