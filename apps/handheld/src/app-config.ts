import { resolveAppConfig } from '@baro/client';

/** Resolved once when the bundle loads: a misconfigured build fails here, before anything renders. */
export const appConfig = resolveAppConfig('handheld', import.meta.env);
