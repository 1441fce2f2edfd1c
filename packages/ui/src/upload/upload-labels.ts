import type { Language, UploadFileProblem } from '@baro/core';
import type { UploadFileStatus } from './upload-items.ts';

/** Why UploadField turned a file away before uploading it. */
export type UploadRejectionCode = UploadFileProblem | 'TOO_MANY_FILES';

export interface UploadFieldLabels {
  /** The drop zone's text (it is also a button that opens the file picker). */
  prompt: string;
  /** The drop zone's text while files are dragged over it. */
  dropHere: string;
  /** The line under the label: accepted types and the size limit. */
  accepted: (types: string, maxSize: string) => string;
  /** Name of the list of chosen files. */
  fileList: string;
  status: Readonly<Record<UploadFileStatus, string>>;
  /** Name of a file's progress bar. */
  progress: (fileName: string) => string;
  cancel: string;
  remove: string;
  retry: string;
  /** Accessible names of the row buttons: the visible word plus the file. */
  cancelFile: (fileName: string) => string;
  removeFile: (fileName: string) => string;
  retryFile: (fileName: string) => string;
  /** A message per file turned away before upload. */
  rejected: (
    fileName: string,
    code: UploadRejectionCode,
    limits: { maxSize: string; maxFiles: number },
  ) => string;
}

export const UPLOAD_FIELD_LABELS: Readonly<Record<Language, UploadFieldLabels>> = Object.freeze({
  ko: {
    prompt: '파일을 여기에 끌어다 놓거나 눌러서 선택하세요',
    dropHere: '여기에 놓으면 추가됩니다',
    accepted: (types, maxSize) => `${types} 파일, 파일당 최대 ${maxSize}`,
    fileList: '선택한 파일',
    status: { queued: '대기 중', uploading: '올리는 중', done: '완료', failed: '실패', canceled: '취소됨' },
    progress: (fileName) => `${fileName} 업로드 진행률`,
    cancel: '취소',
    remove: '삭제',
    retry: '다시 시도',
    cancelFile: (fileName) => `${fileName} 업로드 취소`,
    removeFile: (fileName) => `${fileName} 삭제`,
    retryFile: (fileName) => `${fileName} 다시 시도`,
    rejected: (fileName, code, limits) => {
      switch (code) {
        case 'FILE_TYPE_NOT_ALLOWED':
          return `${fileName}: 올릴 수 없는 파일 형식입니다.`;
        case 'FILE_TOO_LARGE':
          return `${fileName}: 파일이 너무 큽니다. 최대 ${limits.maxSize}까지 올릴 수 있습니다.`;
        case 'FILE_EMPTY':
          return `${fileName}: 빈 파일은 올릴 수 없습니다.`;
        case 'TOO_MANY_FILES':
          return `${fileName}: 파일은 최대 ${limits.maxFiles}개까지 올릴 수 있습니다.`;
      }
    },
  },
  en: {
    prompt: 'Drag files here, or click to choose them',
    dropHere: 'Drop to add the files',
    accepted: (types, maxSize) => `${types}; up to ${maxSize} each`,
    fileList: 'Chosen files',
    status: {
      queued: 'Waiting',
      uploading: 'Uploading',
      done: 'Uploaded',
      failed: 'Failed',
      canceled: 'Canceled',
    },
    progress: (fileName) => `Upload progress of ${fileName}`,
    cancel: 'Cancel',
    remove: 'Remove',
    retry: 'Retry',
    cancelFile: (fileName) => `Cancel upload of ${fileName}`,
    removeFile: (fileName) => `Remove ${fileName}`,
    retryFile: (fileName) => `Retry ${fileName}`,
    rejected: (fileName, code, limits) => {
      switch (code) {
        case 'FILE_TYPE_NOT_ALLOWED':
          return `${fileName}: this file type is not allowed.`;
        case 'FILE_TOO_LARGE':
          return `${fileName}: the file is too large. Files can be up to ${limits.maxSize}.`;
        case 'FILE_EMPTY':
          return `${fileName}: the file is empty.`;
        case 'TOO_MANY_FILES':
          return `${fileName}: at most ${limits.maxFiles} files can be uploaded.`;
      }
    },
  },
});
