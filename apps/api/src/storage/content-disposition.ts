// RFC 6266 / RFC 8187: `attachment; filename="<ASCII stand-in>"; filename*=UTF-8''<percent-encoded>`.
// Browsers use filename* (the real name, Korean intact); the plain filename is for the rare client
// that does not, and never carries a quote, backslash, control or non-ASCII character.

const ATTR_CHAR = /[A-Za-z0-9!#$&+.^_`|~-]/;

function encodeRfc8187(value: string): string {
  let encoded = '';
  for (const byte of new TextEncoder().encode(value)) {
    const char = String.fromCharCode(byte);
    encoded +=
      byte < 0x80 && ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

function asciiStandIn(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot).replace(/[^A-Za-z0-9.]/g, '') : '';
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName)
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%;]/g, '_')
    .trim();
  return `${base || 'file'}${extension}`;
}

/** The Content-Disposition of a download that saves as `fileName`. */
export function contentDisposition(fileName: string): string {
  const name = fileName.normalize('NFC');
  return `attachment; filename="${asciiStandIn(name)}"; filename*=UTF-8''${encodeRfc8187(name)}`;
}
