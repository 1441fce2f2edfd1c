import {
  hline,
  INNER,
  LABEL_HEIGHT_MM,
  LABEL_WIDTH_MM,
  type LabelElement,
  type LabelLayout,
  MARGIN,
  text,
} from './label-layout.ts';

// The label on each box of an inbound (입고 박스 라벨), on the same 4×6 in stock as parcel labels
// so the packing station's printer takes both. The dock scans the Code 128 of the box code
// (`IB260304-0001-02`: the inbound number and the box) and reads the rest.
//
//  ┌──────────────────────────────┐  입고 INBOUND · box n/m
//  │ IB260304-0001                │  the inbound number, big
//  │ ▌▌▌▌▌▌ box code barcode ▌▌▌▌ │  Code 128 of the box code, the code under it
//  │ 받는 곳  warehouse, address    │
//  │ 보내는 분 team · 입고 예정일     │
//  │ 품목  SKU × quantity …         │  up to eight lines, then "외 n개 품목"
//  └──────────────────────────────┘

export interface BoxLabel {
  inboundNo: string;
  box: { index: number; count: number };
  teamName: string;
  warehouse: { name: string; address: string | null };
  expectedDate: string;
  items: readonly { name: string; barcode: string; quantity: number }[];
}

/** The code on box `index` of an inbound: `IB260304-0001-02`. */
export function boxCode(inboundNo: string, index: number): string {
  return `${inboundNo}-${String(index).padStart(2, '0')}`;
}

const ITEM_LINES = 8;

export function boxLabelLayout(label: BoxLabel): LabelLayout {
  const elements: LabelElement[] = [];
  const add = (...items: LabelElement[]) => elements.push(...items);
  const code = boxCode(label.inboundNo, label.box.index);

  add(text(MARGIN, 4, 60, '입고 INBOUND', 5.2, 'bold'));
  add(
    text(64, 4.6, INNER - 60, `상자 ${label.box.index}/${label.box.count}`, 4.2, 'bold', { align: 'right' }),
  );
  add(hline(12, 0.6));

  add(text(MARGIN, 14, INNER, label.inboundNo, 9, 'bold', { minSize: 5, align: 'center' }));
  add({ kind: 'barcode', x: (LABEL_WIDTH_MM - 84) / 2, y: 27, width: 84, height: 18, data: code });
  add(text(MARGIN, 46.5, INNER, code, 4, 'bold', { align: 'center' }));
  add(hline(53, 0.6));

  add(text(MARGIN, 55, 20, '받는 곳', 3, 'regular'));
  add(text(24, 55, INNER - 20, label.warehouse.name, 4.4, 'bold', { minSize: 3 }));
  if (label.warehouse.address)
    add(text(MARGIN, 61, INNER, label.warehouse.address, 3.2, 'regular', { maxLines: 2 }));
  add(text(MARGIN, 70, 20, '보내는 분', 3, 'regular'));
  add(text(24, 70, INNER - 20, label.teamName, 4.4, 'bold', { minSize: 3 }));
  add(text(MARGIN, 77, INNER, `입고 예정일 ${label.expectedDate}`, 3.6, 'regular'));
  add(hline(83));

  add(text(MARGIN, 85, INNER, `품목 ${label.items.length}종`, 3.2, 'regular'));
  const shown = label.items.length > ITEM_LINES ? ITEM_LINES - 1 : ITEM_LINES;
  label.items.slice(0, shown).forEach((item, index) => {
    const y = 90 + index * 6;
    add(text(MARGIN, y, INNER - 22, item.name, 3.4, 'bold', { minSize: 2.6 }));
    add(
      text(LABEL_WIDTH_MM - MARGIN - 20, y, 20, `× ${item.quantity.toLocaleString('ko-KR')}`, 3.4, 'bold', {
        align: 'right',
      }),
    );
  });
  if (label.items.length > shown)
    add(text(MARGIN, 90 + shown * 6, INNER, `외 ${label.items.length - shown}개 품목`, 3.2, 'regular'));
  add(text(MARGIN, 146, INNER, 'Baro Fulfillment', 2.6, 'regular', { align: 'right' }));

  return { widthMm: LABEL_WIDTH_MM, heightMm: LABEL_HEIGHT_MM, elements };
}
