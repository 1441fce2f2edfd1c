import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';
import { buildStorybookIfStale } from './storybook-build.ts';
import { buildWebAppsIfStale } from './web-build.ts';

// Global setup of the e2e project: what every journey file needs is made once per run, so the
// files can run side by side. The builds are current before any server serves them, and one server
// start initialises, migrates and seeds a data directory that each file's server starts from a
// copy of (a first start is the slow part of a journey file).
export default async function e2eSetup(project: TestProject): Promise<() => Promise<void>> {
  await Promise.all([buildWebAppsIfStale(), buildStorybookIfStale()]);
  const server = await startServer({ readyTimeoutMs: 180_000, dataTemplate: undefined });
  let template: string;
  try {
    template = await server.stopKeepingData();
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('e2eDataTemplate', template);
  return () => rm(template, { recursive: true, force: true });
}
