import type { FileUploader } from '@baro/client';
import { type FormEvent, useRef, useState } from 'react';
import {
  createUploadFileItem,
  toProgress,
  type UploadFileItem,
  updateUploadFileItem,
} from './upload-items.ts';

export type FileImportPhase = 'idle' | 'uploading' | 'importing';

export interface FileImportOptions<Result, Errors> {
  uploader: FileUploader;
  /** The accepted types (`['xlsx']`), for the uploader and the field alike. */
  accept: readonly string[];
  /** The import of the uploaded file (its key). */
  run: (key: string) => Promise<Result>;
  /** After a successful import (the field is emptied next). */
  onDone: (result: Result) => void;
  /** The refusal's details (bad cells), or null for any other failure. */
  errorsOf: (error: unknown) => Errors | null;
  /** The field's message when no file was chosen. */
  needFile: string;
  /** The message of another failure (the error text of `@baro/client`). */
  errorText: (error: unknown) => string;
  /** Another failure also marks the file's row as failed, with the message. @default false */
  markFileFailed?: boolean;
}

/**
 * The state of a one-file import form (an Excel sheet): the file is uploaded first with progress
 * (cancellable), then `run` imports it; a refusal is kept as `errors` (the cells to fix), any
 * other failure as `failure`. `field` spreads on the kit's UploadField; `submit` is the form's.
 */
export function useFileImport<Result, Errors>(options: FileImportOptions<Result, Errors>) {
  const { uploader, accept, run, onDone, errorsOf, needFile, errorText, markFileFailed = false } = options;
  const [files, setFiles] = useState<UploadFileItem[]>([]);
  const [phase, setPhase] = useState<FileImportPhase>('idle');
  const [errors, setErrors] = useState<Errors | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const file = files[0];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors(null);
    setFailure(null);
    if (!file) {
      setFieldError(needFile);
      return;
    }
    setFieldError(null);
    const controller = new AbortController();
    abort.current = controller;
    try {
      let key = file.key;
      if (!key) {
        setPhase('uploading');
        setFiles((items) =>
          updateUploadFileItem(items, file.id, {
            status: 'uploading',
            progress: 0,
            ...(markFileFailed ? { error: undefined } : {}),
          }),
        );
        const result = await uploader.upload([file.file], {
          accept,
          signal: controller.signal,
          onProgress: (_index, loaded, total) =>
            setFiles((items) =>
              updateUploadFileItem(items, file.id, { progress: toProgress(loaded, total) }),
            ),
        });
        key = result.files[0]?.key;
        setFiles((items) => updateUploadFileItem(items, file.id, { status: 'done', progress: 100, key }));
      }
      if (!key) throw new Error('upload answered no key');
      setPhase('importing');
      onDone(await run(key));
      setFiles([]);
    } catch (error) {
      if (controller.signal.aborted) {
        setFiles((items) => updateUploadFileItem(items, file.id, { status: 'canceled' }));
        return;
      }
      const found = errorsOf(error);
      if (found) setErrors(found);
      else {
        const message = errorText(error);
        setFailure(message);
        if (markFileFailed)
          setFiles((items) =>
            items.map((item) =>
              item.id === file.id && item.status !== 'done'
                ? { ...item, status: 'failed', error: message }
                : item,
            ),
          );
      }
    } finally {
      setPhase('idle');
      abort.current = null;
    }
  };

  return {
    phase,
    errors,
    failure,
    submit,
    /** The kit's UploadField props (one file; picking another clears the messages). */
    field: {
      required: true,
      multiple: false,
      accept,
      files,
      error: fieldError,
      disabled: phase !== 'idle',
      onAdd: (added: File[]) => {
        setErrors(null);
        setFailure(null);
        setFieldError(null);
        setFiles(added.slice(0, 1).map(createUploadFileItem));
      },
      onCancel: () => abort.current?.abort(),
      onRemove: () => setFiles([]),
      onRetry: (id: string) =>
        setFiles((items) => updateUploadFileItem(items, id, { status: 'queued', progress: 0 })),
    },
  };
}
