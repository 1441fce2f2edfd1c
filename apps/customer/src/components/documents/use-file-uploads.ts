import { type FileBindTarget, FileCheckError, useErrorText } from '@baro/client';
import type { FileTargetType, FileType } from '@baro/core';
import { createUploadFileItem, type UploadFileItem } from '@baro/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api.ts';
import { fileUploader } from '../../lib/file-uploader.ts';
import { useAppDispatch } from '../../store/store.ts';
import { requestDeleteFile } from '../../store/upload-slice.ts';

/** A row of an upload: UploadField's item with the document type it is (or will be) bound as. */
export interface DocumentUploadItem extends UploadFileItem {
  readonly fileType: FileType;
  /** True once the file is bound to its target (or when it was uploaded for binding later: false). */
  readonly bound: boolean;
}

export interface FileUploadsOptions {
  /**
   * The entity each file is bound to as soon as it is stored (`PUT /api/file/binding`), with the
   * row's document type; null to upload only, and bind the keys later (a bid that does not exist yet).
   */
  readonly target: {
    readonly targetType: Extract<FileTargetType, 'bid' | 'shipment'>;
    readonly targetId: string;
  } | null;
  /** Called once per file stored (and bound, with a target). */
  readonly onUploaded?: (item: DocumentUploadItem) => void;
}

/**
 * The state of an UploadField driven by the two-step uploader (SPEC §4): each added file is
 * uploaded at once on its own (its own progress, cancel and retry), then bound to the target.
 * Removing an uploaded file that is not bound yet deletes it (`DELETE file/delete` through the
 * upload slice); leaving the screen cancels what is still uploading.
 */
export function useFileUploads({ target, onUploaded }: FileUploadsOptions) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const [items, setItems] = useState<readonly DocumentUploadItem[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef({ target, onUploaded, errorText, t });
  latest.current = { target, onUploaded, errorText, t };

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const patch = useCallback((id: string, change: Partial<Omit<DocumentUploadItem, 'id' | 'file'>>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (item: DocumentUploadItem) => {
      const { target: bindTo } = latest.current;
      const controller = new AbortController();
      controllers.current.get(item.id)?.abort();
      controllers.current.set(item.id, controller);
      patch(item.id, { status: 'uploading', progress: 0, error: undefined });
      const bind: FileBindTarget | undefined = bindTo ? { ...bindTo, fileType: item.fileType } : undefined;
      fileUploader
        .upload([item.file], {
          ...(bind ? { bind } : {}),
          signal: controller.signal,
          onProgress: (_index, loaded, total) =>
            patch(item.id, { progress: total > 0 ? Math.round((loaded / total) * 100) : 0 }),
        })
        .then((result) => {
          const key = result.files[0]?.key;
          const done: DocumentUploadItem = {
            ...item,
            status: 'done',
            progress: 100,
            key,
            bound: bind !== undefined,
          };
          patch(item.id, { status: 'done', progress: 100, key, bound: done.bound });
          latest.current.onUploaded?.(done);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) {
            patch(item.id, { status: 'canceled' });
            return;
          }
          const message =
            error instanceof FileCheckError
              ? latest.current.t('upload.failed')
              : latest.current.errorText(error);
          patch(item.id, { status: 'failed', error: message });
        })
        .finally(() => {
          if (controllers.current.get(item.id) === controller) controllers.current.delete(item.id);
        });
    },
    [patch],
  );

  /** Adds the files as `fileType` and starts uploading them. */
  const add = useCallback(
    (files: readonly File[], fileType: FileType) => {
      const added = files.map(
        (file): DocumentUploadItem => ({ ...createUploadFileItem(file), fileType, bound: false }),
      );
      setItems((current) => [...current, ...added]);
      for (const item of added) start(item);
    },
    [start],
  );

  const cancel = useCallback((id: string) => controllers.current.get(id)?.abort(), []);

  const retry = useCallback(
    (id: string) => {
      const item = itemsRef.current.find((candidate) => candidate.id === id);
      if (item) start(item);
    },
    [start],
  );

  /** Drops the row; a stored file not bound yet is deleted on the server too. */
  const remove = useCallback(
    (id: string) => {
      const item = itemsRef.current.find((candidate) => candidate.id === id);
      controllers.current.get(id)?.abort();
      setItems((current) => current.filter((candidate) => candidate.id !== id));
      if (item?.status === 'done' && item.key && !item.bound) {
        void requestDeleteFile(dispatch, apiClient, item.key);
      }
    },
    [dispatch],
  );

  /** Changes the document type a file will be bound as (only before it is bound). */
  const setFileType = useCallback(
    (id: string, fileType: FileType) => {
      const item = itemsRef.current.find((candidate) => candidate.id === id);
      if (item && !item.bound) patch(id, { fileType });
    },
    [patch],
  );

  /** Marks files as bound (after the caller bound them itself), or forgets rows. */
  const markBound = useCallback((ids: readonly string[]) => {
    setItems((current) => current.map((item) => (ids.includes(item.id) ? { ...item, bound: true } : item)));
  }, []);

  const clear = useCallback((ids?: readonly string[]) => {
    setItems((current) => (ids ? current.filter((item) => !ids.includes(item.id)) : []));
  }, []);

  const busy = items.some((item) => item.status === 'queued' || item.status === 'uploading');
  return { items, add, cancel, retry, remove, setFileType, markBound, clear, busy };
}
