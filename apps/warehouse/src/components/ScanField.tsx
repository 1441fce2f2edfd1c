import { TextInput } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';

export interface ScanFieldProps {
  label: string;
  description?: string;
  placeholder?: string;
  /** A code scanned (a burst of characters and Enter) or typed and entered, trimmed; never empty. */
  onScan: (code: string) => void;
  autoFocus?: boolean;
}

/**
 * Where a barcode scanner types: the scanner is a keyboard, so a code arrives as characters then
 * Enter. Enter hands the code over and empties the field for the next scan; it never submits a
 * form around the field. A person can type a code and press Enter the same way.
 */
export function ScanField({ label, description, placeholder, onScan, autoFocus }: ScanFieldProps) {
  const [value, setValue] = useState('');
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const code = value.trim();
    setValue('');
    if (code !== '') onScan(code);
  };
  return (
    <TextInput
      label={label}
      description={description}
      placeholder={placeholder}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={100}
      autoFocus={autoFocus}
      classNames={{ input: 'scan-field__input' }}
    />
  );
}
