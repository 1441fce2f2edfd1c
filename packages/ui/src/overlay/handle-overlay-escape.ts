import type { OverlayEntry, OverlayHandlers, OverlayStack } from './overlay-stack.ts';

/**
 * Elements with the dialog role (SPEC §2). A dialog — a Mantine Modal, a confirm box, a native
 * `<dialog open>` — closes itself on Escape, so while one is in the document the overlay stack
 * stays out of the way; otherwise one key press would close the dialog and the overlay under it.
 * `alertdialog` is a kind of dialog and is treated the same.
 */
export const DIALOG_SELECTOR = '[role="dialog"], [role="alertdialog"], dialog[open]';

/** Why Escape did or did not close something; returned so tests and callers can tell. */
export type EscapeOutcome =
  | 'not-escape'
  | 'already-handled'
  | 'composing'
  | 'dialog-present'
  | 'no-overlay'
  | 'sub-closed'
  | 'closed';

/** The parts of a keyboard event the rule reads. */
export interface EscapeKeyEvent {
  readonly key: string;
  readonly defaultPrevented: boolean;
  readonly isComposing?: boolean;
  preventDefault(): void;
}

/**
 * SPEC §2: Escape closes the top overlay, unless a dialog-role element is present; a sub-close
 * handler on the top overlay takes priority over the overlay's own close. Only the top overlay is
 * ever touched, so stacked overlays close one per key press.
 */
export function handleOverlayEscape(
  event: EscapeKeyEvent,
  stack: OverlayStack,
  root: Pick<ParentNode, 'querySelector'>,
  /**
   * The top overlay's handlers as they were when the key went down. A widget inside the overlay
   * (a Mantine menu) may close itself on the same key press and re-render the overlay without its
   * sub-close handler before this runs; the snapshot keeps the sub-close priority intact.
   */
  snapshot?: { entry: OverlayEntry; handlers: OverlayHandlers },
): EscapeOutcome {
  if (event.key !== 'Escape' && event.key !== 'Esc') return 'not-escape';
  // A widget inside the overlay consumed the key (and said so).
  if (event.defaultPrevented) return 'already-handled';
  // Escape while composing Hangul cancels the composition; it must not also close the overlay.
  if (event.isComposing) return 'composing';
  if (root.querySelector(DIALOG_SELECTOR)) return 'dialog-present';
  const top = stack.top();
  if (!top) return 'no-overlay';
  event.preventDefault();
  const { onClose, onSubClose } = snapshot?.entry === top ? snapshot.handlers : top.handlers.current;
  if (onSubClose) {
    onSubClose();
    return 'sub-closed';
  }
  onClose();
  return 'closed';
}
