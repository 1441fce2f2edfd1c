import {
  FILE_UPLOAD_TYPES,
  type FileTargetType,
  type FileUploadExtension,
  fileExtensionOf,
  mimeEssenceOf,
  type PresignedUrlOption,
} from '@baro/core';
import type { BidStatus, FileStatus } from '../../db/schema.ts';

// The pure rules of the file feature: what may be uploaded, whether stored bytes are what they
// claim to be, and who may bind, read and delete which file.

// ── who is asking ─────────────────────────────────────────────────────────────────────────────

/** A signed-in caller of a file route, or a non-member known only by the client address. */
export type FileActor =
  | {
      kind: 'customer';
      userId: string;
      teamId: string;
      teamRole: 'master' | 'admin' | 'member';
    }
  | { kind: 'partner'; userId: string; partnerId: string }
  | { kind: 'staff'; userId: string }
  /** A warehouse worker: reads what is bound to their warehouse's records. */
  | { kind: 'worker'; userId: string; warehouseId: string }
  | { kind: 'non_member'; clientAddress: string };

/** What the rules need to know about the entity a file is (or is to be) bound to; null = no such entity. */
export type TargetFacts =
  | { type: 'team'; id: string }
  | { type: 'bid'; id: string; teamId: string; status: BidStatus }
  | { type: 'shipment'; id: string; teamId: string; partnerId: string; status: 'in_progress' | 'completed' }
  | { type: 'estimateLog'; id: string; userId: string | null; teamId: string | null }
  /** A return's inspection record: its team's, done in a warehouse. */
  | { type: 'returnInspection'; id: string; teamId: string; warehouseId: string };

/** The parts of a file row the rules read. */
export interface FileFacts {
  status: FileStatus;
  uploaderKind: 'customer' | 'partner' | 'staff' | 'non_member' | 'worker';
  uploadedBy: string | null;
  teamId: string | null;
  partnerId: string | null;
  clientAddress: string | null;
}

/** Bids take documents while partners are still quoting. */
export const BID_STATUSES_OPEN_FOR_FILES: readonly BidStatus[] = ['estimating', 'waiting'];

// ── uploads ───────────────────────────────────────────────────────────────────────────────────

/** Unbound uploads are collected after this long. */
export const UNBOUND_FILE_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Non-members may ask for this many upload URLs per address in NON_MEMBER_UPLOAD_WINDOW_MS. */
export const NON_MEMBER_UPLOAD_LIMIT = 30;
export const NON_MEMBER_UPLOAD_WINDOW_MS = 10 * 60 * 1000;
/** How many leading bytes the content check reads. */
export const CONTENT_SNIFF_BYTES = 4100;

/**
 * A file name safe to store and to put in a Content-Disposition: composed Hangul (macOS sends it
 * decomposed), no directory part, no control characters, at most 255 characters.
 */
export function cleanFileName(fileName: string): string {
  const base = fileName.normalize('NFC').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '').trim();
  return cleaned.slice(0, 255);
}

export type UploadCheck =
  | { ok: true; fileName: string; extension: FileUploadExtension; mimeType: string; size: number }
  | { ok: false; code: 'FILE_TYPE_NOT_ALLOWED' | 'FILE_TOO_LARGE' };

/**
 * One requested upload judged before any bytes move: an accepted extension with one of its MIME
 * types (FILE_TYPE_NOT_ALLOWED otherwise), at most `maxBytes` (FILE_TOO_LARGE otherwise).
 */
export function checkUploadOption(option: PresignedUrlOption, maxBytes: number): UploadCheck {
  const fileName = cleanFileName(option.fileName);
  const extension = fileExtensionOf(fileName);
  if (!Object.hasOwn(FILE_UPLOAD_TYPES, extension)) return { ok: false, code: 'FILE_TYPE_NOT_ALLOWED' };
  const mimeType = mimeEssenceOf(option.mimeType);
  const allowed: readonly string[] = FILE_UPLOAD_TYPES[extension as FileUploadExtension];
  if (!allowed.includes(mimeType)) return { ok: false, code: 'FILE_TYPE_NOT_ALLOWED' };
  if (option.size > maxBytes) return { ok: false, code: 'FILE_TOO_LARGE' };
  return { ok: true, fileName, extension: extension as FileUploadExtension, mimeType, size: option.size };
}

/**
 * A new object key: `u/` (members) or `n/` (non-members), the year and month (so a bucket can be
 * browsed and expired by age), then 160 random bits in hex. Matches fileKeySchema.
 */
