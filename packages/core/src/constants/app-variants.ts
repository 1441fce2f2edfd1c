/** Deployment environments; `production` first as the default (SPEC §9). */
export const APP_ENVIRONMENTS = Object.freeze([
  'production',
  'staging',
  'qa',
  'development',
  'local',
] as const);

/** A deployment environment. */
export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];

/** The environment assumed when none is configured (SPEC §9). */
export const DEFAULT_ENVIRONMENT: AppEnvironment = 'production';

/** True when the value is exactly one of {@link APP_ENVIRONMENTS}. */
export function isAppEnvironment(value: unknown): value is AppEnvironment {
  return typeof value === 'string' && (APP_ENVIRONMENTS as readonly string[]).includes(value);
}

/**
 * App variants (SPEC §1): customer shipping app, shipping admin, partner admin, warehouse web app,
 * warehouse handheld app, and the storybook, test and CI builds.
 */
export const APP_NAMES = Object.freeze([
  'customer',
  'admin',
  'partner',
  'warehouse',
  'handheld',
  'storybook',
  'test',
  'ci',
] as const);

/** An app variant name. */
export type AppName = (typeof APP_NAMES)[number];

/** The customer shipping app is the default variant (SPEC §1, §9). */
export const DEFAULT_APP: AppName = 'customer';

/** True when the value is exactly one of {@link APP_NAMES}. */
export function isAppName(value: unknown): value is AppName {
  return typeof value === 'string' && (APP_NAMES as readonly string[]).includes(value);
}
