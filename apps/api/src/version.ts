import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The release version reported by /api/health and the API docs (the root package's version). */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8')) as { version: string }
).version;
