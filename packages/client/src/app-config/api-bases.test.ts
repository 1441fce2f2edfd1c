import { describe, expect, test } from 'vitest';
import { API_BASE_NAMES, apiBaseSettingName, defaultApiBase, parseApiBase } from './api-bases.ts';

describe('apiBaseSettingName', () => {
  test.each([
    ['shipping', 'BARO_API_BASE_SHIPPING'],
    ['content', 'BARO_API_BASE_CONTENT'],
    ['tracking', 'BARO_API_BASE_TRACKING'],
    ['admin', 'BARO_API_BASE_ADMIN'],
    ['partner', 'BARO_API_BASE_PARTNER'],
    ['fulfillment', 'BARO_API_BASE_FULFILLMENT'],
    ['fulfillmentDashboard', 'BARO_API_BASE_FULFILLMENT_DASHBOARD'],
    ['localPrinter', 'BARO_API_BASE_LOCAL_PRINTER'],
    ['cjPrinter', 'BARO_API_BASE_CJ_PRINTER'],
    ['hanjinPrinter', 'BARO_API_BASE_HANJIN_PRINTER'],
  ] as const)('%s → %s', (name, setting) => {
    expect(apiBaseSettingName(name)).toBe(setting);
  });

  test('covers every base with a distinct variable', () => {
    const settings = API_BASE_NAMES.map(apiBaseSettingName);
    expect(new Set(settings).size).toBe(API_BASE_NAMES.length);
  });
});

describe('defaultApiBase', () => {
  test.each([
    ['shipping', '/api'],
    ['content', '/api/content/v2'],
    ['tracking', '/api/tracking'],
    ['admin', '/api/admin'],
    ['partner', '/api/partner'],
    ['fulfillment', '/api/fulfillment'],
    ['fulfillmentDashboard', '/api/fulfillment/dashboard'],
    ['localPrinter', 'http://127.0.0.1:9110'],
    ['cjPrinter', 'http://127.0.0.1:9110/printers/cj'],
    ['hanjinPrinter', 'http://127.0.0.1:9110/printers/hanjin'],
  ] as const)('%s → %s', (name, base) => {
    expect(defaultApiBase(name, 'http://127.0.0.1:9110')).toBe(base);
  });

  test('hangs the carrier printers off the given print agent', () => {
    expect(defaultApiBase('cjPrinter', 'http://10.0.0.5:9110')).toBe('http://10.0.0.5:9110/printers/cj');
    expect(defaultApiBase('hanjinPrinter', 'http://10.0.0.5:9110')).toBe(
      'http://10.0.0.5:9110/printers/hanjin',
    );
  });
});

describe('parseApiBase', () => {
  test.each([
    ['/api', '/api'],
    ['/api/', '/api'],
    ['/api///', '/api'],
    ['/', '/'],
    ['  /api/content/v2  ', '/api/content/v2'],
    ['https://api.baro.example', 'https://api.baro.example'],
    ['https://api.baro.example/', 'https://api.baro.example'],
    ['https://api.baro.example/v2/', 'https://api.baro.example/v2'],
    ['http://127.0.0.1:9110', 'http://127.0.0.1:9110'],
    ['HTTPS://API.Baro.Example/Path', 'https://api.baro.example/Path'],
    ['https://api.baro.example:443/x', 'https://api.baro.example/x'],
    ['http://[::1]:8080/api', 'http://[::1]:8080/api'],
    ['https://바로.example/api', 'https://xn--2o2b11e.example/api'],
  ])('accepts %j as %j', (raw, base) => {
    expect(parseApiBase(raw)).toEqual({ ok: true, base });
  });

  test.each([
    [''],
    ['   '],
    ['api'],
    ['./api'],
    ['../api'],
    ['api.baro.example'],
    ['//cdn.baro.example/api'],
    ['ftp://files.baro.example'],
    ['ws://api.baro.example'],
    ['javascript:alert(1)'],
    ['mailto:ops@baro.example'],
    ['https://'],
    ['https:///api'],
    ['http:/api'],
    ['https://user:secret@api.baro.example'],
    ['https://user@api.baro.example'],
    ['https://api.baro.example/?debug=1'],
    ['https://api.baro.example/#top'],
    ['https://api.baro.example/?'],
    ['/api?debug=1'],
    ['/api#top'],
    ['/my api'],
    ['https://api.baro.example/a b'],
    ['https://exa mple.com'],
  ])('refuses %j', (raw) => {
    const parsed = parseApiBase(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).not.toBe('');
  });

  test('does not throw on very long or odd input', () => {
    expect(parseApiBase(`/${'a'.repeat(100_000)}`).ok).toBe(true);
    expect(parseApiBase('\u200b/api').ok).toBe(false);
    expect(parseApiBase('https://\u0000').ok).toBe(false);
    expect(parseApiBase('\uFF0Fapi').ok).toBe(false);
  });
});
