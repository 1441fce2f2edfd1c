// What the documents module offers other modules for documents it does not lay out itself
// (shipping labels, box labels, imports and exports): the Korean-capable font, content types, barcodes and storage of the result.

export { PDF_CONTENT_TYPE, PNG_CONTENT_TYPE, XLSX_CONTENT_TYPE } from './content-types.ts';
export { FONT, type FontWeight, fontBytes, fontPath, registerFonts } from './pdf/pdf-fonts.ts';
export { renderBarcode } from './render-barcode.ts';
export {
  readXlsx,
  renderXlsx,
  XLSX_FORMAT,
  type XlsxColumn,
  type XlsxSheet,
  type XlsxSheetData,
  xlsxSeoulDateTime,
} from './render-xlsx.ts';
export { type DocumentToStore, storeDocument } from './store-document.ts';
