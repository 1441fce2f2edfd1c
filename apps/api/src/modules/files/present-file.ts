import type { BoundFile, FileType } from '@baro/core';
import type { FileRow } from './files.repository.ts';

/** A bound file row as lists of documents show it (SPEC §3 shapes, instants as ISO text). */
export function presentBoundFile(row: FileRow): BoundFile {
  if (!row.target_type || !row.target_id || !row.bound_at) throw new Error(`file ${row.key} is not bound`);
  return {
    key: row.key,
    fileName: row.file_name,
    mimeType: row.mime_type,
    size: row.size,
    fileType: row.file_type as FileType,
    targetType: row.target_type,
    targetId: row.target_id,
    uploadedBy: row.uploaded_by,
    boundAt: new Date(row.bound_at).toISOString(),
  };
}
