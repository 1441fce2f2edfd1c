import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A prefixed random id (DESIGN §5): `usr_` + 20 base-62 characters (~119 bits). */
export function newId(prefix: string): string {
  const bytes = randomBytes(20);
  let id = '';
  // 256 % 62 leaves a slight bias towards the first 8 characters; irrelevant for identifiers.
  for (const byte of bytes) id += ALPHABET[byte % 62];
  return `${prefix}_${id}`;
}
