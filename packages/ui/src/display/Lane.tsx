import { type Language, type PlaceNames, placeName } from '@baro/core';
import { Text } from '@mantine/core';
import { useUiLanguage } from '../i18n/ui-language.tsx';

export interface LaneProps {
  /** A place with names, or a bare code where only the code is known. */
  pol: PlaceNames | string;
  pod: PlaceNames | string;
  language?: Language;
}

/** `상하이 CNSHA → 부산 KRPUS` in the UI language, the codes dimmed; kept on one line. */
export function Lane({ pol, pod, language }: LaneProps) {
  const resolved = useUiLanguage(language);
  const place = (location: PlaceNames | string) =>
    typeof location === 'string' ? (
      <strong>{location}</strong>
    ) : (
      <>
        {placeName(location, resolved)}{' '}
        {location.code ? (
          <Text span c="dimmed" size="xs">
            {location.code}
          </Text>
        ) : null}
      </>
    );
  return (
    <span className="baro-nowrap">
      {place(pol)} <span aria-hidden="true">→</span>
      <span className="baro-visually-hidden"> / </span> {place(pod)}
    </span>
  );
}
