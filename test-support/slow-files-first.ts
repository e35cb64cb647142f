/**
 * Vitest's order of test files (decision 117). Vitest starts the files it has timed before longest first, and
 * files it has not timed (every file of a clean clone) largest first. On a clean clone that started the API
 * step's longest file (the crash test's 20 hard kills, about 80 s on PGlite) after two thirds of the step, and the
 * other worker then sat idle through most of its end. The files below took longest in the run of 28 Nov 2026;
 * they start first, longest first, and the rest keep Vitest's order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const SLOW_FILES = [
  'apps/server/test/resilience/crash.test.ts',
  'apps/server/test/security/cross-site.test.ts',
  'apps/server/test/security/access-matrix.test.ts',
  'apps/server/test/resilience/process.test.ts',
  'apps/server/src/db/pglite-thread.test.ts',
  'apps/server/test/resilience/backup.test.ts',
  'apps/server/src/modules/reports/register-batches.test.ts',
  'apps/server/src/modules/products/bulk.test.ts',
  'apps/server/test/security/text-inputs.test.ts',
  'apps/server/test/security/search-limits.test.ts',
  'apps/server/test/resilience/concurrent-start.test.ts',
  'apps/server/src/modules/orders/orders.status.test.ts',
  'apps/server/test/resilience/file-modes.test.ts',
  'apps/server/test/security/fuzz.test.ts',
];

/** Where a file stands in SLOW_FILES, or after all of them. */
export function slowRank(moduleId: string): number {
  const path = moduleId.split('\\').join('/');
  const i = SLOW_FILES.findIndex((f) => path.endsWith(`/${f}`));
  return i < 0 ? SLOW_FILES.length : i;
}

export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Each project's files stay together in Vitest's order of projects; within one, the slow files go first and
    // the rest keep Vitest's order (Array.prototype.sort is stable).
    const byProject = new Map<string, TestSpecification[]>();
    for (const f of sorted) {
      const group = byProject.get(f.project.name);
      if (group) group.push(f);
      else byProject.set(f.project.name, [f]);
    }
    return [...byProject.values()].flatMap((group) => group.sort((a, b) => slowRank(a.moduleId) - slowRank(b.moduleId)));
  }
}
