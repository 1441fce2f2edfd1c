import { TOAST } from '@baro/core';
import { useMediaQuery } from '@mantine/hooks';
import { Toaster } from 'sonner';
import { useUiLabels } from '../i18n/ui-language.tsx';
import { MEDIA_QUERIES } from '../theme/breakpoints.ts';
import { TOAST_LABELS } from './toast-labels.ts';
import { toasterPosition } from './toaster-position.ts';

// Sonner's own swipe (45 px or a fast flick) is switched off; SwipeToDismiss applies SPEC §9's 50 px.
const NO_SONNER_SWIPE: [] = [];

/**
 * The toast container itself (BaroToaster mounts it once toasts are loaded). Bottom-center below
 * the mobile breakpoint, bottom-right above it, following the window as it is resized; 5 s per toast.
 */
export function ToasterView() {
  const text = useUiLabels(TOAST_LABELS);
  // Read synchronously on first render so a phone never sees the toast jump from the right.
  const isMobile = useMediaQuery(MEDIA_QUERIES.mobile, undefined, { getInitialValueInEffect: false });
  return (
    <Toaster
      position={toasterPosition(isMobile)}
      duration={TOAST.durationMs}
      swipeDirections={NO_SONNER_SWIPE}
      containerAriaLabel={text.region}
      // The Mantine card brings its own look; sonner only positions and times it.
      toastOptions={{ unstyled: true }}
    />
  );
}
