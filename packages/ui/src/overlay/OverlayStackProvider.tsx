import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { handleOverlayEscape } from './handle-overlay-escape.ts';
import { createOverlayStack, type OverlayEntry, type OverlayStack } from './overlay-stack.ts';
import { OverlayStackContext } from './overlay-stack-context.ts';

export interface OverlayStackProviderProps {
  children?: ReactNode;
  /** For tests and stories that want to inspect the stack; normally the provider creates its own. */
  stack?: OverlayStack;
}

const hasModal = (entries: readonly OverlayEntry[]) => entries.some((entry) => entry.modal);

/**
 * Owns the stack of open overlays and the single document-level Escape listener (SPEC §2).
 *
 * While a modal overlay is open the app content is made `inert` and its scroll is locked: that is
 * what `aria-modal` would ask of assistive technology, done for real, because overlay panels cannot
 * carry the dialog role (see OverlayPanel). Overlays render in portals outside this wrapper, so
 * they, Mantine dropdowns opened from them and the toasts stay usable.
 */
export function OverlayStackProvider({ children, stack: given }: OverlayStackProviderProps) {
  const [stack] = useState(() => given ?? createOverlayStack());
  const modalOpen = useSyncExternalStore(
    stack.subscribe,
    () => hasModal(stack.entries()),
    () => false,
  );

  useEffect(() => {
    // The capture phase runs before any widget's own Escape handling, so it sees the top overlay's
    // handlers as the user saw them when pressing the key.
    let snapshot: Parameters<typeof handleOverlayEscape>[3];
    const onKeyDownCapture = (event: KeyboardEvent) => {
      const top = stack.top();
      snapshot =
        top && event.key.startsWith('Esc')
          ? { entry: top, handlers: { ...top.handlers.current } }
          : undefined;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      handleOverlayEscape(event, stack, document, snapshot);
      snapshot = undefined;
    };
    document.addEventListener('keydown', onKeyDownCapture, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDownCapture, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [stack]);

  useEffect(() => {
    if (!modalOpen) return;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [modalOpen]);

  return (
    <OverlayStackContext value={stack}>
      <div data-baro-overlay-root="" inert={modalOpen || undefined}>
        {children}
      </div>
    </OverlayStackContext>
  );
}
