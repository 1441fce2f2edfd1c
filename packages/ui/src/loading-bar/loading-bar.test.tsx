import { LOADING_BAR } from '@baro/core';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from './LoadingBar.tsx';
import { LOADING_BAR_TIMING, loadingBarCss } from './loading-bar-css.ts';
import { START_PROGRESS, TRICKLE_CEILING, trickle } from './loading-progress.ts';

/** The rules of the stylesheet, keyed by media condition ('' for unconditional rules). */
function parseCss(css: string): Map<string, string> {
  const rules = new Map<string, string>();
  const media = /@media\s*([^{]+)\{(.*?\})\}/g;
  for (const match of css.matchAll(media)) rules.set((match[1] ?? '').trim(), match[2] ?? '');
  rules.set('', css.replace(media, ''));
  return rules;
}

describe('loading bar stylesheet', () => {
  const rules = parseCss(loadingBarCss());

  it('is 3 px high by default (desktop)', () => {
    expect(rules.get('')).toMatch(/\.baro-loading-bar\{[^}]*height:3px;/);
  });

  it('is 2 px high below the mobile breakpoint, 767.98 px', () => {
    expect(rules.get('(max-width:767.98px)')).toBe('.baro-loading-bar{height:2px;}');
  });

  it('is Baro blue', () => {
    expect(rules.get('')).toContain(`background:${LOADING_BAR.color};`);
  });

  it('does not move for people who ask for reduced motion', () => {
    expect(rules.get('(prefers-reduced-motion:reduce)')).toContain('transition:none;');
  });

  it('is hoisted into the document head once', () => {
    render(
      <MantineProvider>
        <LoadingBar active />
        <LoadingBar active={false} />
      </MantineProvider>,
    );
    const sheets = document.head.querySelectorAll('style[data-href="baro-loading-bar"]');
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.textContent).toBe(loadingBarCss());
    cleanup();
  });
});

describe('trickle', () => {
  it('creeps towards 90 % without reaching or passing it', () => {
    let progress = START_PROGRESS;
    const steps = [progress];
    for (let i = 0; i < 200; i += 1) {
      progress = trickle(progress);
      steps.push(progress);
    }
    for (let i = 1; i < steps.length; i += 1) expect(steps[i]).toBeGreaterThanOrEqual(steps[i - 1] ?? 0);
    expect(steps[1]).toBeGreaterThan(START_PROGRESS);
    expect(Math.max(...steps)).toBeLessThanOrEqual(TRICKLE_CEILING);
    expect(trickle(TRICKLE_CEILING)).toBe(TRICKLE_CEILING);
    // A late tick never moves a finished bar backwards.
    expect(trickle(1)).toBe(1);
  });
});

describe('LoadingBar', () => {
  let reducedMotion = false;
  beforeEach(() => {
    reducedMotion = false;
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion') ? reducedMotion : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const view = (active: boolean) => <LoadingBar active={active} />;
  const bar = () => screen.queryByRole('progressbar', { name: '페이지를 불러오는 중' });
  const value = () => Number(bar()?.getAttribute('aria-valuenow'));

  it('shows nothing while idle', () => {
    render(view(false));
    expect(bar()).toBeNull();
  });

  it('starts when active turns true, creeps, then completes and fades when it turns false', () => {
    const { rerender } = render(view(false));
    rerender(view(true));
    expect(bar()?.getAttribute('data-state')).toBe('loading');
    expect(value()).toBe(Math.round(START_PROGRESS * 100));

    act(() => vi.advanceTimersByTime(LOADING_BAR_TIMING.trickleMs * 4));
    const crept = value();
    expect(crept).toBeGreaterThan(Math.round(START_PROGRESS * 100));
    expect(crept).toBeLessThan(90);

    act(() => vi.advanceTimersByTime(60_000));
    expect(value()).toBeLessThanOrEqual(90);

    rerender(view(false));
    expect(value()).toBe(100);
    expect(bar()?.getAttribute('data-state')).toBe('completing');
    act(() => vi.advanceTimersByTime(LOADING_BAR_TIMING.completeMs));
    expect(bar()?.getAttribute('data-state')).toBe('done');
    act(() => vi.advanceTimersByTime(LOADING_BAR_TIMING.fadeMs));
    expect(bar()).toBeNull();
  });

  it('restarts when a new route change starts while the last one is fading', () => {
    const { rerender } = render(view(true));
    rerender(view(false));
    act(() => vi.advanceTimersByTime(LOADING_BAR_TIMING.completeMs));
    rerender(view(true));
    expect(bar()?.getAttribute('data-state')).toBe('loading');
    expect(value()).toBe(Math.round(START_PROGRESS * 100));
    act(() => vi.advanceTimersByTime(LOADING_BAR_TIMING.fadeMs * 4));
    expect(bar()).not.toBeNull();
  });

  it('has an accessible name and range', () => {
    render(<LoadingBar active language="en" />);
    const element = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(element.getAttribute('aria-valuemin')).toBe('0');
    expect(element.getAttribute('aria-valuemax')).toBe('100');
  });

  it('does not creep with reduced motion: it sits at 90 % and vanishes at the end', () => {
    reducedMotion = true;
    const { rerender } = render(view(false));
    rerender(view(true));
    expect(value()).toBe(90);
    act(() => vi.advanceTimersByTime(LOADING_BAR_TIMING.trickleMs * 10));
    expect(value()).toBe(90);
    rerender(view(false));
    act(() => vi.advanceTimersByTime(0));
    act(() => vi.advanceTimersByTime(0));
    expect(bar()).toBeNull();
  });

  it('with reduced motion, a bar that mounts active starts at 90 % too', () => {
    reducedMotion = true;
    render(view(true));
    expect(value()).toBe(90);
  });
});
