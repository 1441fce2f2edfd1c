import type { PgBoss } from 'pg-boss';
import type { AppDeps } from '../../app-deps.ts';
import { collectFileGarbage } from './collect-file-garbage.ts';
import { purgeFile } from './purge-file.ts';

/** Hourly: unbound uploads older than a day, and deletions that did not finish. */
export const FILE_GC_QUEUE = 'files.gc';
/** One file whose object removal failed when it was deleted; retried with back-off. */
export const FILE_PURGE_QUEUE = 'files.purge';

type FileJobDeps = Pick<AppDeps, 'db' | 'storage' | 'now'> & {
  log?: { warn(data: object, message: string): void };
};

export async function registerFileJobs(
  jobs: PgBoss,
  deps: FileJobDeps,
  options: { purgeRetryDelaySeconds?: number; pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await jobs.createQueue(FILE_GC_QUEUE, { policy: 'exclusive', retryLimit: 0, expireInSeconds: 30 * 60 });
  await jobs.schedule(FILE_GC_QUEUE, '17 * * * *');
  await jobs.work(FILE_GC_QUEUE, async () => {
    await collectFileGarbage(deps);
  });

  await jobs.createQueue(
    FILE_PURGE_QUEUE,
    options.purgeRetryDelaySeconds === undefined
      ? {
          retryLimit: 12,
          retryDelay: 30,
          retryBackoff: true,
          retryDelayMax: 60 * 60,
          expireInSeconds: 5 * 60,
        }
      : { retryLimit: 12, retryDelay: options.purgeRetryDelaySeconds, expireInSeconds: 5 * 60 },
  );
  await jobs.work<{ key: string }>(
    FILE_PURGE_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
    async ([job]) => {
      if (job) await purgeFile(deps, job.data.key);
    },
  );
}

/** Asks for another attempt at removing a deleted file's object (one job per key at a time). */
export async function enqueueFilePurge(jobs: PgBoss, key: string): Promise<void> {
  await jobs.send(FILE_PURGE_QUEUE, { key }, { singletonKey: key });
}
