// The build-time settings the customer bundle reads (vite.config.ts `envPrefix` lets exactly
// these through; anything else in the environment stays out of the bundle).
declare global {
  interface ImportMetaEnv {
    /** SPEC §9 environment: local, development, qa, staging or production (default). */
    readonly BARO_ENV?: string;
    /** Sentry DSN; error tracking is off without one. */
    readonly VITE_SENTRY_DSN?: string;
    /** Channel Talk plugin key; the chat widget is off without one. */
    readonly VITE_CHANNEL_PLUGIN_KEY?: string;
  }
}
