import { createSession, type Session } from '@baro/client';
import { tokenStore } from './api.ts';

/** The browser's session as the partner app sees it: the customer site's login starts it, logout ends it. */
export const session: Session = createSession(tokenStore);
