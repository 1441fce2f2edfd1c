import {
  contentLeft,
  contentWidth,
  drawRule,
  drawText,
  ensureSpace,
  type Frame,
  imageHeight,
  measureText,
  THEME,
} from './pdf-layout.ts';
import type { PdfBlock, PdfHeader, PdfImage, PdfLabelValue } from './pdf-spec.ts';
import { drawTable } from './pdf-table.ts';
import { opaquePng } from './png.ts';

// The first-page header and every block kind except tables (pdf-table.ts).

const CAPTION_GAP = 3;

function imageBoxHeight(frame: Frame, image: PdfImage): number {
  const caption = image.caption
    ? CAPTION_GAP + measureText(frame.doc, image.caption, image.width, { size: THEME.size.tiny })
    : 0;
  return imageHeight(image.png, image.width) + caption;
}

function drawImage(frame: Frame, image: PdfImage, x: number, y: number): void {
  const height = imageHeight(image.png, image.width);
  frame.doc.image(opaquePng(image.png), x, y, { width: image.width, height });
  if (image.caption) {
    drawText(frame.doc, image.caption, x, y + height + CAPTION_GAP, image.width, {
      size: THEME.size.tiny,
      color: THEME.muted,
      align: 'center',
    });
  }
}

export function drawHeader(frame: Frame, header: PdfHeader): void {
  const { doc } = frame;
  const left = contentLeft();
  const width = contentWidth(doc);
  const top = frame.y;

  let imageBottom = top;
  let companyWidth = width;
  if (header.image) {
    drawImage(frame, header.image, left + width - header.image.width, top);
    imageBottom = top + imageBoxHeight(frame, header.image);
    companyWidth = width - header.image.width - 16;
  }
  let y = top;
  drawText(doc, header.companyName, left, y, companyWidth, { weight: 'bold', size: THEME.size.heading });
  y += measureText(doc, header.companyName, companyWidth, { weight: 'bold', size: THEME.size.heading }) + 2;
  for (const line of header.companyLines ?? []) {
    drawText(doc, line, left, y, companyWidth, { size: THEME.size.small, color: THEME.muted });
    y += measureText(doc, line, companyWidth, { size: THEME.size.small });
  }
  y = Math.max(y, imageBottom) + 16;

  // The title on the left; number and date right-aligned beside it.
  const details = [header.documentNumber, header.issueDate].filter((item): item is PdfLabelValue => !!item);
  const detailWidth = details.length > 0 ? width * 0.4 : 0;
  const titleWidth = width - detailWidth;
  const titleStyle = { weight: 'bold', size: THEME.size.title } as const;
  drawText(doc, header.title, left, y, titleWidth, titleStyle);
  let titleBottom = y + measureText(doc, header.title, titleWidth, titleStyle);
  let detailY = y + 2;
  for (const item of details) {
    const text = `${item.label}  ${item.value}`;
    drawText(doc, text, left + titleWidth, detailY, detailWidth, { size: THEME.size.body, align: 'right' });
    detailY += measureText(doc, text, detailWidth, { size: THEME.size.body }) + 1;
  }
  titleBottom = Math.max(titleBottom, detailY) + 6;
  drawRule(doc, titleBottom, THEME.accent, 1.5);
  frame.y = titleBottom + THEME.blockGap;
}

function drawSectionTitle(frame: Frame, text: string): void {
  const style = { weight: 'bold', size: THEME.size.heading } as const;
  const height = measureText(frame.doc, text, contentWidth(frame.doc), style);
  // Keep a title with at least a couple of lines of what follows it.
  ensureSpace(frame, height + 40);
  drawText(frame.doc, text, contentLeft(), frame.y, contentWidth(frame.doc), style);
  frame.y += height + 6;
}

function drawKeyValues(frame: Frame, block: Extract<PdfBlock, { kind: 'keyValues' }>): void {
  const { doc } = frame;
  const perLine = block.columns ?? 2;
  const gutter = 18;
  const cellWidth = (contentWidth(doc) - gutter * (perLine - 1)) / perLine;
  const labelWidth = cellWidth * (perLine === 1 ? 0.25 : 0.38);
  const valueWidth = cellWidth - labelWidth - 6;
  const labelStyle = { size: THEME.size.small, color: THEME.muted } as const;
  for (let i = 0; i < block.items.length; i += perLine) {
    const line = block.items.slice(i, i + perLine);
    const height =
      Math.max(
        ...line.map((item) =>
          Math.max(
            measureText(doc, item.label, labelWidth, labelStyle),
            measureText(doc, item.value, valueWidth),
          ),
        ),
      ) + 6;
    ensureSpace(frame, height);
    line.forEach((item, column) => {
      const x = contentLeft() + column * (cellWidth + gutter);
      drawText(doc, item.label, x, frame.y + 3.5, labelWidth, labelStyle);
      drawText(doc, item.value, x + labelWidth + 6, frame.y + 3, valueWidth);
    });
    frame.y += height;
    drawRule(doc, frame.y, THEME.headerFill);
  }
}

