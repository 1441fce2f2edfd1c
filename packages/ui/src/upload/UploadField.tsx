import {
  acceptedUploadExtensions,
  checkUploadFile,
  DEFAULT_MAX_UPLOAD_BYTES,
  type Language,
} from '@baro/core';
import { Button, Group, Input, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useUiLabels, useUiLanguage } from '../i18n/ui-language.tsx';
import { formatFileSize, type UploadFileItem } from './upload-items.ts';
import { UPLOAD_FIELD_LABELS, type UploadFieldLabels, type UploadRejectionCode } from './upload-labels.ts';

/** A file UploadField turned away before any upload, and why. */
export interface UploadRejection {
  readonly file: File;
  readonly code: UploadRejectionCode;
}

export interface UploadFieldProps {
  label: ReactNode;
  /** Shown above the accepted types and size limit, which are always described. */
  description?: ReactNode;
  /** A field-level message (e.g. "attach at least one invoice"). */
  error?: ReactNode;
  required?: boolean;
  /** The rows, kept by the caller and updated by whatever uploads them. */
  files: readonly UploadFileItem[];
  /** Files that passed the type and size checks; make rows of them (createUploadFileItem) and upload. */
  onAdd: (files: File[]) => void;
  /** Files turned away; their messages are shown under the drop zone until the next pick. */
  onReject?: (rejections: UploadRejection[]) => void;
  /** Shows a cancel button on queued and uploading rows. */
  onCancel?: (id: string) => void;
  /** Shows a remove button on finished, failed and canceled rows. */
  onRemove?: (id: string) => void;
  /** Shows a retry button on failed and canceled rows. */
  onRetry?: (id: string) => void;
  /** Narrows the accepted types (extensions, MIME types, `image/*`); see checkUploadFile. */
  accept?: readonly string[];
  /** Largest file in bytes. @default DEFAULT_MAX_UPLOAD_BYTES (30 MB) */
  maxBytes?: number;
  /** Whether several files may be chosen at once. @default true */
  multiple?: boolean;
  /** Most rows at once. @default 20 (the upload call's limit) */
  maxFiles?: number;
  disabled?: boolean;
  language?: Language;
  labels?: Partial<UploadFieldLabels>;
}

const DEFAULT_MAX_FILES = 20;

/**
 * A file field for the two-step upload (issue 5): a drop zone that is also a button opening the
 * file picker (Enter or Space), the accepted types and size limit under the label, a message per
 * file refused before upload (same rules as the server: checkUploadFile), and the chosen files
 * with progress, cancel, retry and remove. Controlled: the caller keeps `files` and runs the
 * uploads (e.g. with @baro/client's createFileUploader), so any uploader can drive it.
 */
