import { randomFillSync } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ID_BYTES = 20;

// Random bytes drawn 4 KiB at a time and each used once: one call into the CSPRNG per ~200 ids
// rather than per id (an instant quote makes one id per estimate, ~100 on a busy lane).
const pool = Buffer.alloc(4096);
let offset = pool.length;

/** A prefixed random id (DESIGN §5): `usr_` + 20 base-62 characters (~119 bits). */
export function newId(prefix: string): string {
  if (offset + ID_BYTES > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  let id = '';
  // 256 % 62 leaves a slight bias towards the first 8 characters; irrelevant for identifiers.
  for (let i = offset; i < offset + ID_BYTES; i++) id += ALPHABET[(pool[i] as number) % 62];
  offset += ID_BYTES;
  return `${prefix}_${id}`;
}
