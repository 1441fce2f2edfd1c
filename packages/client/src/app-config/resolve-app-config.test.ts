import { APP_ENVIRONMENTS, APP_NAMES } from '@baro/core';
import { describe, expect, test } from 'vitest';
import { REQUIRED_API_BASES } from './app-variants.ts';
import { ConfigError } from './config-error.ts';
import { resolveAppConfig } from './resolve-app-config.ts';

const SAME_ORIGIN = {
  shipping: '/api',
  content: '/api/content/v2',
  tracking: '/api/tracking',
  admin: '/api/admin',
  partner: '/api/partner',
  fulfillment: '/api/fulfillment',
  fulfillmentDashboard: '/api/fulfillment/dashboard',
  localPrinter: 'http://127.0.0.1:9110',
  cjPrinter: 'http://127.0.0.1:9110/printers/cj',
  hanjinPrinter: 'http://127.0.0.1:9110/printers/hanjin',
};

const CUSTOMER_BASES = {
  shipping: SAME_ORIGIN.shipping,
  content: SAME_ORIGIN.content,
  tracking: SAME_ORIGIN.tracking,
  fulfillment: SAME_ORIGIN.fulfillment,
};
const FLOOR_BASES = {
  shipping: SAME_ORIGIN.shipping,
  fulfillment: SAME_ORIGIN.fulfillment,
  fulfillmentDashboard: SAME_ORIGIN.fulfillmentDashboard,
  tracking: SAME_ORIGIN.tracking,
  localPrinter: SAME_ORIGIN.localPrinter,
  cjPrinter: SAME_ORIGIN.cjPrinter,
  hanjinPrinter: SAME_ORIGIN.hanjinPrinter,
};

