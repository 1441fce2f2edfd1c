import type { Language } from '@baro/core';
import type { PdfBlock, PdfDocument } from '../documents/documents.api.ts';
import type { GuideEdition } from './guides.data.ts';

// A demo guide's PDF: the company header, the guide's title and its sections.
export function guidePdf(edition: GuideEdition, lang: Language): PdfDocument {
  const blocks: PdfBlock[] = [{ kind: 'paragraph', text: edition.description, muted: true }];
  for (const section of edition.sections) {
    blocks.push({ kind: 'heading', text: section.heading });
    if (section.paragraphs) blocks.push({ kind: 'paragraph', text: section.paragraphs });
    if (section.points) blocks.push({ kind: 'notes', items: section.points });
  }
  return {
    title: edition.title,
    subject: edition.description,
    lang,
    // A fixed date keeps the same guide's bytes the same on every render.
    createdAt: new Date('2026-01-02T00:00:00Z'),
    header: {
      companyName: lang === 'ko' ? '바로 (Baro)' : 'Baro',
      companyLines: [
        lang === 'ko'
          ? '고객센터 1588-0000 · help@baro.example'
          : 'Support +82-1588-0000 · help@baro.example',
      ],
      title: edition.title,
    },
    blocks,
  };
}
