// What the documents module offers other modules: the PDF and spreadsheet renderers their documents
// are laid out with (bids, estimates, rates), for documents it does not lay out itself (shipping
// labels, box labels, imports and exports) the Korean-capable font and barcodes, the content types
// and storage of the result.

export { PDF_CONTENT_TYPE, PNG_CONTENT_TYPE, XLSX_CONTENT_TYPE } from './content-types.ts';
export { floorDocumentHeader } from './floor-document-header.ts';
export { FONT, type FontWeight, fontBytes, fontPath, registerFonts } from './pdf/pdf-fonts.ts';
export { renderBarcode } from './render-barcode.ts';
export {
  type PdfBlock,
  type PdfDocument,
  type PdfTableCell,
  type PdfTableRow,
  renderPdf,
} from './render-pdf.ts';
export {
  readXlsx,
  renderXlsx,
  XLSX_FORMAT,
  type XlsxCellValue,
  type XlsxColumn,
  type XlsxSheet,
  type XlsxSheetData,
  type XlsxWorkbook,
  xlsxDate,
  xlsxSeoulDateTime,
} from './render-xlsx.ts';
export { type DocumentToStore, storeDocument } from './store-document.ts';
export { type Supplier, supplierOf } from './supplier.ts';