/** Runs `resolve` and returns the ConfigError it must throw. */
function configErrorOf(resolve: () => unknown): ConfigError {
  try {
    resolve();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('resolveAppConfig: variants', () => {
  test.each([
    ['customer', CUSTOMER_BASES],
    [
      'admin',
      {
        shipping: SAME_ORIGIN.shipping,
        admin: SAME_ORIGIN.admin,
        content: SAME_ORIGIN.content,
        fulfillment: SAME_ORIGIN.fulfillment,
        fulfillmentDashboard: SAME_ORIGIN.fulfillmentDashboard,
      },
    ],
    [
      'partner',
      { shipping: SAME_ORIGIN.shipping, partner: SAME_ORIGIN.partner, content: SAME_ORIGIN.content },
    ],
    ['warehouse', FLOOR_BASES],
    ['handheld', { ...FLOOR_BASES, admin: SAME_ORIGIN.admin }],
    ['storybook', CUSTOMER_BASES],
    ['test', CUSTOMER_BASES],
    ['ci', CUSTOMER_BASES],
  ] as const)('%s gets exactly its same-origin bases', (appName, apiBases) => {
    const config = resolveAppConfig(appName, {});
    expect(config.appName).toBe(appName);
    expect(config.apiBases).toEqual(apiBases);
    expect(config.authBase).toBe('/api');
  });

  test('every variant is covered by the table above', () => {
    expect([...APP_NAMES].sort()).toEqual(Object.keys(REQUIRED_API_BASES).sort());
  });

  test.each([[undefined], [''], ['   ']])('app name %j means customer', (appName) => {
    expect(resolveAppConfig(appName, {}).appName).toBe('customer');
  });

  test('only the customer shipping app refreshes its session (SPEC §4)', () => {
    for (const appName of APP_NAMES) {
      expect(resolveAppConfig(appName, {}).refreshesSession).toBe(appName === 'customer');
    }
  });

  test.each([
    ['shop'],
    ['Customer'],
    ['ADMIN'],
    ['customer-kr'],
    ['constructor'],
    ['__proto__'],
    ['toString'],
    ['고객'],
  ])('unknown app name %j is a ConfigError naming it', (appName) => {
    const error = configErrorOf(() => resolveAppConfig(appName, {}));
    expect(error.setting).toBe('appName');
    expect(error.message).toContain(JSON.stringify(appName));
    expect(error.message).toContain('customer, admin, partner');
  });

  test('a very long unknown app name is cut short in the message', () => {
    const error = configErrorOf(() => resolveAppConfig('x'.repeat(10_000), {}));
    expect(error.setting).toBe('appName');
    expect(error.message.length).toBeLessThan(300);
  });
});

describe('resolveAppConfig: environments', () => {
  test.each(APP_ENVIRONMENTS.map((environment) => [environment]))('BARO_ENV=%s', (environment) => {
    const config = resolveAppConfig('admin', { BARO_ENV: environment });
    expect(config.environment).toBe(environment);
    expect(config.isStaging).toBe(environment === 'staging');
  });

  test.each([[{}], [{ BARO_ENV: '' }], [{ BARO_ENV: '  ' }], [{ BARO_ENV: undefined }]])(
    '%j means production',
    (env) => {
      const config = resolveAppConfig('partner', env);
      expect(config.environment).toBe('production');
      expect(config.isStaging).toBe(false);
    },
  );

  test('surrounding spaces are ignored', () => {
    expect(resolveAppConfig('partner', { BARO_ENV: ' staging\n' }).isStaging).toBe(true);
  });

  test.each([['prod'], ['Production'], ['STAGING'], ['dev'], ['test'], ['constructor']])(
    'unknown environment %j is a ConfigError naming BARO_ENV',
    (environment) => {
      const error = configErrorOf(() => resolveAppConfig('customer', { BARO_ENV: environment }));
      expect(error.setting).toBe('BARO_ENV');
      expect(error.message).toContain(JSON.stringify(environment));
      expect(error.message).toContain('production, staging, qa, development, local');
    },
  );

  test('a non-string BARO_ENV is a ConfigError', () => {
    expect(configErrorOf(() => resolveAppConfig('customer', { BARO_ENV: true })).setting).toBe('BARO_ENV');
    expect(configErrorOf(() => resolveAppConfig('customer', { BARO_ENV: null })).setting).toBe('BARO_ENV');
  });
});

describe('resolveAppConfig: overrides', () => {
  test('moves one base to another host, the others stay on the same origin', () => {
    const config = resolveAppConfig('customer', {
      BARO_API_BASE_CONTENT: 'https://cms.baro.example/v2/',
    });
    expect(config.apiBases).toEqual({ ...CUSTOMER_BASES, content: 'https://cms.baro.example/v2' });
  });

  test('the shipping override is also the auth host', () => {
    const config = resolveAppConfig('customer', { BARO_API_BASE_SHIPPING: 'https://api.baro.example' });
    expect(config.apiBases.shipping).toBe('https://api.baro.example');
    expect(config.authBase).toBe('https://api.baro.example');
  });

  test('accepts absolute paths', () => {
    const config = resolveAppConfig('admin', {
      BARO_API_BASE_ADMIN: '/staff-api/',
      BARO_API_BASE_FULFILLMENT_DASHBOARD: '/dashboard',
    });
    expect(config.apiBases.admin).toBe('/staff-api');
    expect(config.apiBases.fulfillmentDashboard).toBe('/dashboard');
  });

  test('the carrier printers follow a moved print agent unless set themselves', () => {
    const config = resolveAppConfig('warehouse', {
      BARO_API_BASE_LOCAL_PRINTER: 'http://192.168.0.20:9110/',
      BARO_API_BASE_HANJIN_PRINTER: 'http://192.168.0.31:9100',
    });
    expect(config.apiBases.localPrinter).toBe('http://192.168.0.20:9110');
    expect(config.apiBases.cjPrinter).toBe('http://192.168.0.20:9110/printers/cj');
    expect(config.apiBases.hanjinPrinter).toBe('http://192.168.0.31:9100');
  });

  test('every base can be overridden through its own variable', () => {
    const env = {
      BARO_API_BASE_SHIPPING: 'https://a.example',
      BARO_API_BASE_FULFILLMENT: 'https://b.example',
      BARO_API_BASE_FULFILLMENT_DASHBOARD: 'https://c.example',
      BARO_API_BASE_TRACKING: 'https://d.example',
      BARO_API_BASE_LOCAL_PRINTER: 'https://e.example',
      BARO_API_BASE_CJ_PRINTER: 'https://f.example',
      BARO_API_BASE_HANJIN_PRINTER: 'https://g.example',
    };
    expect(resolveAppConfig('handheld', env).apiBases).toEqual({
      shipping: 'https://a.example',
      fulfillment: 'https://b.example',
      fulfillmentDashboard: 'https://c.example',
      tracking: 'https://d.example',
      localPrinter: 'https://e.example',
      cjPrinter: 'https://f.example',
      hanjinPrinter: 'https://g.example',
      admin: SAME_ORIGIN.admin,
    });
    expect(
      resolveAppConfig('partner', {
        BARO_API_BASE_PARTNER: 'https://h.example',
        BARO_API_BASE_CONTENT: '/cms',
      }).apiBases,
    ).toEqual({ shipping: '/api', partner: 'https://h.example', content: '/cms' });
  });

  test.each([
    ['BARO_API_BASE_SHIPPING'],
    ['BARO_API_BASE_CONTENT'],
    ['BARO_API_BASE_TRACKING'],
    ['BARO_API_BASE_FULFILLMENT'],
  ])('an empty %s is a ConfigError for the customer app', (setting) => {
    for (const value of ['', '   ']) {
      const error = configErrorOf(() => resolveAppConfig('customer', { [setting]: value }));
      expect(error.setting).toBe(setting);
      expect(error.message).toContain(setting);
      expect(error.message).toContain('customer app');
    }
  });

  test('every base a variant requires is checked', () => {
    for (const appName of APP_NAMES) {
      for (const name of REQUIRED_API_BASES[appName]) {
        const setting = `BARO_API_BASE_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
        expect(configErrorOf(() => resolveAppConfig(appName, { [setting]: '' })).setting).toBe(setting);
      }
    }
  });

  test('an empty base the variant does not use is not an error', () => {
    const config = resolveAppConfig('customer', {
      BARO_API_BASE_ADMIN: '',
      BARO_API_BASE_LOCAL_PRINTER: '',
      BARO_API_BASE_CJ_PRINTER: '',
    });
    expect(config.apiBases).toEqual(CUSTOMER_BASES);
  });

  test.each([
    ['api'],
    ['//cdn.example/api'],
    ['ftp://files.example'],
    ['https://x.example/?a=1'],
    ['https://u:p@x.example'],
  ])('an invalid override %j is a ConfigError naming it', (value) => {
    const error = configErrorOf(() => resolveAppConfig('customer', { BARO_API_BASE_TRACKING: value }));
    expect(error.setting).toBe('BARO_API_BASE_TRACKING');
    expect(error.message).toContain(JSON.stringify(value));
    expect(error.problems).toHaveLength(1);
  });

  test('an invalid override is an error even for a base the variant does not use', () => {
    const error = configErrorOf(() => resolveAppConfig('customer', { BARO_API_BASE_ADMIN: 'admin' }));
    expect(error.setting).toBe('BARO_API_BASE_ADMIN');
  });

  test('a non-string override is a ConfigError', () => {
    const error = configErrorOf(() => resolveAppConfig('customer', { BARO_API_BASE_SHIPPING: 42 }));
    expect(error.setting).toBe('BARO_API_BASE_SHIPPING');
    expect(error.problems).toHaveLength(1);
  });

  test('unrelated variables, as in import.meta.env or process.env, are ignored', () => {
    const env = { MODE: 'production', DEV: false, PROD: true, SSR: false, BASE_URL: '/', PATH: '/usr/bin' };
    expect(resolveAppConfig('customer', env).apiBases).toEqual(CUSTOMER_BASES);
  });
});

describe('resolveAppConfig: errors and purity', () => {
  test('lists every problem in one error, the first one as its setting', () => {
    const error = configErrorOf(() =>
      resolveAppConfig('shop', {
        BARO_ENV: 'prod',
        BARO_API_BASE_SHIPPING: 'api',
        BARO_API_BASE_CONTENT: 'https://cms.example/#x',
      }),
    );
    expect(error.setting).toBe('appName');
    expect(error.problems.map((problem) => problem.setting)).toEqual([
      'appName',
      'BARO_ENV',
      'BARO_API_BASE_SHIPPING',
      'BARO_API_BASE_CONTENT',
    ]);
    expect(error.message.split('\n')).toHaveLength(5);
  });

  test('ConfigError is an Error with its own name', () => {
    const error = configErrorOf(() => resolveAppConfig('shop', {}));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ConfigError');
    expect(String(error)).toMatch(/^ConfigError: Invalid app configuration: unknown app name "shop"/);
  });

  test('does not touch its input and answers the same every time', () => {
    const env = Object.freeze({ BARO_ENV: 'qa', BARO_API_BASE_CONTENT: '/cms/' });
    const first = resolveAppConfig('customer', env);
    expect(resolveAppConfig('customer', env)).toEqual(first);
    expect(env).toEqual({ BARO_ENV: 'qa', BARO_API_BASE_CONTENT: '/cms/' });
  });

  test('returns a frozen configuration', () => {
    const config = resolveAppConfig('customer', {});
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.apiBases)).toBe(true);
  });
});