function drawParagraphs(frame: Frame, texts: readonly string[], muted: boolean): void {
  const { doc } = frame;
  const style = { color: muted ? THEME.muted : THEME.text };
  for (const text of texts) {
    ensureSpace(frame, measureText(doc, '', contentWidth(doc), style) * 2);
    drawText(doc, text, contentLeft(), frame.y, contentWidth(doc), style);
    // Long text flows onto new pages by itself; the cursor follows it.
    frame.y = doc.y + 4;
  }
}

function drawNotes(frame: Frame, items: readonly string[]): void {
  const { doc } = frame;
  const indent = 10;
  const width = contentWidth(doc) - indent;
  for (const item of items) {
    ensureSpace(frame, measureText(doc, item, width));
    drawText(doc, '•', contentLeft() + 1, frame.y, indent);
    drawText(doc, item, contentLeft() + indent, frame.y, width);
    frame.y += measureText(doc, item, width) + 2;
  }
}

function drawImages(frame: Frame, block: Extract<PdfBlock, { kind: 'images' }>): void {
  const gap = 20;
  const total = block.images.reduce((sum, image) => sum + image.width, 0) + gap * (block.images.length - 1);
  const height = Math.max(0, ...block.images.map((image) => imageBoxHeight(frame, image)));
  ensureSpace(frame, height);
  const free = contentWidth(frame.doc) - total;
  const align = block.align ?? 'left';
  let x = contentLeft() + (align === 'center' ? free / 2 : align === 'right' ? free : 0);
  for (const image of block.images) {
    drawImage(frame, image, x, frame.y);
    x += image.width + gap;
  }
  frame.y += height;
}

const SIGNATURE_LINE = 26;

function drawSignatures(frame: Frame, block: Extract<PdfBlock, { kind: 'signatures' }>): void {
  const { doc } = frame;
  const gap = 18;
  const count = Math.max(1, block.boxes.length);
  const boxWidth = (contentWidth(doc) - gap * (count - 1)) / count;
  const titleStyle = { weight: 'bold', size: THEME.size.body } as const;
  const labelStyle = { size: THEME.size.small, color: THEME.muted } as const;
  const lines = Math.max(0, ...block.boxes.map((box) => box.lines.length));
  const height = 10 + measureText(doc, 'X', boxWidth, titleStyle) + lines * SIGNATURE_LINE + 8;
  ensureSpace(frame, height);
  const top = frame.y;
  block.boxes.forEach((box, i) => {
    const x = contentLeft() + i * (boxWidth + gap);
    doc.save().lineWidth(0.75).strokeColor(THEME.border).rect(x, top, boxWidth, height).stroke().restore();
    drawText(doc, box.title, x + 8, top + 8, boxWidth - 16, titleStyle);
    let y = top + 10 + measureText(doc, box.title, boxWidth - 16, titleStyle);
    for (const label of box.lines) {
      y += SIGNATURE_LINE;
      const labelWidth = 48;
      drawText(doc, label, x + 8, y - 11, labelWidth, labelStyle);
      doc
        .save()
        .lineWidth(0.5)
        .strokeColor(THEME.muted)
        .moveTo(x + 8 + labelWidth, y)
        .lineTo(x + boxWidth - 8, y)
        .stroke()
        .restore();
    }
  });
  frame.y = top + height;
}

export function drawBlock(frame: Frame, block: PdfBlock): void {
  if (block.kind === 'pageBreak') {
    ensureSpace(frame, Number.POSITIVE_INFINITY);
    return;
  }
  if (block.kind === 'heading') {
    drawSectionTitle(frame, block.text);
    return;
  }
  if ('title' in block && block.title) drawSectionTitle(frame, block.title);
  switch (block.kind) {
    case 'keyValues':
      drawKeyValues(frame, block);
      break;
    case 'table':
      drawTable(frame, block);
      break;
    case 'paragraph':
      drawParagraphs(frame, typeof block.text === 'string' ? [block.text] : block.text, block.muted ?? false);
      break;
    case 'notes':
      drawNotes(frame, block.items);
      break;
    case 'images':
      drawImages(frame, block);
      break;
    case 'signatures':
      drawSignatures(frame, block);
      break;
  }
  frame.y += THEME.blockGap;
}
