// What the documents module offers other modules for documents it does not lay out itself
// (shipping labels): the Korean-capable font, content types, barcodes and storage of the result.

export { PDF_CONTENT_TYPE, PNG_CONTENT_TYPE } from './content-types.ts';
export { FONT, type FontWeight, fontBytes, fontPath, registerFonts } from './pdf/pdf-fonts.ts';
export { renderBarcode } from './render-barcode.ts';
export { type DocumentToStore, storeDocument } from './store-document.ts';
