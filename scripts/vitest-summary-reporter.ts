import type { Reporter, TestModule } from 'vitest/node';

// Ends the run with one plain line, "N passed, N failed, N skipped", that tools outside the
// project (CI's log reader) understand without knowing Vitest's own summary format. Above it, the
// time each project's files took and the slowest files: CI has a time budget, and a log that says
// where the minutes went is the first thing needed when the suite outgrows it.
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    const projectSeconds = new Map<string, { files: number; seconds: number }>();
    const files: { name: string; seconds: number }[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed++;
      const seconds = moduleSeconds(module);
      const project = module.project.name;
      const entry = projectSeconds.get(project) ?? { files: 0, seconds: 0 };
      projectSeconds.set(project, { files: entry.files + 1, seconds: entry.seconds + seconds });
      files.push({ name: `${project}: ${module.relativeModuleId}`, seconds });
    }
    const lines = ['\nTime per project (files, seconds summed over workers):'];
    for (const [project, { files: count, seconds }] of [...projectSeconds].sort(
      (a, b) => b[1].seconds - a[1].seconds,
    )) {
      lines.push(
        `  ${project.padEnd(20)} ${String(count).padStart(4)} files ${seconds.toFixed(1).padStart(8)} s`,
      );
    }
    lines.push('Slowest files:');
    for (const file of files.sort((a, b) => b.seconds - a.seconds).slice(0, 15)) {
      lines.push(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.name}`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}

function moduleSeconds(module: TestModule): number {
  const d = module.diagnostic();
  return (
    (d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration) / 1000
  );
}
