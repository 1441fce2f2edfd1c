import { describe, expect, it } from 'vitest';
import { TaggedCache } from './tagged-cache.ts';

const cache = (options: { maxEntries?: number; ttlMs?: number; enabled?: () => boolean } = {}) => {
  let now = 0;
  const made = new TaggedCache<string>({
    maxEntries: options.maxEntries ?? 10,
    ttlMs: options.ttlMs ?? 1000,
    now: () => now,
    ...(options.enabled ? { enabled: options.enabled } : {}),
  });
  return { cache: made, advance: (ms: number) => (now += ms) };
};

describe('TaggedCache', () => {
  it('serves what was kept until one of its tags changes', () => {
    const { cache: c } = cache();
    c.set('a', 'A', ['user:1', 'team:1'], c.ticket());
    c.set('b', 'B', ['user:2', 'team:1'], c.ticket());
    c.set('c', 'C', ['user:3'], c.ticket());
    expect([c.get('a'), c.get('b'), c.get('c')]).toEqual(['A', 'B', 'C']);
    c.invalidate('team:1');
    expect([c.get('a'), c.get('b'), c.get('c')]).toEqual([undefined, undefined, 'C']);
    c.set('a', 'A2', ['user:1', 'team:1'], c.ticket());
    expect(c.get('a')).toBe('A2');
    c.invalidate('*');
    expect([c.get('a'), c.get('c')]).toEqual([undefined, undefined]);
  });

  it('does not keep a read that began before any change (it may be from before the change)', () => {
    const { cache: c } = cache();
    const ticket = c.ticket();
    c.invalidate('user:9'); // a change to anything commits while the read is under way
    c.set('a', 'stale?', ['user:1'], ticket);
    expect(c.get('a')).toBeUndefined();
    c.set('a', 'fresh', ['user:1'], c.ticket());
    expect(c.get('a')).toBe('fresh');
  });

  it('forgets entries after their lifetime and the oldest beyond its size', () => {
    const { cache: c, advance } = cache({ maxEntries: 2, ttlMs: 100 });
    c.set('a', 'A', [], c.ticket());
    c.set('b', 'B', [], c.ticket());
    c.set('c', 'C', [], c.ticket());
    expect([c.get('a'), c.get('b'), c.get('c')]).toEqual([undefined, 'B', 'C']);
    advance(100);
    expect(c.get('b')).toBeUndefined();
  });

  it('serves and keeps nothing while disabled (no live change feed)', () => {
    let enabled = false;
    const { cache: c } = cache({ enabled: () => enabled });
    c.set('a', 'A', [], c.ticket());
    enabled = true;
    expect(c.get('a')).toBeUndefined();
    c.set('a', 'A', [], c.ticket());
    expect(c.get('a')).toBe('A');
    enabled = false;
    expect(c.get('a')).toBeUndefined();
  });

  it('starts over rather than remember the versions of ever more tags', () => {
    const { cache: c } = cache({ maxEntries: 3 });
    c.set('a', 'A', ['user:a'], c.ticket());
    for (const tag of ['user:1', 'user:2', 'user:3']) c.invalidate(tag);
    expect(c.get('a')).toBe('A');
    c.invalidate('user:4');
    expect(c.get('a')).toBeUndefined();
  });
});
