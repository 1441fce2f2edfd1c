import type { ErrorCode } from '../errors/error-codes.ts';

/** A small state machine: the moves each status allows, and the guard every change passes. */
export interface StateMachine<S extends string> {
  readonly statuses: readonly S[];
  readonly transitions: Readonly<Record<S, readonly S[]>>;
  is(value: unknown): value is S;
  /** True when `from` may move to `to` (staying put is not a move). */
  can(from: S, to: S): boolean;
  /** Why `from` may not move to `to` (409 INVALID_STATE_TRANSITION), or null when it may. */
  error(from: S, to: S): ErrorCode | null;
}

export function stateMachine<S extends string>(
  statuses: readonly S[],
  transitions: Record<S, readonly S[]>,
): StateMachine<S> {
  const frozen = Object.freeze(
    Object.fromEntries(Object.entries(transitions).map(([k, v]) => [k, Object.freeze([...(v as S[])])])),
  ) as Readonly<Record<S, readonly S[]>>;
  const is = (value: unknown): value is S => typeof value === 'string' && statuses.includes(value as S);
  const can = (from: S, to: S) => is(from) && is(to) && frozen[from].includes(to);
  return {
    statuses,
    transitions: frozen,
    is,
    can,
    error: (from, to) => (can(from, to) ? null : 'INVALID_STATE_TRANSITION'),
  };
}
