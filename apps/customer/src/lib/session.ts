import { type Session, useHasSession as useKitHasSession } from '@baro/client';
import { session as appSession } from './api.ts';

/** The browser's session (login starts it, logout ends it). */
export const session: Session = appSession;

/** True while the browser has a session; re-renders when it starts or ends, here or in another tab. */
export const useHasSession = (): boolean => useKitHasSession(session);
