import { PARCEL_COMPANIES, type ShippingLabel } from '@baro/core';
import type { FontWeight } from '../documents/documents.api.ts';
import { fitSize, wrapText } from './label-text.ts';

// The one layout of Baro's 4×6 in (101.6×152.4 mm, the "100×150" label) parcel label, in
// millimetres from the top left: 812×1218 dots at 203 dpi, 1200×1800 at 300 dpi.
// Every output (PDF, ZPL at 203/300 dpi, PNG) draws exactly these elements; only how each element
// is drawn differs (ZPL: boxes as ^GB, the barcode as ^BC, all text as ^GF graphics).
//
//  ┌──────────────────────────────┐  carrier · ship date · box n/m
//  │ 4A05          41-23          │  sorting code (big), sub code, hub › delivery branch
//  │ ▌▌▌▌▌▌▌ invoice barcode ▌▌▌▌ │  Code 128 of the invoice number, grouped digits under it
//  │ 받는 분  name  phone          │  recipient, zip code and address (up to 3 lines)
//  │ 보내는 분 name phone address  │  sender
//  │ 주문번호 · channel · contents  │  order reference, contents, delivery note
//  └──────────────────────────────┘

export const LABEL_WIDTH_MM = 101.6;
export const LABEL_HEIGHT_MM = 152.4;
export const MARGIN = 4;
export const INNER = LABEL_WIDTH_MM - 2 * MARGIN;

export interface LabelText {
  kind: 'text';
  x: number;
  /** Top of the first line. */
  y: number;
  width: number;
  lines: string[];
  /** Em size in mm; lines are `size * LINE_HEIGHT` apart. */
  size: number;
  weight: FontWeight;
  align: 'left' | 'center' | 'right';
}

export interface LabelBox {
  kind: 'box';
  x: number;
  y: number;
  width: number;
  height: number;
  /** Line thickness in mm; a box as thick as it is high is a filled bar. */
  thickness: number;
}

export interface LabelBarcode {
  kind: 'barcode';
  x: number;
  y: number;
  width: number;
  height: number;
  /** Code 128 data: the invoice number. */
  data: string;
}

export type LabelElement = LabelText | LabelBox | LabelBarcode;

export interface LabelLayout {
  widthMm: number;
  heightMm: number;
  elements: LabelElement[];
}

export const LINE_HEIGHT = 1.3;

/** `612345678905` → `6123-4567-8905`, as carriers print it under the barcode. */
export function groupInvoiceNo(invoiceNo: string): string {
  return invoiceNo.replace(/(\d{4})(?=\d)/g, '$1-');
}

/** Masks the middle of a phone number on the label (privacy on a parcel anyone can read). */
export function maskPhone(phone: string): string {
  return phone.replace(
    /^(\d{2,3})[- ]?(\d{3,4})[- ]?(\d{4})$/,
    (_, a: string, b: string, c: string) => `${a}-${'*'.repeat(b.length)}-${c}`,
  );
}

export function text(
  x: number,
  y: number,
  width: number,
  value: string,
  size: number,
  weight: FontWeight = 'regular',
  options: { align?: LabelText['align']; maxLines?: number; minSize?: number } = {},
): LabelText {
  const maxLines = options.maxLines ?? 1;
  const fitted =
    maxLines === 1 && options.minSize ? fitSize(value, width, size, options.minSize, weight) : size;
  return {
    kind: 'text',
    x,
    y,
    width,
    lines: wrapText(value, width, fitted, weight, maxLines),
    size: fitted,
    weight,
    align: options.align ?? 'left',
  };
}

export const hline = (y: number, thickness = 0.4): LabelBox => ({
  kind: 'box',
  x: MARGIN,
  y,
  width: INNER,
  height: thickness,
  thickness,
});

/** The elements of one label. */
export function shippingLabelLayout(label: ShippingLabel): LabelLayout {
  const carrier = PARCEL_COMPANIES[label.parcelCompany];
  const elements: LabelElement[] = [];
  const add = (...items: LabelElement[]) => elements.push(...items);

  // Header: carrier, date, box count.
  add(text(MARGIN, 4, 55, carrier.nameKo, 5.2, 'bold'));
  const boxText = label.box ? `${label.box.index}/${label.box.count}` : '';
  add(
    text(60, 4.6, INNER - 56, [label.shipDate, boxText].filter(Boolean).join('  '), 3.4, 'regular', {
      align: 'right',
    }),
  );
  add(hline(12, 0.6));

  // Sorting codes: what the hub reads from a metre away.
  add(text(MARGIN, 14, 58, label.sorting.code, 13, 'bold', { minSize: 8 }));
  if (label.sorting.subCode)
    add(text(62, 15.5, INNER - 58, label.sorting.subCode, 7, 'bold', { align: 'right', minSize: 4 }));
  const route = [label.sorting.terminal, label.sorting.branch].filter(Boolean).join(' › ');
  if (route) add(text(MARGIN, 32, INNER, route, 3.6, 'regular', { minSize: 2.6 }));
  add(hline(38, 0.6));

  // Invoice barcode and the grouped number.
  add({ kind: 'barcode', x: (LABEL_WIDTH_MM - 80) / 2, y: 41, width: 80, height: 17, data: label.invoiceNo });
  add(
    text(MARGIN, 59.5, INNER, `${carrier.nameKo} ${groupInvoiceNo(label.invoiceNo)}`, 4, 'bold', {
      align: 'center',
    }),
  );
  add(hline(66, 0.6));

  // Recipient.
  add(text(MARGIN, 68, 20, '받는 분', 3, 'regular'));
  add(text(MARGIN, 72, 52, label.recipient.name, 6, 'bold', { minSize: 4 }));
  add(
    text(58, 73.2, INNER - 54, maskPhone(label.recipient.phone), 4, 'regular', {
      align: 'right',
      minSize: 3,
    }),
  );
  add(
    text(MARGIN, 81, INNER, `(${label.recipient.zipCode}) ${label.recipient.address}`, 4.4, 'bold', {
      maxLines: 3,
    }),
  );
  add(hline(101));

  // Sender.
  add(text(MARGIN, 103, 20, '보내는 분', 3, 'regular'));
  add(text(24, 103, 40, label.sender.name, 3.4, 'bold', { minSize: 2.6 }));
  add(text(64, 103, INNER - 60, label.sender.phone, 3.2, 'regular', { align: 'right', minSize: 2.6 }));
  add(text(MARGIN, 108, INNER, label.sender.address, 3.2, 'regular', { maxLines: 2 }));
  add(hline(118));

  // Order reference and notes.
  const reference = label.channelOrderNo
    ? `${label.orderReference}  (${label.channelOrderNo})`
    : label.orderReference;
  add(text(MARGIN, 120, INNER, `주문번호 ${reference}`, 3.6, 'bold', { minSize: 2.6 }));
  if (label.contents)
    add(text(MARGIN, 126, INNER, `내용물 ${label.contents}`, 3.2, 'regular', { maxLines: 2 }));
  if (label.deliveryNote)
    add(text(MARGIN, 135.5, INNER, `배송메모 ${label.deliveryNote}`, 3.2, 'regular', { maxLines: 2 }));
  add(text(MARGIN, 146, INNER, 'Baro Fulfillment', 2.6, 'regular', { align: 'right' }));

  return { widthMm: LABEL_WIDTH_MM, heightMm: LABEL_HEIGHT_MM, elements };
}
