import type { FileType } from '@baro/core';

/** The document types offered for a bid request's files, the usual first. */
export const BID_FILE_TYPES: readonly FileType[] = [
  'invoice',
  'packingList',
  'purchaseOrder',
  'certificate',
  'etc',
];

/**
 * The document types of a shipment, in the order its documents are shown: commercial invoice,
 * packing list, B/L or air waybill, import declaration, then the rest.
 */
export const SHIPMENT_FILE_TYPES: readonly FileType[] = [
  'invoice',
  'packingList',
  'billOfLading',
  'airWaybill',
  'importDeclaration',
  'certificate',
  'purchaseOrder',
  'etc',
];

/** Files grouped by type, in `order` (types outside it last, in first-seen order); empty groups left out. */
export function groupByFileType<File extends { fileType: FileType }>(
  files: readonly File[],
  order: readonly FileType[],
): { fileType: FileType; files: File[] }[] {
  const groups = new Map<FileType, File[]>();
  for (const type of order) groups.set(type, []);
  for (const file of files) {
    const group = groups.get(file.fileType);
    if (group) group.push(file);
    else groups.set(file.fileType, [file]);
  }
  return [...groups]
    .filter(([, list]) => list.length > 0)
    .map(([fileType, list]) => ({ fileType, files: list }));
}
