import { createContext, use } from 'react';
import type { OverlayStack } from './overlay-stack.ts';

export const OverlayStackContext = createContext<OverlayStack | null>(null);

/** The nearest overlay stack; BaroProvider provides one. */
export function useOverlayStack(): OverlayStack {
  const stack = use(OverlayStackContext);
  if (!stack) {
    throw new Error('useOverlay needs an OverlayStackProvider above it (BaroProvider includes one).');
  }
  return stack;
}
