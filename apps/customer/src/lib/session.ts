import { createSession, type Session, useHasSession as useKitHasSession } from '@baro/client';
import { tokenStore } from './api.ts';

/** The browser's session over the app's token store (login starts it, logout ends it). */
export const session: Session = createSession(tokenStore);

/** True while the browser has a session; re-renders when it starts or ends, here or in another tab. */
export const useHasSession = (): boolean => useKitHasSession(session);
