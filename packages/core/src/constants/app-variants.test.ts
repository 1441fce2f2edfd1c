import { describe, expect, it } from 'vitest';
import {
  APP_ENVIRONMENTS,
  APP_NAMES,
  DEFAULT_APP,
  DEFAULT_ENVIRONMENT,
  isAppEnvironment,
  isAppName,
} from './app-variants.ts';

describe('app variants and environments', () => {
  it('list the SPEC environments with production as the default', () => {
    expect([...APP_ENVIRONMENTS]).toEqual(['production', 'staging', 'qa', 'development', 'local']);
    expect(DEFAULT_ENVIRONMENT).toBe('production');
  });

  it('list the SPEC app variants with customer as the default', () => {
    expect([...APP_NAMES]).toEqual([
      'customer',
      'admin',
      'partner',
      'warehouse',
      'handheld',
      'storybook',
      'test',
      'ci',
    ]);
    expect(DEFAULT_APP).toBe('customer');
  });

  it('recognise exact names only', () => {
    expect(APP_NAMES.every(isAppName)).toBe(true);
    expect(APP_ENVIRONMENTS.every(isAppEnvironment)).toBe(true);
    for (const value of ['Customer', ' admin', 'prod', '', null, undefined, 1, {}]) {
      expect(isAppName(value)).toBe(false);
      expect(isAppEnvironment(value)).toBe(false);
    }
  });
});
