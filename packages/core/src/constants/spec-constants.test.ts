import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from './breakpoints.ts';
import { DOWNLOAD_LINK_EXPIRY_MARGIN_MS, REQUEST_TIMEOUT_MS } from './network.ts';
import { CACHE_TIME, TIME_UNIT_MS } from './time.ts';
import { LOADING_BAR, TOAST } from './ui.ts';

// These pin the SPEC §9 values, so a change to one is a deliberate, reviewed change.

describe('SPEC §9 constants', () => {
  it('breakpoints: mobile 767.98, tablet 991.98, then 1024, 1279, 1440, 1920, ascending', () => {
    expect(BREAKPOINTS).toEqual({
      mobile: 767.98,
      tablet: 991.98,
      laptop: 1024,
      desktop: 1279,
      wide: 1440,
      ultraWide: 1920,
    });
    const values = Object.values(BREAKPOINTS);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('request timeout and download-link margin are one minute', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(DOWNLOAD_LINK_EXPIRY_MARGIN_MS).toBe(60_000);
  });

  it('toast: 5000 ms, swipe threshold 50, bottom-center on mobile and bottom-right on wider screens', () => {
    expect(TOAST).toEqual({
      durationMs: 5000,
      swipeThreshold: 50,
      positionMobile: 'bottom-center',
      positionDesktop: 'bottom-right',
    });
  });

  it('loading bar: a blue colour, 2 px on mobile and 3 px on desktop', () => {
    expect(LOADING_BAR.heightMobile).toBe(2);
    expect(LOADING_BAR.heightDesktop).toBe(3);
    const match = /^#([0-9A-F]{2})([0-9A-F]{2})([0-9A-F]{2})$/i.exec(LOADING_BAR.color);
    const [red, green, blue] = (match?.slice(1) ?? []).map((hex) => Number.parseInt(hex, 16));
    expect(blue).toBeGreaterThan(red ?? 255);
    expect(blue).toBeGreaterThan(green ?? 255);
  });

  it('time units: minute, hour, day and a 365-day year', () => {
    expect(TIME_UNIT_MS.second).toBe(1000);
    expect(TIME_UNIT_MS.minute).toBe(60_000);
    expect(TIME_UNIT_MS.hour).toBe(3_600_000);
    expect(TIME_UNIT_MS.day).toBe(86_400_000);
    expect(TIME_UNIT_MS.year).toBe(365 * 86_400_000);
  });

  it('cache lifetimes: five minutes, half hour, one hour, one day, forever', () => {
    expect(CACHE_TIME).toEqual({
      fiveMinutes: 300_000,
      halfHour: 1_800_000,
      oneHour: 3_600_000,
      oneDay: 86_400_000,
      forever: Number.POSITIVE_INFINITY,
    });
  });

  it('are frozen', () => {
    for (const constant of [BREAKPOINTS, TOAST, LOADING_BAR, TIME_UNIT_MS, CACHE_TIME]) {
      expect(Object.isFrozen(constant)).toBe(true);
    }
  });
});
