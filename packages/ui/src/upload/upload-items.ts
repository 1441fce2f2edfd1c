/** Where a file of an UploadField stands. */
export type UploadFileStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'canceled';

/** One row of an UploadField: the state the caller keeps and the uploader updates. */
export interface UploadFileItem {
  readonly id: string;
  readonly file: File;
  readonly status: UploadFileStatus;
  /** Percent sent, 0..100. */
  readonly progress: number;
  /** Why it failed, shown under the file. */
  readonly error?: string | undefined;
  /** The stored object's key once uploaded. */
  readonly key?: string | undefined;
}

let counter = 0;

/** A queued row for a newly chosen file, with a unique id. */
export function createUploadFileItem(file: File): UploadFileItem {
  counter += 1;
  const id = globalThis.crypto?.randomUUID?.() ?? `upload-${Date.now().toString(36)}-${counter}`;
  return { id, file, status: 'queued', progress: 0 };
}

/** A copy of `items` with the row `id` changed by `patch`. */
export function updateUploadFileItem(
  items: readonly UploadFileItem[],
  id: string,
  patch: Partial<Omit<UploadFileItem, 'id' | 'file'>>,
): UploadFileItem[] {
  return items.map((item) => (item.id === id ? { ...item, ...patch } : item));
}

/** Percent of `loaded` over `total`, 0..100, whole numbers. */
export function toProgress(loaded: number, total: number): number {
  if (!(total > 0) || !Number.isFinite(loaded)) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** `1536` → `1.5 KB`, `31457280` → `30 MB` (1024-based, as file managers count). */
export function formatFileSize(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(language === 'ko' ? 'ko-KR' : 'en-US', {
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
  return `${number} ${units[unit]}`;
}
