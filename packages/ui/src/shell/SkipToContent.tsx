import type { Language } from '@baro/core';
import { useUiLabels } from '../i18n/ui-language.tsx';
import { MAIN_CONTENT_ID } from './main-content.ts';
import { SHELL_LABELS } from './shell-labels.ts';

export interface SkipToContentProps {
  targetId?: string;
  language?: Language;
  label?: string;
}

/** The first stop of the Tab key: hidden until focused, it jumps past the header to `<main>`. */
export function SkipToContent({ targetId = MAIN_CONTENT_ID, language, label }: SkipToContentProps) {
  const text = useUiLabels(SHELL_LABELS, language);
  return (
    <a className="baro-skip-link" href={`#${targetId}`}>
      {label ?? text.skipToContent}
    </a>
  );
}
