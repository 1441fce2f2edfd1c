import type { FileType } from '@baro/core';
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface FileTypeSelectProps extends Omit<NativeSelectProps, 'data' | 'value' | 'onChange'> {
  types: readonly FileType[];
  value: FileType;
  onChange: (fileType: FileType) => void;
}

/** A native select of document types (invoice, packing list, B/L…), named in the UI language. */
export function FileTypeSelect({ types, value, onChange, ...props }: FileTypeSelectProps) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      {...props}
      value={value}
      data={types.map((type) => ({ value: type, label: t(`bids.documents.types.${type}`) }))}
      onChange={(event) => {
        const next = event.currentTarget.value as FileType;
        if (types.includes(next)) onChange(next);
      }}
    />
  );
}
