import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

describe('lazySchema', () => {
  const contract = z.object({ id: z.string() });

  it('loads the contract once, with the first answer, and checks every answer with it', async () => {
    const load = vi.fn(async () => contract);
    const schema = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    await expect(schema.parse({ id: 'usr_1', extra: 1 })).resolves.toEqual({ id: 'usr_1' });
    await expect(schema.parse({ id: 2 })).rejects.toThrow();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the load before the answer is there, and a failed load is tried again', async () => {
    const load = vi
      .fn<() => Promise<typeof contract>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(contract);
    const schema = lazySchema(load);
    schema.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(schema.parse({ id: 'usr_1' })).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
    await expect(schema.parse({ id: 'usr_1' })).resolves.toEqual({ id: 'usr_1' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
