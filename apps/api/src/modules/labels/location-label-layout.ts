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

// The label on a shelf position (로케이션 라벨), on the same 4×6 in stock as parcel and box labels
// so the desk's printer takes it. The handheld scans the Code 128 of the location code
// (`A-01-02-03-04`: zone-aisle-rack-level-bin); people read the code, big, and its parts.
//
//  ┌──────────────────────────────┐  로케이션 LOCATION · kind
//  │        A-01-02-03-04         │  the code, as big as fits
//  │ ▌▌▌▌▌▌▌ code barcode ▌▌▌▌▌▌▌ │  Code 128 of the code
//  │ 구역 A 통로 01 랙 02 단 03 칸 04 │  the parts, named
//  │ warehouse                    │
//  └──────────────────────────────┘

export interface LocationLabel {
  code: string;
  /** The kind in Korean and English (`보관 Storage`). */
  kindName: string;
  warehouseName: string;
}

const PART_NAMES = ['구역', '통로', '랙', '단', '칸'] as const;

export function locationLabelLayout(label: LocationLabel): LabelLayout {
  const elements: LabelElement[] = [];
  const add = (...items: LabelElement[]) => elements.push(...items);
  add(text(MARGIN, 4, 60, '로케이션 LOCATION', 5.2, 'bold'));
  add(text(64, 4.6, INNER - 60, label.kindName, 4.2, 'bold', { align: 'right', minSize: 3 }));
  add(hline(12, 0.6));

  add(text(MARGIN, 18, INNER, label.code, 16, 'bold', { align: 'center', minSize: 8 }));
  add({ kind: 'barcode', x: (LABEL_WIDTH_MM - 90) / 2, y: 44, width: 90, height: 30, data: label.code });
  add(text(MARGIN, 76, INNER, label.code, 4.4, 'bold', { align: 'center' }));
  add(hline(84, 0.6));

  const parts = label.code.split('-');
  const named = parts.map((part, i) => `${PART_NAMES[i] ?? ''} ${part}`.trim()).join('   ');
  add(text(MARGIN, 88, INNER, named, 5, 'bold', { align: 'center', minSize: 3 }));
  add(text(MARGIN, 98, INNER, 'Zone · Aisle · Rack · Level · Bin', 3.2, 'regular', { align: 'center' }));
  add(hline(106));
  add(text(MARGIN, 110, INNER, label.warehouseName, 6, 'bold', { minSize: 3.5 }));
  add(text(MARGIN, 146, INNER, 'Baro Fulfillment', 2.6, 'regular', { align: 'right' }));

  return { widthMm: LABEL_WIDTH_MM, heightMm: LABEL_HEIGHT_MM, elements };
}
