import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OverlayPanel } from './OverlayPanel.tsx';
import { OverlayStackProvider } from './OverlayStackProvider.tsx';
import { createOverlayStack, type OverlayStack } from './overlay-stack.ts';
import { type UseOverlayOptions, useOverlay } from './use-overlay.ts';

afterEach(cleanup);

function Probe({ name, ...options }: UseOverlayOptions & { name: string }) {
  const { isTop, depth } = useOverlay(options);
  return <output aria-label={name}>{`${depth}:${isTop ? 'top' : 'under'}`}</output>;
}

const inStack = (stack: OverlayStack, ui: ReactNode) => (
  <MantineProvider>
    <OverlayStackProvider stack={stack}>{ui}</OverlayStackProvider>
  </MantineProvider>
);

const renderInStack = (ui: ReactNode, stack: OverlayStack = createOverlayStack()) => ({
  ...render(inStack(stack, ui)),
  stack,
});

const pressEscape = () => userEvent.keyboard('{Escape}');

/** Two overlays; the top one can be unmounted while open. */
function Page({ closeBottom, closeTop }: { closeBottom: () => void; closeTop: () => void }) {
  const [showTop, setShowTop] = useState(true);
  return (
    <>
      <Probe name="bottom" opened onClose={closeBottom} />
      {showTop ? <Probe name="top" opened onClose={closeTop} /> : null}
      <button type="button" onClick={() => setShowTop(false)}>
        unmount top
      </button>
    </>
  );
}

/** A panel that opens a second panel on top of itself. */
function TwoPanels() {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setFirst(true)}>
        open first
      </button>
      <OverlayPanel opened={first} onClose={() => setFirst(false)} title="first">
        <button type="button" onClick={() => setSecond(true)}>
          open second
        </button>
      </OverlayPanel>
      <OverlayPanel opened={second} onClose={() => setSecond(false)} title="second">
        <p>second body</p>
      </OverlayPanel>
    </>
  );
}

describe('useOverlay', () => {
  it('registers overlays in the order they open, not the order they mount', async () => {
    const closeA = vi.fn();
    const closeB = vi.fn();
    const stack = createOverlayStack();
    const view = renderInStack(
      <>
        <Probe name="a" opened={false} onClose={closeA} />
        <Probe name="b" opened onClose={closeB} />
      </>,
      stack,
    );
    view.rerender(
      inStack(
        stack,
        <>
          <Probe name="a" opened onClose={closeA} />
          <Probe name="b" opened onClose={closeB} />
        </>,
      ),
    );
    expect(screen.getByLabelText('a').textContent).toBe('1:top');
    expect(screen.getByLabelText('b').textContent).toBe('0:under');
    await pressEscape();
    expect(closeA).toHaveBeenCalledTimes(1);
    expect(closeB).not.toHaveBeenCalled();
  });

  it('uses one pair of document listeners (capture and bubble) however many overlays are open', () => {
    const add = vi.spyOn(document, 'addEventListener');
    renderInStack(
      <>
        <Probe name="a" opened onClose={() => {}} />
        <Probe name="b" opened onClose={() => {}} />
        <Probe name="c" opened onClose={() => {}} />
      </>,
    );
    const keydownListeners = add.mock.calls.filter(([type]) => type === 'keydown');
    add.mockRestore();
    // Mantine's focus trap adds its own keydown listeners only for panels; probes add none. The
    // provider listens twice: in the capture phase to note the top overlay's handlers, and in the
    // bubble phase to act.
    expect(keydownListeners).toHaveLength(2);
    expect(keydownListeners.map((call) => call[2] === true)).toEqual([true, false]);
  });

  it('calls the latest handlers, not the ones from when the overlay opened', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const stack = createOverlayStack();
    const view = renderInStack(<Probe name="a" opened onClose={first} />, stack);
    view.rerender(inStack(stack, <Probe name="a" opened onClose={second} />));
    await pressEscape();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('deregisters on unmount, so Escape reaches the overlay below', async () => {
    const closeBottom = vi.fn();
    const closeTop = vi.fn();
    const { stack } = renderInStack(<Page closeBottom={closeBottom} closeTop={closeTop} />);
    expect(stack.entries()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'unmount top' }));
    expect(stack.entries()).toHaveLength(1);
    expect(screen.getByLabelText('bottom').textContent).toBe('0:top');
    await pressEscape();
    expect(closeBottom).toHaveBeenCalledTimes(1);
    expect(closeTop).not.toHaveBeenCalled();
  });

  it('deregisters when opened turns false', () => {
    const stack = createOverlayStack();
    const view = renderInStack(<Probe name="a" opened onClose={() => {}} />, stack);
    expect(stack.entries()).toHaveLength(1);
    view.rerender(inStack(stack, <Probe name="a" opened={false} onClose={() => {}} />));
    expect(stack.entries()).toHaveLength(0);
    expect(screen.getByLabelText('a').textContent).toBe('-1:under');
  });

  it('ignores Escape while a dialog-role element is in the document, then resumes', async () => {
    const close = vi.fn();
    renderInStack(<Probe name="a" opened onClose={close} />);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    await pressEscape();
    expect(close).not.toHaveBeenCalled();
    dialog.remove();
    await pressEscape();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('prefers the sub-close handler of the top overlay', async () => {
    const close = vi.fn();
    const subClose = vi.fn();
    renderInStack(<Probe name="a" opened onClose={close} onSubClose={subClose} />);
    await pressEscape();
    expect(subClose).toHaveBeenCalledTimes(1);
    expect(close).not.toHaveBeenCalled();
  });

  it('explains a missing provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe name="a" opened onClose={() => {}} />)).toThrow(/OverlayStackProvider/);
    vi.mocked(console.error).mockRestore();
  });
});

