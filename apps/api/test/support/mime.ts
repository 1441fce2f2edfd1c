// Just enough MIME decoding to read what nodemailer sends (mailparser is not a dependency):
// unfolded headers, RFC 2047 encoded words, multipart bodies in base64 or quoted-printable.

export interface MimePart {
  headers: Record<string, string>;
  /** The decoded body text. */
  body: string;
}

export interface ParsedMail extends MimePart {
  /** The raw header block, for checks on the encoding itself. */
  rawHeaders: string;
  parts: MimePart[];
}

const splitHead = (raw: string): [string, string] => {
  const end = raw.indexOf('\r\n\r\n');
  return end < 0 ? [raw, ''] : [raw.slice(0, end), raw.slice(end + 4)];
};

const parseHeaders = (head: string): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n(?=[ \t])/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
};

const qpBytes = (text: string): Buffer =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );

const ENCODED_WORD = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;

/** Decodes RFC 2047 encoded words; adjacent ones are joined before decoding (a character may span them). */
export function decodeEncodedWords(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  return joined.replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=)+/g, (run) => {
    const bytes: Buffer[] = [];
    for (const [, , encoding, text = ''] of run.matchAll(ENCODED_WORD)) {
      bytes.push(
        encoding?.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : qpBytes(text.replace(/_/g, ' ')),
      );
    }
    return Buffer.concat(bytes).toString('utf8');
  });
}

const decodeBody = (body: string, encoding: string | undefined): string => {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return qpBytes(body).toString('utf8');
    default:
      return body;
  }
};

const parsePart = (raw: string): MimePart => {
  const [head, body] = splitHead(raw);
  const headers = parseHeaders(head);
  return { headers, body: decodeBody(body, headers['content-transfer-encoding']) };
};

/** The message's headers (encoded words left as sent) and its leaf parts, decoded. */
export function parseMail(raw: string): ParsedMail {
  const [rawHeaders, body] = splitHead(raw);
  const headers = parseHeaders(rawHeaders);
  const boundary = headers['content-type']?.match(/boundary="?([^";]+)"?/i)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((part) => !part.startsWith('--'))
        .map((part) => parsePart(part.replace(/^\r\n/, '').replace(/\r\n$/, '')))
    : [];
  return {
    rawHeaders,
    headers,
    body: boundary ? '' : decodeBody(body, headers['content-transfer-encoding']),
    parts,
  };
}
