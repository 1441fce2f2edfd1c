/**
 * Freezes an object and every object or array inside it. Shared catalogues are imported by the
 * API and every app; a caller mutating one would change it for everybody, so they are frozen
 * all the way down (Object.freeze alone is shallow).
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
