/** The Web Locks lock every tab takes before refreshing, so only one tab refreshes at a time. */
export const SESSION_REFRESH_LOCK = 'baro.session.refresh';

/**
 * The part of the Web Locks API (`navigator.locks`) the refresh needs: run `callback` while
 * holding the named lock, exclusively across every tab of this origin.
 */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** `navigator.locks` where the browser has it (every current one); undefined otherwise. */
export function browserLocks(): LockManagerLike | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.locks;
}
