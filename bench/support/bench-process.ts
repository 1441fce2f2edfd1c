import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Load } from './load.ts';

// What the API benches share: their servers run in child processes (so each has a process and an
// event loop to itself) and report their CPU time over IPC; results print one row per run.

/** Starts `file` (relative to bench/) as a child process and waits for its first IPC message. */
export function start<T>(file: string, env: Record<string, string>) {
  const child = fork(fileURLToPath(new URL(`../${file}`, import.meta.url)), {
    env: { ...process.env, ...env },
  });
  const ready = new Promise<T>((resolve, reject) => {
    child.once('message', (message) => resolve(message as T));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code} before it was ready`)));
  });
  return { child, ready };
}

/** The CPU time (µs) the child process has used so far. */
export function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve((message as { cpuMicros: number }).cpuMicros));
    child.send('cpu');
  });
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.send('stop');
  });
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

export const row = (label: string, result: Load, extra = '') =>
  console.log(
    `${label.padEnd(46)}${result.rps.toFixed(0).padStart(8)} req/s   p50 ${ms(result.p50).padStart(8)}   p99 ${ms(result.p99).padStart(8)}${extra}`,
  );