export function newFileKey(prefix: 'u' | 'n', now: Date, random: Uint8Array): string {
  const year = now.getUTCFullYear();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${prefix}/${year}/${month}/${Buffer.from(random).toString('hex')}`;
}

/** When a rate-limited address may ask again, in whole seconds (at least 1). */
export function retryAfterSeconds(oldest: Date | null, now: Date): number {
  if (!oldest) return 1;
  return Math.max(1, Math.ceil((oldest.getTime() + NON_MEMBER_UPLOAD_WINDOW_MS - now.getTime()) / 1000));
}

// ── content ───────────────────────────────────────────────────────────────────────────────────

/** What a sniffer (file-type) made of the first bytes; undefined when it recognised nothing. */
export interface DetectedType {
  ext: string;
  mime: string;
}

const DETECTED_AS: Partial<Record<FileUploadExtension, readonly string[]>> = {
  pdf: ['pdf'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  heic: ['heic'],
  heif: ['heic'],
  // OOXML documents are zip files; the sniffer names them when it can see their parts in the first
  // bytes, and says plain zip when it cannot.
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  // The old Office formats are OLE compound files.
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  rtf: ['rtf'],
};

const TEXT_EXTENSIONS: ReadonlySet<string> = new Set(['csv', 'txt']);

/**
 * True when the bytes look like text: no NUL and no control characters other than tab, line
 * breaks, form feed and the old DOS end-of-file mark. UTF-8 and EUC-KR (Korean Excel's CSV) both
 * pass; executables and images do not.
 */
export function looksLikeText(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c && byte !== 0x1a) {
      return false;
    }
    if (byte === 0x7f) return false;
  }
  return true;
}

const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  prefix.every((value, index) => bytes[index] === value);

/**
 * Whether the first bytes of a stored object match the declared extension: text types must be
 * text, zip must be a zip archive (of any kind), everything else must be recognised as that type.
 */
export function contentMatches(
  extension: string,
  head: Uint8Array,
  detected: DetectedType | undefined,
): boolean {
  if (head.length === 0) return false;
  if (TEXT_EXTENSIONS.has(extension))
    return looksLikeText(head) && (!detected || detected.mime.startsWith('text/'));
  if (extension === 'zip') {
    // Local file header, or the end record of an empty archive.
    return startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]);
  }
  const expected = DETECTED_AS[extension as FileUploadExtension];
  return Boolean(expected && detected && expected.includes(detected.ext));
}

// ── who may do what ───────────────────────────────────────────────────────────────────────────

/** Whether the actor may see the entity and the files bound to it. */
export function canReadTarget(actor: FileActor, target: TargetFacts): boolean {
  if (actor.kind === 'non_member') return false;
  if (actor.kind === 'staff') return true;
  if (actor.kind === 'worker')
    return target.type === 'returnInspection' && target.warehouseId === actor.warehouseId;
  switch (target.type) {
    case 'team':
      return actor.kind === 'customer' && actor.teamId === target.id;
    case 'bid':
      return actor.kind === 'customer' && actor.teamId === target.teamId;
    case 'shipment':
      return (
        (actor.kind === 'customer' && actor.teamId === target.teamId) ||
        (actor.kind === 'partner' && actor.partnerId === target.partnerId)
      );
    case 'estimateLog':
      return actor.kind === 'customer' && target.teamId !== null && actor.teamId === target.teamId;
    case 'returnInspection':
      return actor.kind === 'customer' && actor.teamId === target.teamId;
  }
}

/** Whether the entity takes (and gives up) documents in its current state. */
export function isTargetOpen(target: TargetFacts): boolean {
  switch (target.type) {
    case 'team':
    case 'estimateLog':
      return true;
    // An inspection is a record: its photos stay as they were taken.
    case 'returnInspection':
      return false;
    case 'bid':
      return BID_STATUSES_OPEN_FOR_FILES.includes(target.status);
    case 'shipment':
      return target.status === 'in_progress';
  }
}

export type WriteVerdict = 'ok' | 'not_found' | 'closed';

/**
 * Whether the actor may bind a file to the entity: members to their team, their team's open bids
 * and in-progress shipments (partners: shipments they carry; staff: any), non-members only to a
 * non-member's estimate log. An entity the actor may not see is not found, as if it did not exist.
 */
export function writeVerdict(
  actor: FileActor,
  targetType: FileTargetType,
  target: TargetFacts | null,
): WriteVerdict {
  if (!target || target.type !== targetType) return 'not_found';
  if (actor.kind === 'non_member') {
    return target.type === 'estimateLog' && target.userId === null ? 'ok' : 'not_found';
  }
  // Members attach to estimate logs and inspections only through the calls that create them.
  if (target.type === 'estimateLog' || target.type === 'returnInspection') return 'not_found';
  if (!canReadTarget(actor, target)) return 'not_found';
  return isTargetOpen(target) ? 'ok' : 'closed';
}

/** Whether the actor uploaded this (still unbound) file: only the uploader may bind or see it. */
export function ownsUpload(actor: FileActor, file: FileFacts): boolean {
  if (actor.kind === 'non_member') {
    return file.uploaderKind === 'non_member' && file.clientAddress === actor.clientAddress;
  }
  return file.uploaderKind !== 'non_member' && file.uploadedBy === actor.userId;
}

/**
 * Whether the actor may download the file: a bound file by whoever may see its entity, an unbound
 * one by its uploader; a file being deleted by nobody.
 */
export function canReadFile(actor: FileActor, file: FileFacts, target: TargetFacts | null): boolean {
  if (actor.kind === 'non_member') return false;
  if (file.status === 'pending') return ownsUpload(actor, file);
  if (file.status === 'bound') return target !== null && canReadTarget(actor, target);
  return false;
}

export type DeleteVerdict = 'ok' | 'not_found' | 'forbidden' | 'closed';

/**
 * Whether the actor may delete the file. Who: its uploader; a team's master or admin for files
 * their team's members uploaded; a partner for files its partner uploaded; staff for any. When:
 * while the entity still takes documents (the binding rule). Anything the actor cannot read is
 * not found.
 */
export function deleteVerdict(actor: FileActor, file: FileFacts, target: TargetFacts | null): DeleteVerdict {
  if (!canReadFile(actor, file, target)) return 'not_found';
  if (file.status === 'pending') return 'ok';
  const allowed =
    actor.kind === 'staff' ||
    ownsUpload(actor, file) ||
    (actor.kind === 'customer' &&
      (actor.teamRole === 'master' || actor.teamRole === 'admin') &&
      file.uploaderKind === 'customer' &&
      file.teamId === actor.teamId) ||
    (actor.kind === 'partner' && file.uploaderKind === 'partner' && file.partnerId === actor.partnerId);
  if (!allowed) return 'forbidden';
  return target && isTargetOpen(target) ? 'ok' : 'closed';
}
