import { ApiError } from '@baro/client';
import { type UseFormInput, type UseFormReturnType, useForm } from '@mantine/form';
import { type FormEvent, useEffect, useRef } from 'react';

export interface LiveFormOptions<Values> extends UseFormInput<Values> {
  /** Fields whose message depends on another one: `{ password: ['passwordConfirm'] }`. */
  readonly dependents?: Readonly<Partial<Record<keyof Values & string, readonly (keyof Values & string)[]>>>;
  /** Re-checks the fields that show a message when this changes (the UI language). */
  readonly revalidateOn?: unknown;
}

/**
 * A Mantine form whose messages are live without shouting at the first keystroke:
 *
 * - a field is checked when it loses focus, and from then on at every change, so its message
 *   follows what is typed (and disappears as soon as the value is right); before that, a change
 *   only clears a message the field has (the server's);
 * - after a submit attempt every field is live;
 * - fields listed as dependents are re-checked with the field they depend on (a confirmation
 *   follows the password);
 * - when `revalidateOn` changes (the UI language), the messages on screen are rewritten, because
 *   the rules return text in the current language.
 *
 * Controlled mode, so components and tests read `form.values` directly.
 */
export function useLiveForm<Values extends Record<string, unknown>>({
  dependents,
  revalidateOn,
  ...input
}: LiveFormOptions<Values>): UseFormReturnType<Values> & { readonly submitAttempted: () => void } {
  const live = useRef(new Set<string>());
  const all = useRef(false);
  const isLive = (field: string) => all.current || live.current.has(field);

  const form = useForm<Values>({
    mode: 'controlled',
    ...input,
    // Done below instead: Mantine's own clearing races a re-check that finds the same message.
    clearInputErrorOnChange: false,
    enhanceGetInputProps: ({ inputProps, field, form: current }) => {
      const name = String(field);
      // Mantine merges what this returns INTO `inputProps`: keep the originals, or the wrappers
      // would call themselves.
      const originalBlur = inputProps.onBlur as ((...rest: unknown[]) => void) | undefined;
      const originalChange = inputProps.onChange as (...rest: unknown[]) => void;
      const check = (target: string) => {
        if (isLive(target)) current.validateField(target as never);
      };
      return {
        onBlur: (...args: unknown[]) => {
          originalBlur?.(...args);
          live.current.add(name);
          current.validateField(name as never);
        },
        onChange: (...args: unknown[]) => {
          originalChange(...args);
          // A live field is checked again; any other loses its message (e.g. the server's) as it changes.
          if (isLive(name)) current.validateField(name as never);
          else current.clearFieldError(name as never);
          for (const dependent of dependents?.[name as keyof Values & string] ?? []) check(dependent);
        },
      };
    },
  });

  const errorsRef = useRef(form.errors);
  errorsRef.current = form.errors;
  const validateFieldRef = useRef(form.validateField);
  validateFieldRef.current = form.validateField;
  const seen = useRef(revalidateOn);
  useEffect(() => {
    if (Object.is(seen.current, revalidateOn)) return;
    seen.current = revalidateOn;
    for (const field of Object.keys(errorsRef.current)) {
      if (errorsRef.current[field]) validateFieldRef.current(field as never);
    }
  }, [revalidateOn]);

  return Object.assign(form, {
    submitAttempted: () => {
      all.current = true;
    },
  });
}

/**
 * `onSubmit` for a live form: validates, makes every field live, and calls `handler` with the
 * values only when they pass; otherwise moves the focus to the first field with a message, so
 * keyboard and screen-reader users land on what needs fixing.
 */
export function liveSubmit<Values extends Record<string, unknown>>(
  form: ReturnType<typeof useLiveForm<Values>>,
  handler: (values: Values) => void | Promise<void>,
): (event?: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    const element = event?.currentTarget;
    form.submitAttempted();
    form.onSubmit(
      (values) => handler(values as Values),
      () => {
        // After React has rendered the messages (and aria-invalid) of this attempt.
        setTimeout(() => element?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      },
    )(event);
  };
}

/** The server's per-field messages of a VALIDATION_FAILED answer (already in the UI language), or {}. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.fields) return { ...error.fields };
  return {};
}

/**
 * Puts the server's per-field messages on the form's fields that exist; returns the ones that
 * matched no field (to show above the form instead).
 */
export function applyServerFieldErrors<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  error: unknown,
): Record<string, string> {
  const fields = serverFieldErrors(error);
  const unmatched: Record<string, string> = {};
  const matched: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    if (Object.hasOwn(form.values, field)) matched[field] = message;
    else unmatched[field] = message;
  }
  if (Object.keys(matched).length > 0) form.setErrors({ ...form.errors, ...matched });
  return unmatched;
}
