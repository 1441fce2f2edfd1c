import type { Language } from '@baro/core';
import { CloseButton, Overlay, Portal } from '@mantine/core';
import { useFocusReturn, useFocusTrap, useId } from '@mantine/hooks';
import type { CSSProperties, ReactNode } from 'react';
import { useUiLabels } from '../i18n/ui-language.tsx';
import { OVERLAY_LABELS, type OverlayLabels } from './overlay-labels.ts';
import { useOverlay } from './use-overlay.ts';

export type OverlayPlacement = 'right' | 'left' | 'bottom' | 'full';

export interface OverlayPanelProps {
  opened: boolean;
  onClose: () => void;
  /** Set while a nested part (dropdown, picker) is open: Escape closes that first (SPEC §2). */
  onSubClose?: (() => void) | undefined;
  /** Visible heading and the panel's accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Sticky area under the content, for the panel's actions. */
  footer?: ReactNode;
  /** Side sheet (right/left), bottom sheet, or the whole screen. @default 'right' */
  placement?: OverlayPlacement;
  /** Width of a side sheet or height of a bottom sheet, any CSS length. @default 'min(28rem, 100%)' */
  size?: string;
  /** Clicking the dimmed page closes the panel. @default true */
  closeOnBackdropClick?: boolean;
  id?: string;
  language?: Language;
  labels?: Partial<OverlayLabels>;
}

/**
 * A modal side/bottom/full-screen panel on the overlay stack.
 *
 * Why not `role="dialog"`: SPEC §2 makes Escape a no-op for the overlay stack whenever a
 * dialog-role element is present, so a panel that was itself a dialog would switch off Escape for
 * every overlay. Dialogs proper (Mantine Modal, confirm boxes) keep their role and close themselves.
 * Without the dialog role `aria-modal` is not allowed either, so the panel gets modality by other
 * means: it is a labelled region, focus is trapped inside it and returned to the opener on close,
 * and the provider makes the rest of the app `inert` (out of reach for keyboard, pointer and the
 * accessibility tree) — which is what `aria-modal` only promises. A panel under another panel is
 * inert too, so only the top one can be used.
 */
export function OverlayPanel({
  opened,
  onClose,
  onSubClose,
  title,
  children,
  footer,
  placement = 'right',
  size,
  closeOnBackdropClick = true,
  id,
  language,
  labels,
}: OverlayPanelProps) {
  const text = useUiLabels(OVERLAY_LABELS, language, labels);
  const panelId = useId(id);
  const titleId = `${panelId}-title`;
  // Record the opener before the page behind turns inert, so focus can go back to it.
  useFocusReturn({ opened });
  const trapRef = useFocusTrap(opened);
  const { isTop } = useOverlay({ opened, onClose, onSubClose, modal: true });

  if (!opened) return null;
  const style = size ? ({ '--baro-overlay-size': size } as CSSProperties) : undefined;
  return (
    <Portal>
      <div className="baro-overlay" data-placement={placement} data-baro-overlay="" style={style}>
        <Overlay
          className="baro-overlay__backdrop"
          aria-hidden="true"
          backgroundOpacity={0.45}
          zIndex={0}
          onClick={closeOnBackdropClick ? onClose : undefined}
        />
        <section
          ref={trapRef}
          id={panelId}
          className="baro-overlay__panel"
          aria-labelledby={titleId}
          inert={!isTop || undefined}
          tabIndex={-1}
        >
          <header className="baro-overlay__header">
            <h2 id={titleId} className="baro-overlay__title">
              {title}
            </h2>
            <CloseButton size="lg" aria-label={text.close} onClick={onClose} />
          </header>
          <div className="baro-overlay__body">{children}</div>
          {footer ? <footer className="baro-overlay__footer">{footer}</footer> : null}
        </section>
      </div>
    </Portal>
  );
}
