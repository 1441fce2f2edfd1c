import { type ApiBaseName, apiBaseSettingName } from '../app-config/api-bases.ts';
import { ConfigError } from '../app-config/config-error.ts';
import type { AppConfig } from '../app-config/resolve-app-config.ts';

/**
 * The address of an API base in this app. A variant is only given the bases it needs, so asking
 * for another one (the customer app calling the admin API) is a configuration error (SPEC §8).
 */
export function resolveApiBase(config: AppConfig, base: ApiBaseName): string {
  const bases: Partial<Record<ApiBaseName, string>> = config.apiBases;
  const address = bases[base];
  if (address !== undefined) return address;
  const setting = apiBaseSettingName(base);
  throw new ConfigError([
    { setting, message: `the ${config.appName} app has no ${base} API base (${setting})` },
  ]);
}
