import { describe, expect, it } from 'vitest';
import { withCopies, zplJobProblem } from './zpl-job.ts';

describe('zplJobProblem', () => {
  it('accepts label formats', () => {
    expect(zplJobProblem('^XA^PW812^LL1218^FO10,10^BCN,100,Y,N,N^FD123456789012^FS^XZ')).toBeNull();
    expect(zplJobProblem('\r\n^XA^FO1,1^GFA,2,2,1,FF00^FS^XZ\n^XA^XZ\n')).toBeNull();
  });
  it('refuses what is not a label', () => {
    expect(zplJobProblem('~HS')).toEqual({ problem: 'notLabel' });
    expect(zplJobProblem('^XA^FDno end^FS')).toEqual({ problem: 'notLabel' });
  });
  it('refuses commands that change or wipe the printer', () => {
    expect(zplJobProblem('^XA^JUS^XZ')).toEqual({ problem: 'forbiddenCommand', command: '^JU' });
    expect(zplJobProblem('^XA^NSS,10.0.0.9,255.255.255.0^XZ')).toMatchObject({ command: '^NS' });
    expect(zplJobProblem('^XA^XZ~JR')).toEqual({ problem: 'notLabel' });
    expect(zplJobProblem('^XA~jr^XZ')).toMatchObject({ command: '~JR' });
    expect(zplJobProblem('^XA^IDE:*.*^FS^XZ')).toMatchObject({ command: '^ID' });
  });
  it('ignores command-like text inside field data, and refuses raw Hangul', () => {
    expect(zplJobProblem('^XA^FO1,1^A0N,20,20^FDtype ^JU to save^FS^XZ')).toBeNull();
    expect(zplJobProblem('^XA^FO1,1^A0N,20,20^FD홍길동^FS^XZ')).toEqual({ problem: 'notAscii' });
  });
});

describe('withCopies', () => {
  it('adds a print quantity to a single format', () => {
    expect(withCopies('^XA^FDx^FS^XZ', 3)).toBe('^XA^FDx^FS^PQ3^XZ');
    expect(withCopies('^XA^XZ', 1)).toBe('^XA^XZ');
  });
  it('repeats jobs that already set a quantity or hold several formats', () => {
    expect(withCopies('^XA^PQ2^XZ', 2)).toBe('^XA^PQ2^XZ\n^XA^PQ2^XZ');
    expect(withCopies('^XA^XZ^XA^XZ', 2).split('^XA')).toHaveLength(5);
  });
});
