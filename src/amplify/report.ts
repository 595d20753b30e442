import { REJECT_REASONS, type AmplifyReport, type AmplifySummary, type RejectReason } from './types.js';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The human summary of `execret amplify`: tests before and after, kill rates, rejections and dropped tasks. */
export function renderAmplifySummary(s: AmplifySummary, opts: { perTask?: boolean } = {}): string {
  return renderAmplifyReport(s, {
    ...opts,
    where: s.out ? `written to ${s.out}` : 'written (nothing written)',
  });
}

/** The same for a report without files (`build --amplify` logs it). */
export function renderAmplifyReport(
  s: AmplifyReport,
  opts: { perTask?: boolean; where?: string } = {},
): string {
  const lines = [
    `amplify: ${s.tasks} tasks -> ${s.written} ${opts.where ?? 'kept'} (seed ${s.seed}, ${(s.timings.total / 1000).toFixed(1)} s)`,
    `  tests: ${s.testsBefore} before, ${s.testsAfter} after (max ${s.options.maxTests}, min ${s.options.minTests} per task)`,
    `  mutation kill rate over ${s.killRate.mutants} sampled mutants: ${pct(s.killRate.before)} before, ${pct(s.killRate.after)} after`,
  ];
  const rej = Object.entries(s.rejected) as [RejectReason, number][];
  if (rej.length) {
    lines.push('  candidate inputs rejected:');
    for (const [k, n] of rej.sort((a, b) => b[1] - a[1]))
      lines.push(`    ${String(n).padStart(6)}  ${REJECT_REASONS[k]}`);
  }
  if (s.dropped.length) {
    lines.push(`  ${s.dropped.length} task(s) left out:`);
    for (const d of s.dropped.slice(0, 20)) lines.push(`    ${d.task}: ${d.reason}`);
    if (s.dropped.length > 20) lines.push(`    ... ${s.dropped.length - 20} more (--json lists them all)`);
  }
  if (opts.perTask) {
    lines.push('  per task: tests before -> after, mutants killed before -> after (of sampled)');
    for (const t of s.perTask) {
      const k =
        t.killedBefore === null ? 'no kill data' : `${t.killedBefore} -> ${t.killedAfter} of ${t.mutants}`;
      lines.push(
        `    ${t.task}: ${t.testsBefore} -> ${t.testsAfter}; ${k}${t.dropped ? ` (left out: ${t.dropped})` : ''}`,
      );
    }
  }
  return lines.join('\n') + '\n';
}
