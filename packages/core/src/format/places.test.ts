import { describe, expect, it } from 'vitest';
import { laneLabel, placeLabel, placeName } from './places.ts';

const shanghai = { code: 'CNSHA', nameKo: '상하이', nameEn: 'Shanghai' };
const busan = { code: 'KRPUS', nameKo: '부산', nameEn: 'Busan' };

describe('places', () => {
  it('names a place in the reader’s language, with its code when asked', () => {
    expect(placeName(shanghai, 'ko')).toBe('상하이');
    expect(placeName(shanghai, 'en')).toBe('Shanghai');
    expect(placeLabel(shanghai, 'ko')).toBe('상하이 (CNSHA)');
    expect(placeLabel(shanghai, 'en')).toBe('Shanghai (CNSHA)');
    expect(laneLabel(shanghai, busan, 'ko')).toBe('상하이 → 부산');
    expect(laneLabel(shanghai, busan, 'en')).toBe('Shanghai → Busan');
  });

  it('falls back to what is known: the other name, the typed text, the code', () => {
    expect(placeName({ code: 'X', nameKo: '부산', nameEn: null }, 'en')).toBe('부산');
    expect(placeLabel({ code: null, nameKo: null, nameEn: null, text: 'Incheon warehouse 3' }, 'ko')).toBe(
      'Incheon warehouse 3',
    );
    expect(placeLabel({ code: 'CNNGB' }, 'ko')).toBe('CNNGB');
  });
});
