// The media types of the documents this module renders (SPEC's office files among them).

export const PDF_CONTENT_TYPE = 'application/pdf';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PNG_CONTENT_TYPE = 'image/png';
