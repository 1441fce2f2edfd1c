import { FileCheckError, toFailureInfo, useLanguage } from '@baro/client';
import { type ErrorBody, fulfillmentMessage, getClientErrorMessage, type Language } from '@baro/core';
import { useCallback, useRef, useState } from 'react';
import { fileUploader } from '../../../lib/file-uploader.ts';

export type SheetImportPhase = 'idle' | 'uploading' | 'importing' | 'done' | 'failed';

/** Only Excel workbooks are read (the server's sheet reader). */
export const SHEET_ACCEPT = ['.xlsx'] as const;

export interface SheetImport<Result> {
  readonly phase: SheetImportPhase;
  /** Bytes sent so far, 0–100. */
  readonly percent: number;
  readonly result: Result | null;
  /** Why it failed: the server's body (with `fields` naming the bad cells) or the file check's. */
  readonly failure: ErrorBody | null;
  /** The uploaded file's key, once it is in storage (for an error report of the same file). */
  readonly key: string | null;
  readonly run: (file: File) => Promise<void>;
  readonly reset: () => void;
}

/**
 * A spreadsheet import in two steps: the file goes to storage through the fulfillment upload
 * (`POST /api/fulfillment/file/upload`, then the bytes with progress), then `importKey` asks the
 * API to read it by its key — all rows or none. A second file while one runs is ignored.
 */
export function useSheetImport<Result>(importKey: (key: string) => Promise<Result>): SheetImport<Result> {
  const language = useLanguage();
  const [phase, setPhase] = useState<SheetImportPhase>('idle');
  const [percent, setPercent] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<ErrorBody | null>(null);
  const [key, setKey] = useState<string | null>(null);
  const running = useRef(false);

  const run = useCallback(
    async (file: File) => {
      if (running.current) return;
      running.current = true;
      setPhase('uploading');
      setPercent(0);
      setResult(null);
      setFailure(null);
      setKey(null);
      try {
        const uploaded = await fileUploader.upload([file], {
          variant: 'fulfillment',
          accept: SHEET_ACCEPT,
          onProgress: (_index, loaded, total) =>
            setPercent(total > 0 ? Math.round((loaded / total) * 100) : 0),
        });
        setPercent(100);
        setPhase('importing');
        const uploadedKey = uploaded.files[0]?.key;
        if (!uploadedKey) throw new Error('the upload answered no key');
        setKey(uploadedKey);
        setResult(await importKey(uploadedKey));
        setPhase('done');
      } catch (error) {
        setFailure(failureOf(error, language));
        setPhase('failed');
      } finally {
        running.current = false;
      }
    },
    [importKey, language],
  );

  const reset = useCallback(() => {
    setPhase('idle');
    setPercent(0);
    setResult(null);
    setFailure(null);
    setKey(null);
  }, []);

  return { phase, percent, result, failure, key, run, reset };
}

function failureOf(error: unknown, language: Language): ErrorBody {
  if (error instanceof FileCheckError) {
    return error.code === 'FILE_EMPTY'
      ? { code: 'VALIDATION_FAILED', message: fulfillmentMessage(language, 'sheetNoRows') }
      : { code: error.code, message: getClientErrorMessage(error.code, language) };
  }
  return toFailureInfo(error);
}
