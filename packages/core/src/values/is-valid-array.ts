/** Thrown (as an Error message) when object items are given without a function to judge them. */
export const ARRAY_ITEM_CHECK_REQUIRED_MESSAGE =
  '배열의 항목이 객체이면 각 항목이 유효한지 판단하는 함수(isTruthy)를 함께 전달해야 합니다.';

/**
 * SPEC §5 array check: valid only when the value is a non-empty array.
 *
 * With `isTruthy`, every item must also pass it. Without it, primitive items are accepted as they
 * are, but object items (arrays included) cannot be judged, since an empty object is truthy, so
 * the call throws `new Error(ARRAY_ITEM_CHECK_REQUIRED_MESSAGE)` (SPEC §8), which points at the
 * bug in the caller instead of quietly answering true.
 */
export function isValidArray<T = unknown>(
  array: unknown,
  isTruthy?: (item: T, index: number) => unknown,
): array is T[] {
  if (!Array.isArray(array) || array.length === 0) return false;
  if (typeof isTruthy === 'function') return array.every((item: T, index) => Boolean(isTruthy(item, index)));
  if (array.some((item) => typeof item === 'object' && item !== null)) {
    throw new Error(ARRAY_ITEM_CHECK_REQUIRED_MESSAGE);
  }
  return true;
}