describe('OverlayStackProvider with OverlayPanel', () => {
  it('makes the app inert and locks scrolling only while a panel is open', async () => {
    const { container } = renderInStack(<TwoPanels />);
    const root = container.querySelector('[data-baro-overlay-root]');
    expect(root).not.toHaveProperty('inert', true);
    expect(root?.hasAttribute('inert')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'open first' }));
    expect(root?.hasAttribute('inert')).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.click(screen.getByRole('button', { name: 'open second' }));
    expect(screen.getByRole('region', { name: 'first' }).hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('region', { name: 'second' }).hasAttribute('inert')).toBe(false);

    await pressEscape();
    expect(screen.queryByRole('region', { name: 'second' })).toBeNull();
    expect(screen.getByRole('region', { name: 'first' }).hasAttribute('inert')).toBe(false);

    await pressEscape();
    expect(screen.queryByRole('region', { name: 'first' })).toBeNull();
    expect(root?.hasAttribute('inert')).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('is not a dialog, so it does not switch off its own Escape', async () => {
    renderInStack(<TwoPanels />);
    await userEvent.click(screen.getByRole('button', { name: 'open first' }));
    expect(document.querySelector('[role="dialog"], [aria-modal]')).toBeNull();
    expect(screen.getByRole('region', { name: 'first' })).toBeTruthy();
  });

  it('moves focus into the panel and back to the opener when it closes', async () => {
    renderInStack(<TwoPanels />);
    const opener = screen.getByRole('button', { name: 'open first' });
    await userEvent.click(opener);
    const panel = screen.getByRole('region', { name: 'first' });
    await vi.waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await pressEscape();
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes on the close button and on the dimmed backdrop', async () => {
    const onClose = vi.fn();
    renderInStack(
      <OverlayPanel opened onClose={onClose} title="panel">
        body
      </OverlayPanel>,
    );
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    const backdrop = document.querySelector('.baro-overlay__backdrop');
    if (!backdrop) throw new Error('backdrop missing');
    await act(async () => {
      (backdrop as HTMLElement).click();
    });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
