import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { escapeLike } from './admin-users.repository.ts';
import { assertMayDisable, toUserSearchText } from './admin-users.rules.ts';

describe('staff account rules', () => {
  it('refuses disabling oneself with CONFLICT, allows anyone else', () => {
    expect(() => assertMayDisable('usr_a', 'usr_a')).toThrow(AppError);
    expect(() => assertMayDisable('usr_a', 'usr_a')).toThrow('CONFLICT');
    expect(() => assertMayDisable('usr_a', 'usr_b')).not.toThrow();
  });

  it('turns typed text into a search, with phone digits only for phone-like input', () => {
    expect(toUserSearchText(undefined)).toEqual({});
    expect(toUserSearchText('   ')).toEqual({});
    expect(toUserSearchText(' 김바로 ')).toEqual({ text: '김바로' });
    expect(toUserSearchText('ＫＩＭ')).toEqual({ text: 'KIM' });
    expect(toUserSearchText('010-1234-5678')).toEqual({ text: '010-1234-5678', phoneDigits: '01012345678' });
    expect(toUserSearchText('(010) 1234')).toEqual({ text: '(010) 1234', phoneDigits: '0101234' });
    expect(toUserSearchText('12')).toEqual({ text: '12' });
    expect(toUserSearchText('kim123')).toEqual({ text: 'kim123' });
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});