export function UploadField({
  label,
  description,
  error,
  required,
  files,
  onAdd,
  onReject,
  onCancel,
  onRemove,
  onRetry,
  accept,
  maxBytes = DEFAULT_MAX_UPLOAD_BYTES,
  multiple = true,
  maxFiles = DEFAULT_MAX_FILES,
  disabled = false,
  language,
  labels,
}: UploadFieldProps) {
  const resolvedLanguage = useUiLanguage(language);
  const text = useUiLabels(UPLOAD_FIELD_LABELS, language, labels);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const dragDepth = useRef(0);
  const [dragging, setDragging] = useState(false);
  const [rejections, setRejections] = useState<UploadRejection[]>([]);

  const extensions = acceptedUploadExtensions(accept);
  const maxSize = formatFileSize(maxBytes, resolvedLanguage);
  const acceptedText = text.accepted(
    extensions.map((extension) => extension.toUpperCase()).join(', '),
    maxSize,
  );
  const limit = multiple ? maxFiles : 1;

  function take(list: FileList | null | undefined) {
    if (disabled || !list || list.length === 0) return;
    const chosen = multiple ? Array.from(list) : Array.from(list).slice(0, 1);
    const added: File[] = [];
    const refused: UploadRejection[] = [];
    let room = Math.max(0, limit - (multiple ? files.length : 0));
    for (const file of chosen) {
      const check = checkUploadFile(file, { maxBytes, accept });
      if (!check.ok) refused.push({ file, code: check.code });
      else if (room <= 0) refused.push({ file, code: 'TOO_MANY_FILES' });
      else {
        added.push(file);
        room -= 1;
      }
    }
    setRejections(refused);
    if (refused.length > 0) onReject?.(refused);
    if (added.length > 0) onAdd(added);
  }

  function openPicker() {
    if (!disabled) inputRef.current?.click();
  }

  const onDragEnter = (event: DragEvent) => {
    event.preventDefault();
    if (disabled) return;
    dragDepth.current += 1;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
  };
  const onDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    take(event.dataTransfer?.files);
  };

  const describedBy = [`${id}-description`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const describedDescription = description ? (
    <>
      {description}
      <br />
      {acceptedText}
    </>
  ) : (
    acceptedText
  );

  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={describedDescription}
      error={error}
      required={required}
      className="baro-upload-field"
    >
      <Stack gap="xs" mt={4}>
        <input
          ref={inputRef}
          id={id}
          type="file"
          className="baro-visually-hidden"
          tabIndex={-1}
          accept={extensions.map((extension) => `.${extension}`).join(',')}
          multiple={multiple}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event) => {
            take(event.currentTarget.files);
            // The same file can be chosen again after it was removed.
            event.currentTarget.value = '';
          }}
        />
        <UnstyledButton
          type="button"
          disabled={disabled}
          aria-labelledby={`${id}-label ${id}-prompt`}
          aria-describedby={describedBy}
          data-dragging={dragging || undefined}
          onClick={openPicker}
          onDragEnter={onDragEnter}
          onDragOver={onDragOver}
          onDragLeave={onDragLeave}
          onDrop={onDrop}
          style={{
            display: 'block',
            width: '100%',
            padding: 'var(--mantine-spacing-lg) var(--mantine-spacing-md)',
            border: `1px dashed var(--mantine-color-${error ? 'red-6' : dragging ? 'baro-6' : 'gray-5'})`,
            borderRadius: 'var(--mantine-radius-md)',
            background: dragging ? 'var(--mantine-color-baro-0)' : 'var(--mantine-color-gray-0)',
            textAlign: 'center',
            cursor: disabled ? 'not-allowed' : 'pointer',
            opacity: disabled ? 0.6 : 1,
          }}
        >
          <UploadIcon />
          <Text id={`${id}-prompt`} size="sm" fw={500}>
            {dragging ? text.dropHere : text.prompt}
          </Text>
        </UnstyledButton>

        {rejections.length > 0 ? (
          <div role="alert">
            <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
              {rejections.map((rejection, index) => (
                <Text
                  component="li"
                  // biome-ignore lint/suspicious/noArrayIndexKey: one message per refused file, in pick order
                  key={`${rejection.file.name}-${index}`}
                  size="sm"
                  c="red.7"
                  data-rejection-code={rejection.code}
                >
                  {text.rejected(rejection.file.name, rejection.code, { maxSize, maxFiles: limit })}
                </Text>
              ))}
            </Stack>
          </div>
        ) : null}

        {files.length > 0 ? (
          <Stack component="ul" aria-label={text.fileList} gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {files.map((item) => (
              <UploadRow
                key={item.id}
                item={item}
                text={text}
                language={resolvedLanguage}
                disabled={disabled}
                onCancel={onCancel}
                onRemove={onRemove}
                onRetry={onRetry}
              />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}

interface UploadRowProps {
  item: UploadFileItem;
  text: UploadFieldLabels;
  language: Language;
  disabled: boolean;
  onCancel: ((id: string) => void) | undefined;
  onRemove: ((id: string) => void) | undefined;
  onRetry: ((id: string) => void) | undefined;
}

function UploadRow({ item, text, language, disabled, onCancel, onRemove, onRetry }: UploadRowProps) {
  const name = item.file.name;
  const active = item.status === 'queued' || item.status === 'uploading';
  const progress = Math.min(100, Math.max(0, Math.round(item.progress)));
  return (
    <li
      data-status={item.status}
      style={{
        padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)',
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate="end" title={name}>
            {name}
          </Text>
          <Text size="xs" c={item.status === 'failed' ? 'red.7' : 'dimmed'} aria-live="polite">
            {formatFileSize(item.file.size, language)} · {text.status[item.status]}
            {active ? ` ${progress}%` : ''}
          </Text>
        </div>
        <Group gap={4} wrap="nowrap">
          {(item.status === 'failed' || item.status === 'canceled') && onRetry ? (
            <Button
              size="compact-sm"
              variant="light"
              disabled={disabled}
              aria-label={text.retryFile(name)}
              onClick={() => onRetry(item.id)}
            >
              {text.retry}
            </Button>
          ) : null}
          {active && onCancel ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              disabled={disabled}
              aria-label={text.cancelFile(name)}
              onClick={() => onCancel(item.id)}
            >
              {text.cancel}
            </Button>
          ) : null}
          {!active && onRemove ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              disabled={disabled}
              aria-label={text.removeFile(name)}
              onClick={() => onRemove(item.id)}
            >
              {text.remove}
            </Button>
          ) : null}
        </Group>
      </Group>
      {active ? (
        <Progress.Root size="sm" mt={6}>
          <Progress.Section value={progress} aria-label={text.progress(name)} />
        </Progress.Root>
      ) : null}
      {item.status === 'failed' && item.error ? (
        <Text size="xs" c="red.7" mt={4}>
          {item.error}
        </Text>
      ) : null}
    </li>
  );
}

/** A tray with an arrow going up. Decorative: the prompt next to it carries the meaning. */
function UploadIcon() {
  return (
    <svg
      width={28}
      height={28}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block', margin: '0 auto 0.25rem', color: 'var(--mantine-color-baro-6)' }}
    >
      <path d="M12 15V4" />
      <path d="m7 9 5-5 5 5" />
      <path d="M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />
    </svg>
  );
}
