import type { ImportRepoSummary } from './import-repo.js';
import { byCodeUnit } from '../../core/order.js';

/** The plain-text summary of `execret import repo` (stdout without --json). */
export function renderRepoSummary(s: ImportRepoSummary): string {
  const lines = [
    `import repo ${s.dir}${s.commit ? ` at ${s.commit.slice(0, 12)}` : ' (not a git repository)'}: ${s.tasks} tasks, ${s.tests} tests${s.out ? ` -> ${s.out}` : ''}`,
    `  files: ${s.files.read} read, ${s.files.skipped} skipped; functions: ${s.functions}, ${s.doctested} with doctests`,
  ];
  const by = Object.entries(s.skippedByReason).sort(([a], [b]) => byCodeUnit(a, b));
  if (by.length) lines.push(`  skipped: ${by.map(([k, n]) => `${k} ${n}`).join(', ')}`);
  const dropped = Object.entries(s.droppedTests).sort(([a], [b]) => byCodeUnit(a, b));
  if (dropped.length)
    lines.push(`  tests left out of kept tasks: ${dropped.map(([k, n]) => `${k} ${n}`).join(', ')}`);
  if (s.history) {
    const h = s.history;
    lines.push(
      h.unavailable
        ? `  history: ${h.unavailable}`
        : `  history: ${h.files} files, ${h.commits} commits, ${h.versions} earlier versions: ${h.distractors} fail today's tests (distractors), ${h.passing} pass, ${h.importOnly} only miss names; ${h.withOldHelpers} of the distractors run with their old helpers; ${h.tasksWithHistory} tasks carry one`,
    );
  }
  lines.push(`  isolation: ${s.isolation.level}; ${s.timing.seconds} s`);
  return lines.join('\n') + '\n';
}
