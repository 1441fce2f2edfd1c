// Reads back what Baro's ZPL contains, for tests: the graphic fields (ASCII-compressed ^GFA) as
// bitmaps, following the ZPL II Programming Guide's compression scheme independently of the
// encoder under test.

export interface GraphicField {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Count of black dots. */
  ink: number;
}

const LOW = 'GHIJKLMNOPQRSTUVWXY';
const HIGH = 'ghijklmnopqrstuvwxyz';

function decodeRows(data: string, bytesPerRow: number, total: number): string[] {
  const rowLength = bytesPerRow * 2;
  const rows: string[] = [];
  let row = '';
  let count = 0;
  const endRow = () => {
    rows.push(row);
    row = '';
  };
  for (const char of data) {
    if (LOW.includes(char)) count += LOW.indexOf(char) + 1;
    else if (HIGH.includes(char)) count += (HIGH.indexOf(char) + 1) * 20;
    else if (char === ',') {
      row = row.padEnd(rowLength, '0');
      endRow();
    } else if (char === '!') {
      row = row.padEnd(rowLength, 'F');
      endRow();
    } else if (char === ':') {
      rows.push(rows.at(-1) ?? '0'.repeat(rowLength));
    } else if (/[0-9A-F]/.test(char)) {
      row += char.repeat(Math.max(1, count));
      count = 0;
      if (row.length > rowLength) throw new Error(`row overflow: ${row.length} > ${rowLength}`);
      if (row.length === rowLength) endRow();
    } else {
      throw new Error(`unexpected ${char}`);
    }
  }
  if (row) throw new Error('data ends inside a row');
  if (rows.length * bytesPerRow !== total)
    throw new Error(`decoded ${rows.length} rows of ${bytesPerRow} bytes, expected ${total} bytes`);
  return rows;
}

export function readGraphicFields(zpl: string): GraphicField[] {
  const fields: GraphicField[] = [];
  for (const match of zpl.matchAll(/\^FO(\d+),(\d+)\^GFA,(\d+),(\d+),(\d+),([^^]*)\^FS/g)) {
    const [, x, y, total, , perRow, data] = match;
    const rows = decodeRows(data ?? '', Number(perRow), Number(total));
    let ink = 0;
    for (const row of rows)
      for (const hex of row) ink += [...Number.parseInt(hex, 16).toString(2)].filter((b) => b === '1').length;
    fields.push({ x: Number(x), y: Number(y), width: Number(perRow) * 8, height: rows.length, ink });
  }
  return fields;
}
