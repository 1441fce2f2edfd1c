import type { LocationRef } from '@baro/core';
import { Text } from '@mantine/core';
import { useLanguage } from '../i18n/use-language.ts';

/** `상하이 (CNSHA) → 부산 (KRPUS)` in the UI language; a bare code where only the code is known. */
export function Lane({ pol, pod }: { pol: LocationRef | string; pod: LocationRef | string }) {
  const language = useLanguage();
  const name = (location: LocationRef | string) =>
    typeof location === 'string' ? (
      <strong>{location}</strong>
    ) : (
      <>
        {language === 'ko' ? location.nameKo : location.nameEn}{' '}
        <Text span c="dimmed" size="xs">
          {location.code}
        </Text>
      </>
    );
  return (
    <span className="nowrap">
      {name(pol)} <span aria-hidden="true">→</span>
      <span className="baro-visually-hidden"> / </span> {name(pod)}
    </span>
  );
}
