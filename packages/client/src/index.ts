// The package's only barrel (STYLE: barrels only at package entries). App names and
// environments themselves come from @baro/core.
export { API_BASE_NAMES, type ApiBaseName, apiBaseSettingName } from './app-config/api-bases.ts';
export { REQUIRED_API_BASES } from './app-config/app-variants.ts';
export { ConfigError, type ConfigProblem } from './app-config/config-error.ts';
export { type AppConfig, type AppEnv, resolveAppConfig } from './app-config/resolve-app-config.ts';
