import { LOADING_BAR } from '@baro/core';
import type { MantineColorsTuple } from '@mantine/core';

/**
 * Baro blue, light to dark. Shade 6 is the brand blue the loading bar also uses (LOADING_BAR.color),
 * so the primary buttons and the bar are the same colour.
 */
export const BARO_BLUE: MantineColorsTuple = Object.freeze([
  '#eff6ff',
  '#dbeafe',
  '#bfdbfe',
  '#93c5fd',
  '#60a5fa',
  '#3b82f6',
  LOADING_BAR.color.toLowerCase(),
  '#1d4ed8',
  '#1e40af',
  '#1e3a8a',
] as const);
