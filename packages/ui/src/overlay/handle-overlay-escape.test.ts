import { describe, expect, it, vi } from 'vitest';
import { handleOverlayEscape } from './handle-overlay-escape.ts';
import { createOverlayStack, type OverlayHandlers, type OverlayHandlersRef } from './overlay-stack.ts';

const handlers = (
  overrides: Partial<OverlayHandlers> = {},
): OverlayHandlersRef & { current: OverlayHandlers } => ({
  current: { onClose: vi.fn(), ...overrides },
});

const escapeKey = (init: { key?: string; defaultPrevented?: boolean; isComposing?: boolean } = {}) => ({
  key: init.key ?? 'Escape',
  defaultPrevented: init.defaultPrevented ?? false,
  isComposing: init.isComposing ?? false,
  preventDefault: vi.fn(),
});

/** A document stand-in: either has a dialog-role element or not. */
const page = (matches: string[] = []) => ({
  querySelector: (selector: string) => (matches.some((m) => selector.includes(m)) ? ({} as Element) : null),
});
const noDialog = page();

describe('handleOverlayEscape', () => {
  it('closes only the top of two stacked overlays, then the next one', () => {
    const stack = createOverlayStack();
    const bottom = handlers();
    const top = handlers();
    stack.open(bottom);
    stack.open(top);

    expect(handleOverlayEscape(escapeKey(), stack, noDialog)).toBe('closed');
    expect(top.current.onClose).toHaveBeenCalledTimes(1);
    expect(bottom.current.onClose).not.toHaveBeenCalled();

    // The app reacts to onClose by closing the overlay, which takes it off the stack.
    stack.close(top);
    expect(handleOverlayEscape(escapeKey(), stack, noDialog)).toBe('closed');
    expect(bottom.current.onClose).toHaveBeenCalledTimes(1);
    expect(top.current.onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps closing the same top overlay while it stays open', () => {
    const stack = createOverlayStack();
    const only = handlers();
    stack.open(only);
    handleOverlayEscape(escapeKey(), stack, noDialog);
    handleOverlayEscape(escapeKey(), stack, noDialog);
    expect(only.current.onClose).toHaveBeenCalledTimes(2);
  });

  it("calls the top overlay's sub-close handler instead of its close", () => {
    const stack = createOverlayStack();
    const top = handlers({ onSubClose: vi.fn() });
    stack.open(top);
    expect(handleOverlayEscape(escapeKey(), stack, noDialog)).toBe('sub-closed');
    expect(top.current.onSubClose).toHaveBeenCalledTimes(1);
    expect(top.current.onClose).not.toHaveBeenCalled();
  });

  it('keeps the sub-close priority when a widget re-rendered the overlay during the same key press', () => {
    const stack = createOverlayStack();
    const subClose = vi.fn();
    const top = handlers({ onSubClose: subClose });
    stack.open(top);
    const entry = stack.top();
    if (!entry) throw new Error('no overlay');
    // Noted in the capture phase; then the menu closes itself and the overlay loses its sub-close.
    const snapshot = { entry, handlers: { ...entry.handlers.current } };
    top.current = { onClose: top.current.onClose };
    expect(handleOverlayEscape(escapeKey(), stack, noDialog, snapshot)).toBe('sub-closed');
    expect(subClose).toHaveBeenCalledTimes(1);
    expect(top.current.onClose).not.toHaveBeenCalled();
  });

  it('closes the overlay once its sub-close handler is unset', () => {
    const stack = createOverlayStack();
    const top = handlers({ onSubClose: vi.fn() });
    stack.open(top);
    handleOverlayEscape(escapeKey(), stack, noDialog);
    top.current = { onClose: top.current.onClose };
    expect(handleOverlayEscape(escapeKey(), stack, noDialog)).toBe('closed');
    expect(top.current.onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores a sub-close handler on an overlay that is not on top', () => {
    const stack = createOverlayStack();
    const bottom = handlers({ onSubClose: vi.fn() });
    const top = handlers();
    stack.open(bottom);
    stack.open(top);
    expect(handleOverlayEscape(escapeKey(), stack, noDialog)).toBe('closed');
    expect(top.current.onClose).toHaveBeenCalledTimes(1);
    expect(bottom.current.onSubClose).not.toHaveBeenCalled();
    expect(bottom.current.onClose).not.toHaveBeenCalled();
  });

  it.each([
    ['role="dialog"', '[role="dialog"]'],
    ['role="alertdialog"', '[role="alertdialog"]'],
    ['an open <dialog>', 'dialog[open]'],
  ])('does nothing while an element with %s is present', (_name, match) => {
    const stack = createOverlayStack();
    const top = handlers({ onSubClose: vi.fn() });
    stack.open(top);
    const event = escapeKey();
    expect(handleOverlayEscape(event, stack, page([match]))).toBe('dialog-present');
    expect(top.current.onClose).not.toHaveBeenCalled();
    expect(top.current.onSubClose).not.toHaveBeenCalled();
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it('checks the real document for dialog-role elements', () => {
    const stack = createOverlayStack();
    const top = handlers();
    stack.open(top);
    const root = document.createElement('div');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    root.append(dialog);
    expect(handleOverlayEscape(escapeKey(), stack, root)).toBe('dialog-present');
    dialog.remove();
    expect(handleOverlayEscape(escapeKey(), stack, root)).toBe('closed');
  });

  it('ignores other keys, Escape ending an IME composition, and Escape another widget consumed', () => {
    const stack = createOverlayStack();
    const top = handlers();
    stack.open(top);
    expect(handleOverlayEscape(escapeKey({ key: 'Enter' }), stack, noDialog)).toBe('not-escape');
    expect(handleOverlayEscape(escapeKey({ isComposing: true }), stack, noDialog)).toBe('composing');
    expect(handleOverlayEscape(escapeKey({ defaultPrevented: true }), stack, noDialog)).toBe(
      'already-handled',
    );
    expect(top.current.onClose).not.toHaveBeenCalled();
  });

  it('accepts the legacy "Esc" key name and marks a handled key as consumed', () => {
    const stack = createOverlayStack();
    const top = handlers();
    stack.open(top);
    const event = escapeKey({ key: 'Esc' });
    expect(handleOverlayEscape(event, stack, noDialog)).toBe('closed');
    expect(event.preventDefault).toHaveBeenCalledTimes(1);
  });

  it('reports an empty stack and leaves the key alone', () => {
    const event = escapeKey();
    expect(handleOverlayEscape(event, createOverlayStack(), noDialog)).toBe('no-overlay');
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});

describe('createOverlayStack', () => {
  it('orders overlays by when they opened and moves a re-opened one to the top', () => {
    const stack = createOverlayStack();
    const a = handlers();
    const b = handlers();
    stack.open(a);
    stack.open(b);
    expect(stack.top()?.handlers).toBe(b);
    stack.open(a);
    expect(stack.entries().map((entry) => entry.handlers)).toEqual([b, a]);
  });

  it('removes an overlay from the middle without disturbing the others', () => {
    const stack = createOverlayStack();
    const [a, b, c] = [handlers(), handlers(), handlers()];
    stack.open(a);
    stack.open(b);
    stack.open(c);
    stack.close(b);
    expect(stack.entries().map((entry) => entry.handlers)).toEqual([a, c]);
  });

  it('notifies subscribers on change only, with a new snapshot each time', () => {
    const stack = createOverlayStack();
    const listener = vi.fn();
    const unsubscribe = stack.subscribe(listener);
    const before = stack.entries();
    const a = handlers();
    stack.open(a, { modal: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(stack.entries()).not.toBe(before);
    expect(stack.top()?.modal).toBe(true);
    stack.close(handlers());
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    stack.close(a);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(stack.entries()).toEqual([]);
  });
});
