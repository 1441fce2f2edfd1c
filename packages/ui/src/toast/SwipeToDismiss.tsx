import { type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { isSwipeDismiss, type SwipeOffset, swipeOffset } from './swipe-dismiss.ts';

export interface SwipeToDismissProps {
  onDismiss: () => void;
  children: ReactNode;
  /** Pixels a swipe must travel; defaults to TOAST.swipeThreshold (50). */
  threshold?: number;
}

const AT_REST: SwipeOffset = { x: 0, y: 0 };

/**
 * Lets a toast follow the finger and dismisses it once released 50 px or more away. A pointer
 * convenience only: every toast also has a close button reachable by keyboard.
 */
export function SwipeToDismiss({ onDismiss, children, threshold }: SwipeToDismissProps) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const [offset, setOffset] = useState<SwipeOffset>(AT_REST);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Buttons inside the toast (close, action) keep working as buttons.
    if (event.button !== 0 || (event.target as Element).closest('button, a')) return;
    start.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    setOffset(swipeOffset(event.clientX - start.current.x, event.clientY - start.current.y));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const released = swipeOffset(event.clientX - start.current.x, event.clientY - start.current.y);
    start.current = null;
    setOffset(AT_REST);
    if (isSwipeDismiss(released, threshold)) onDismiss();
  };
  const onPointerCancel = () => {
    start.current = null;
    setOffset(AT_REST);
  };

  const dragging = offset.x !== 0 || offset.y !== 0;
  return (
    <div
      className="baro-swipe"
      data-swiping={dragging || undefined}
      style={dragging ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
    >
      {children}
    </div>
  );
}
