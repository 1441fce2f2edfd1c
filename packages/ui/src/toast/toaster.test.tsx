import { TOAST } from '@baro/core';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BaroToaster } from './BaroToaster.tsx';
import { notify, notifyError, notifySuccess, preloadToasts } from './notify.tsx';
import { SwipeToDismiss } from './SwipeToDismiss.tsx';
import { isSwipeDismiss, swipeOffset } from './swipe-dismiss.ts';
import { toasterPosition } from './toaster-position.ts';

/** A window.matchMedia whose width the test controls, with change events like a real one. */
function fakeViewport(width: number) {
  let current = width;
  const lists = new Set<{ query: string; listeners: Set<(event: { matches: boolean }) => void> }>();
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return max ? current <= Number(max[1]) : false;
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    const entry = { query, listeners: new Set<(event: { matches: boolean }) => void>() };
    lists.add(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
        entry.listeners.add(listener),
      removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
        entry.listeners.delete(listener),
    };
  });
  return {
    resize(next: number) {
      current = next;
      for (const entry of lists)
        for (const listener of entry.listeners) listener({ matches: matches(entry.query) });
    },
  };
}

const toaster = () => document.querySelector('[data-sonner-toaster]');

beforeEach(() => {
  toast.dismiss();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('toasterPosition', () => {
  it('is bottom-center on mobile and bottom-right above', () => {
    expect(toasterPosition(true)).toBe('bottom-center');
    expect(toasterPosition(false)).toBe('bottom-right');
  });
});

describe('BaroToaster', () => {
  it.each([
    [375, 'center'],
    [767, 'center'],
    [768, 'right'],
    [1280, 'right'],
  ])('at %i px places toasts at the bottom %s', async (width, x) => {
    fakeViewport(width);
    render(
      <MantineProvider>
        <BaroToaster />
      </MantineProvider>,
    );
    act(() => {
      notify('안녕하세요');
    });
    await screen.findByText('안녕하세요');
    expect(toaster()?.getAttribute('data-y-position')).toBe('bottom');
    expect(toaster()?.getAttribute('data-x-position')).toBe(x);
  });

  it('follows the window across the mobile breakpoint', async () => {
    const viewport = fakeViewport(1280);
    render(
      <MantineProvider>
        <BaroToaster />
      </MantineProvider>,
    );
    act(() => {
      notifySuccess('저장했습니다');
    });
    await screen.findByText('저장했습니다');
    expect(toaster()?.getAttribute('data-x-position')).toBe('right');
    act(() => viewport.resize(390));
    expect(toaster()?.getAttribute('data-x-position')).toBe('center');
    act(() => viewport.resize(1024));
    expect(toaster()?.getAttribute('data-x-position')).toBe('right');
  });

  it(`removes a toast after ${TOAST.durationMs} ms`, async () => {
    fakeViewport(1280);
    // Loaded first, the toasts show at once, as the fake clock needs.
    await preloadToasts();
    vi.useFakeTimers({ shouldAdvanceTime: false });
    render(
      <MantineProvider>
        <BaroToaster />
      </MantineProvider>,
    );
    act(() => {
      notifyError('실패했습니다');
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByText('실패했습니다')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TOAST.durationMs - 100));
    expect(screen.queryByText('실패했습니다')).not.toBeNull();
    // Sonner unmounts a removed toast after its 200 ms exit animation.
    act(() => vi.advanceTimersByTime(100 + 250));
    expect(screen.queryByText('실패했습니다')).toBeNull();
  });

  it('names the notification region in the UI language', async () => {
    fakeViewport(1280);
    await preloadToasts();
    render(
      <MantineProvider>
        <BaroToaster />
      </MantineProvider>,
    );
    expect(document.querySelector('section[aria-label^="알림"]')).not.toBeNull();
  });
});

describe('the toast chunk', () => {
  it('loads with the first toast, which shows once it is there, and a dismissal made meanwhile still applies', async () => {
    fakeViewport(1280);
    vi.resetModules();
    const fresh = await import('./notify.tsx');
    const { BaroToaster: FreshToaster } = await import('./BaroToaster.tsx');
    render(
      <MantineProvider>
        <FreshToaster />
      </MantineProvider>,
    );
    expect(toaster()).toBeNull();
    fresh.dismissToast();
    const first = fresh.notify('첫 알림');
    const second = fresh.notify('곧 닫히는 알림');
    fresh.dismissToast(second);
    expect(await screen.findByText('첫 알림')).toBeTruthy();
    expect(toaster()).not.toBeNull();
    await waitFor(() => expect(screen.queryByText('곧 닫히는 알림')).toBeNull());
    expect(first).not.toBe(second);
  });
});

describe('swipe to dismiss', () => {
  it(`needs ${TOAST.swipeThreshold} px sideways or down`, () => {
    expect(isSwipeDismiss(swipeOffset(49, 0))).toBe(false);
    expect(isSwipeDismiss(swipeOffset(50, 0))).toBe(true);
    expect(isSwipeDismiss(swipeOffset(-50, 10))).toBe(true);
    expect(isSwipeDismiss(swipeOffset(0, 49))).toBe(false);
    expect(isSwipeDismiss(swipeOffset(5, 50))).toBe(true);
    // Up means nothing for a toast at the bottom of the screen.
    expect(isSwipeDismiss(swipeOffset(0, -120))).toBe(false);
  });

  it('follows the dominant axis only', () => {
    expect(swipeOffset(30, 10)).toEqual({ x: 30, y: 0 });
    expect(swipeOffset(10, 30)).toEqual({ x: 0, y: 30 });
    expect(swipeOffset(10, -30)).toEqual({ x: 0, y: 0 });
  });

  const drag = (element: Element, dx: number, dy: number) => {
    fireEvent.pointerDown(element, { clientX: 100, clientY: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(element, { clientX: 100 + dx / 2, clientY: 100 + dy / 2, pointerId: 1 });
    fireEvent.pointerUp(element, { clientX: 100 + dx, clientY: 100 + dy, pointerId: 1 });
  };

  it.each([
    [49, 0, false],
    [50, 0, true],
    [-60, 0, true],
    [0, 50, true],
    [0, -80, false],
  ])('a drag of (%i, %i) dismisses: %s', (dx, dy, dismissed) => {
    const onDismiss = vi.fn();
    render(
      <SwipeToDismiss onDismiss={onDismiss}>
        <p>toast</p>
      </SwipeToDismiss>,
    );
    drag(screen.getByText('toast'), dx, dy);
    expect(onDismiss).toHaveBeenCalledTimes(dismissed ? 1 : 0);
  });

  it('leaves buttons inside the toast to their clicks', () => {
    const onDismiss = vi.fn();
    render(
      <SwipeToDismiss onDismiss={onDismiss}>
        <button type="button">close</button>
      </SwipeToDismiss>,
    );
    drag(screen.getByRole('button', { name: 'close' }), 80, 0);
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
