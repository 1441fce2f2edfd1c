import type { GuideCategory, GuideList, Language } from '@baro/core';
import type { AppDeps } from '../../app-deps.ts';
import type { Env } from '../../env.ts';
import { PDF_CONTENT_TYPE, renderPdf } from '../documents/documents.api.ts';
import { createDownloadLink } from '../files/files.api.ts';
import { guidePdf } from './guide-pdf.ts';
import { DEMO_GUIDES } from './guides.data.ts';
import { listGuideRows, setGuideSize } from './guides.repository.ts';

// SPEC §9: guide files sit in a bucket that differs between production and development. Objects
// live under `<GUIDE_BUCKET>/` in the storage; without the setting production uses `baro-guides`
// and every other environment `baro-guides-dev`, so a development server never hands out (or
// overwrites) the production files.
export function guidePrefix(env: Pick<Env, 'NODE_ENV' | 'GUIDE_BUCKET'>): string {
  return env.GUIDE_BUCKET ?? (env.NODE_ENV === 'production' ? 'baro-guides' : 'baro-guides-dev');
}

export const guideObjectKey = (prefix: string, objectName: string, lang: Language) =>
  `${prefix}/${objectName}.${lang}.pdf`;

// Keys known to be stored, so a list does not ask the storage again for each file.
const stored = new Set<string>();

/** Makes sure a guide's file is in storage: a demo guide's PDF is rendered when it is missing. */
async function ensureStored(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  row: { id: string; object_name: string; lang: Language; size: number },
  key: string,
): Promise<number | null> {
  if (stored.has(key) && row.size > 0) return row.size;
  const head = await deps.storage.head(key);
  if (head) {
    stored.add(key);
    if (head.size !== row.size) await setGuideSize(deps.db, row.id, head.size);
    return head.size;
  }
  const demo = DEMO_GUIDES.find((guide) => guide.objectName === row.object_name);
  if (!demo) return null;
  const bytes = await renderPdf(guidePdf(demo.editions[row.lang], row.lang));
  await deps.storage.put(key, bytes, PDF_CONTENT_TYPE);
  await setGuideSize(deps.db, row.id, bytes.byteLength);
  stored.add(key);
  return bytes.byteLength;
}

/**
 * `GET /api/customerCare/guide?category=`: the guide files, each in the caller's language where
 * it has that edition (else Korean), with an expiring download link (SPEC §3: the app uses it
 * until 60 s before `expirationTime`, then asks again). A file missing from storage is left out.
 */
export async function listGuides(
  deps: Pick<AppDeps, 'db' | 'storage' | 'now' | 'env'>,
  query: { category?: GuideCategory | undefined },
  lang: Language,
): Promise<GuideList> {
  const rows = await listGuideRows(deps.db, query.category);
  const chosen = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = `${row.category}/${row.object_name}`;
    const seen = chosen.get(key);
    if (
      !seen ||
      (row.lang === lang && seen.lang !== lang) ||
      (seen.lang !== lang && row.lang === 'ko' && seen.lang !== 'ko')
    )
      chosen.set(key, row);
  }
  const prefix = guidePrefix(deps.env);
  const items = await Promise.all(
    [...chosen.values()].map(async (row) => {
      const key = guideObjectKey(prefix, row.object_name, row.lang);
      const size = await ensureStored(deps, row, key);
      if (size === null) return null;
      const download = await createDownloadLink(deps.storage, deps.now, {
        key,
        fileName: row.file_name,
        contentType: PDF_CONTENT_TYPE,
      });
      return {
        id: row.id,
        category: row.category,
        title: row.title,
        description: row.description,
        lang: row.lang,
        fileName: row.file_name,
        size,
        updatedAt: new Date(row.updated_at).toISOString(),
        download,
      };
    }),
  );
  return { items: items.filter((item) => item !== null) };
}
