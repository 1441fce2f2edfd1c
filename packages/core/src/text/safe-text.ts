import { FIELD_RULE_IDS } from '../validation/field-rule-ids.ts';

// The one text rule of every API input (issue 11). A string is accepted only when it is
// well-formed Unicode (no unpaired surrogate: PostgreSQL's jsonb and most drivers refuse one),
// has no NUL (PostgreSQL text cannot hold U+0000) and no bidirectional control character
// (U+202E turns "\u202Ecod.pdf" into what looks like "fdp.doc": the "Trojan Source" trick).
// Bidi_Control is Unicode's own set: ALM, LRM, RLM, LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI.

const BIDI_CONTROL = /\p{Bidi_Control}/u;

/** Why a string breaks the text rule. */
export type UnsafeTextReason = 'nul' | 'surrogate' | 'bidi';

/** The first reason the text breaks the rule, or null when it is safe (or not a string). */
export function findUnsafeText(text: unknown): UnsafeTextReason | null {
  if (typeof text !== 'string') return null;
  if (text.includes('\u0000')) return 'nul';
  if (!text.isWellFormed()) return 'surrogate';
  if (BIDI_CONTROL.test(text)) return 'bidi';
  return null;
}

/** True when the text is well-formed Unicode without NUL and without bidi controls. */
export function isSafeText(value: unknown): value is string {
  return typeof value === 'string' && findUnsafeText(value) === null;
}

/** Objects and arrays nested deeper than this in a request are refused (no contract needs more). */
export const MAX_INPUT_DEPTH = 32;
/** At most this many problems are reported for one value; one is enough to refuse it. */
const MAX_PROBLEMS = 20;

/** A place in a request value that breaks the text rule, as a zod-style custom issue. */
export interface InputTextIssue {
  readonly code: 'custom';
  readonly path: (string | number)[];
  /** A field rule id, localised by toFieldErrors. */
  readonly message: typeof FIELD_RULE_IDS.text | typeof FIELD_RULE_IDS.depth;
  readonly input?: undefined;
}

/**
 * Arrays and plain records: `{}`, null-prototype objects, and objects whose prototype itself has
 * no prototype (how fast query-string parsers build theirs). Class instances (a Buffer, a stream)
 * are not request text.
 */
function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/**
 * Every place in a decoded request value (JSON body, query, path parameters) where a string —
 * value or object key — breaks the text rule, or the nesting goes deeper than MAX_INPUT_DEPTH.
 * A bad key is reported at the object that holds it. The walk is iterative, so no input can
 * exhaust the stack, and it looks only at plain objects, arrays and strings (a raw upload's
 * Buffer is not text). An empty list means the value passes.
 */
export function inputTextIssues(value: unknown): InputTextIssue[] {
  const issues: InputTextIssue[] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0 && issues.length < MAX_PROBLEMS) {
    const { value: current, path } = stack.pop() as { value: unknown; path: (string | number)[] };
    if (typeof current === 'string') {
      if (findUnsafeText(current)) issues.push({ code: 'custom', path, message: FIELD_RULE_IDS.text });
      continue;
    }
    if (!isContainer(current)) continue;
    if (path.length >= MAX_INPUT_DEPTH) {
      issues.push({ code: 'custom', path, message: FIELD_RULE_IDS.depth });
      continue;
    }
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        stack.push({ value: current[index], path: [...path, index] });
      }
      continue;
    }
    const keys = Object.keys(current);
    if (keys.some((key) => findUnsafeText(key))) {
      issues.push({ code: 'custom', path, message: FIELD_RULE_IDS.text });
      continue;
    }
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index] as string;
      stack.push({ value: current[key], path: [...path, key] });
    }
  }
  return issues;
}
