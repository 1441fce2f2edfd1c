import { Checkbox, type CheckboxProps } from '@mantine/core';
import type { FieldBaseProps } from './TextField.tsx';

export type CheckboxFieldProps = Omit<CheckboxProps, keyof FieldBaseProps> & FieldBaseProps;

/**
 * A labelled checkbox (e.g. terms consent) with description and validation message. Mantine's
 * checkbox has no required mark, so the label carries one; the input gets `required` for AT.
 */
export function CheckboxField({ label, required, ...props }: CheckboxFieldProps) {
  return (
    <Checkbox
      required={required}
      label={
        required ? (
          <>
            {label}
            <span className="baro-required-mark" aria-hidden="true">
              {' *'}
            </span>
          </>
        ) : (
          label
        )
      }
      {...props}
    />
  );
}
