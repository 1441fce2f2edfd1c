import {
  APP_ENVIRONMENTS,
  APP_NAMES,
  type AppEnvironment,
  type AppName,
  DEFAULT_APP,
  DEFAULT_ENVIRONMENT,
  isAppEnvironment,
  isAppName,
} from '@baro/core';
import {
  API_BASE_NAMES,
  type ApiBaseName,
  apiBaseSettingName,
  DEFAULT_LOCAL_PRINTER_BASE,
  defaultApiBase,
  parseApiBase,
} from './api-bases.ts';
import { REQUIRED_API_BASES } from './app-variants.ts';
import { ConfigError, type ConfigProblem } from './config-error.ts';

/**
 * The environment variables a web app was built with: `import.meta.env` in a Vite app,
 * `process.env` in Node. Only `BARO_ENV` and `BARO_API_BASE_*` are read.
 */
export type AppEnv = Readonly<Record<string, unknown>>;

type RequiredApiBaseOf<A extends AppName> = (typeof REQUIRED_API_BASES)[A][number];

/**
 * What a variant needs to know at start. A union over the variants, so narrowing on `appName`
 * tells the type checker which API bases are present.
 */
export type AppConfig<A extends AppName = AppName> = A extends AppName
  ? {
      readonly appName: A;
      readonly environment: AppEnvironment;
      /** SPEC §6: the admin and partner apps behave differently on staging. */
      readonly isStaging: boolean;
      /** Exactly the bases this variant requires, without trailing slashes (`/` stays `/`). */
      readonly apiBases: Readonly<Record<RequiredApiBaseOf<A>, string>>;
      /** SPEC §7: the shipping base is also the auth host (`{auth host}/auth/refresh`). */
      readonly authBase: string;
      /** SPEC §4: only the customer shipping app refreshes a token on 401; the others go to login. */
      readonly refreshesSession: boolean;
    }
  : never;

/**
 * Resolves the configuration of one app variant (SPEC §1, §7, §8).
 *
 * - `appName`: a variant of {@link APP_NAMES}; `undefined` or empty means `customer`.
 * - `env.BARO_ENV`: an environment of {@link APP_ENVIRONMENTS}; unset or empty means `production`.
 * - `env.BARO_API_BASE_<NAME>` (e.g. `BARO_API_BASE_FULFILLMENT_DASHBOARD`): moves one base to an
 *   absolute path or to another host (`https://…`). Unset means the same-origin default.
 *
 * Pure: reads nothing but its arguments. Throws one {@link ConfigError} listing every problem:
 * an unknown app name or environment, an override that is not an absolute path or http(s) URL,
 * or a base the variant requires that ends up empty.
 */
export function resolveAppConfig<A extends AppName>(appName: A, env: AppEnv): AppConfig<A>;
export function resolveAppConfig(appName: string | undefined, env: AppEnv): AppConfig;
export function resolveAppConfig(appName: string | undefined, env: AppEnv): AppConfig {
  const problems: ConfigProblem[] = [];

  const requestedApp = appName?.trim() || DEFAULT_APP;
  const app = isAppName(requestedApp) ? requestedApp : undefined;
  if (app === undefined) {
    problems.push({
      setting: 'appName',
      message: `unknown app name ${quote(requestedApp)} (expected one of: ${APP_NAMES.join(', ')})`,
    });
  }

  const environment = readEnvironment(env, problems);
  const bases = readApiBases(env, problems);

  if (app !== undefined) {
    for (const name of REQUIRED_API_BASES[app]) {
      const setting = apiBaseSettingName(name);
      // An invalid override has been reported already; saying it is also empty would be noise.
      if (bases.has(name) || problems.some((problem) => problem.setting === setting)) continue;
      problems.push({
        setting,
        message: `${setting} is empty, but the ${app} app needs the ${name} API base`,
      });
    }
  }
  if (app === undefined || problems.length > 0) throw new ConfigError(problems);

  const apiBases: Partial<Record<ApiBaseName, string>> = {};
  for (const name of REQUIRED_API_BASES[app]) apiBases[name] = bases.get(name);
  return Object.freeze({
    appName: app,
    environment,
    isStaging: environment === 'staging',
    apiBases: Object.freeze(apiBases),
    // Every variant requires the shipping base, so the checks above guarantee it is here.
    authBase: bases.get('shipping') as string,
    refreshesSession: app === 'customer',
  }) as AppConfig;
}

/** Falls back to the default after recording a problem, so the other settings are still checked. */
function readEnvironment(env: AppEnv, problems: ConfigProblem[]): AppEnvironment {
  const value = readSetting(env, 'BARO_ENV', problems)?.trim();
  if (value === undefined || value === '') return DEFAULT_ENVIRONMENT;
  if (isAppEnvironment(value)) return value;
  problems.push({
    setting: 'BARO_ENV',
    message: `BARO_ENV ${quote(value)} is not an environment (expected one of: ${APP_ENVIRONMENTS.join(', ')})`,
  });
  return DEFAULT_ENVIRONMENT;
}

/** Every base, overridden or defaulted; an empty or invalid override leaves it out. */
function readApiBases(env: AppEnv, problems: ConfigProblem[]): Map<ApiBaseName, string> {
  const bases = new Map<ApiBaseName, string>();
  for (const name of API_BASE_NAMES) {
    const setting = apiBaseSettingName(name);
    const override = readSetting(env, setting, problems);
    if (override === undefined) {
      // API_BASE_NAMES lists the local printer before the carrier printers that derive from it.
      bases.set(name, defaultApiBase(name, bases.get('localPrinter') ?? DEFAULT_LOCAL_PRINTER_BASE));
      continue;
    }
    if (override === null || override.trim() === '') continue;
    const parsed = parseApiBase(override);
    if (parsed.ok) bases.set(name, parsed.base);
    else problems.push({ setting, message: `${setting} ${quote(override)} ${parsed.reason}` });
  }
  return bases;
}

/** `undefined` when unset; `null` when set to something other than a string (recorded as a problem). */
function readSetting(env: AppEnv, setting: string, problems: ConfigProblem[]): string | null | undefined {
  const value = env[setting];
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  problems.push({
    setting,
    message: `${setting} must be a string, not ${value === null ? 'null' : typeof value}`,
  });
  return null;
}

/** Quotes a value for a message, cut short so a pasted blob does not flood the log. */
function quote(value: string): string {
  const shown = value.length > 80 ? `${value.slice(0, 80)}…` : value;
  return JSON.stringify(shown);
}
