import { TOAST } from '@baro/core';

export type ToasterPosition = typeof TOAST.positionMobile | typeof TOAST.positionDesktop;

/** SPEC §2: bottom-center on mobile widths, bottom-right on wider screens. */
export function toasterPosition(isMobile: boolean): ToasterPosition {
  return isMobile ? TOAST.positionMobile : TOAST.positionDesktop;
}
