import bwipjs from 'bwip-js';

// Barcodes and QR codes as PNG (bwip-js). Both get a white background and a quiet zone, so a
// scanner reads them from paper and from screens in dark mode alike.

export type BarcodeType = 'code128' | 'qrcode';

export interface BarcodeRequest {
  type: BarcodeType;
  text: string;
  /** Pixels per module (default 3 for code128, 4 for QR). */
  scale?: number;
}

// Padding is in points: a code128 module is 1 pt (10-module quiet zone), a QR module 2 pt (4 modules).
const STYLE = {
  code128: { height: 12, includetext: true, textxalign: 'center', paddingwidth: 10, paddingheight: 6 },
  qrcode: { eclevel: 'M', paddingwidth: 8, paddingheight: 8 },
} as const;

const DEFAULT_SCALE: Record<BarcodeType, number> = { code128: 3, qrcode: 4 };

export async function renderBarcode(request: BarcodeRequest): Promise<Uint8Array> {
  if (request.text === '') throw new Error('a barcode needs text');
  if (request.type === 'code128' && !/^[\x20-\x7e]+$/.test(request.text)) {
    throw new Error('code128 encodes printable ASCII only');
  }
  return bwipjs.toBuffer({
    bcid: request.type,
    text: request.text,
    scale: request.scale ?? DEFAULT_SCALE[request.type],
    backgroundcolor: 'FFFFFF',
    barcolor: '000000',
    ...STYLE[request.type],
  });
}
