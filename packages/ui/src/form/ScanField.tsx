import { type MantineSize, TextInput } from '@mantine/core';
import { type KeyboardEvent, type Ref, useState } from 'react';

export interface ScanFieldProps {
  label: string;
  description?: string;
  placeholder?: string;
  /** A code scanned (a burst of characters and Enter) or typed and entered, trimmed; never empty. */
  onScan: (code: string) => void;
  autoFocus?: boolean;
  /** The handheld's large field. @default 'md' */
  size?: MantineSize;
  error?: string | null;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** The scanner-as-keyboard rule on any input: Enter hands the trimmed code over and empties it. */
export function useScanInput(onScan: (code: string) => void) {
  const [value, setValue] = useState('');
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const code = value.trim();
    setValue('');
    if (code !== '') onScan(code);
  };
  return {
    value,
    onChange: (event: { currentTarget: { value: string } }) => setValue(event.currentTarget.value),
    onKeyDown,
  };
}

/**
 * Where a barcode scanner types (the warehouse desk and the handheld): the scanner is a keyboard,
 * so a code arrives as characters then Enter. Enter hands the code over and empties the field for
 * the next scan; it never submits a form around the field. A person can type a code and press
 * Enter the same way.
 */
export function ScanField({
  label,
  description,
  placeholder,
  onScan,
  autoFocus,
  size = 'md',
  error,
  disabled,
  inputRef,
}: ScanFieldProps) {
  const scan = useScanInput(onScan);
  return (
    <TextInput
      label={label}
      description={description}
      placeholder={placeholder}
      {...scan}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      enterKeyHint="go"
      maxLength={100}
      autoFocus={autoFocus}
      size={size}
      error={error}
      disabled={disabled}
      ref={inputRef}
      classNames={{ input: 'scan-field__input' }}
    />
  );
}
