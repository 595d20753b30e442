import { writeOracleRows } from '../core/oracle-rows.js';
import { createLogger } from '../core/log.js';
import type { OracleRow, TestStatus } from '../core/types.js';
import { TOOL_VERSION } from '../core/version.js';
import { loadTasks } from '../tasks/load.js';
import { PRIVATE_MOUNTS, type FsView } from './fs-view.js';
import { createOracle } from './oracle.js';
import { firstLine, printable } from './printable.js';
import type { IsolationInfo, OracleOptions, RuntimeInfo, Suite } from './types.js';

/** The version of the summary `execret verify --json` prints (its `schemaVersion`). */
export const VERIFY_SUMMARY_VERSION = 1;

export interface VerifyOptions extends OracleOptions {
  /** native task JSONL */
  tasks: string;
  /** write oracle.jsonl rows here */
  out?: string;
}

export interface FailingReference {
  task: string;
  /** the tests that did not pass: 0-based index, status and message */
  tests: { test: number; status: TestStatus; message: string }[];
}

export interface VerifySummary {
  schemaVersion: number;
  toolVersion: string;
  command: 'verify';
  tasksFile: string;
  ok: boolean;
  counts: {
    tasks: number;
    tests: number;
    passedTasks: number;
    failedTasks: number;
    statuses: Record<TestStatus, number>;
  };
  failing: FailingReference[];
  isolation: IsolationInfo;
  /** what snippets saw of the host's file system */
  filesystem: FilesystemSummary;
  runtimes: RuntimeInfo[];
  limits: { timeoutS: number; memoryMb: number; jobs: number };
  cache: { path: string | null; hits: number; misses: number };
  timing: { seconds: number; suitesPerS: number };
  out: string | null;
}

/**
 * `minimal`: only `bound` (host paths bound read-only at the same path) and `symlinks` of the host, plus the sandbox's own
 * `private` folders; `host`: the whole host file system, as far as the snippet's uid may read it.
 */
export type FilesystemSummary =
  | { view: 'minimal'; bound: string[]; symlinks: Record<string, string>; private: string[] }
  | { view: 'host' };

export function filesystemSummary(view: FsView | undefined): FilesystemSummary {
  if (!view) return { view: 'host' };
  return {
    view: 'minimal',
    bound: [...view.binds],
    symlinks: Object.fromEntries(view.symlinks),
    private: Object.values(PRIVATE_MOUNTS),
  };
}

export interface VerifyResult {
  summary: VerifySummary;
  rows: OracleRow[];
}

/** Run every task's reference code against its tests. `summary.ok` is false when any reference fails a test. */
export async function verify(options: VerifyOptions): Promise<VerifyResult> {
  const tasks = loadTasks(options.tasks);
  const log = options.log ?? createLogger();
  const suites: Suite[] = tasks.map((t) => ({
    snippet: t.id,
    task: t.id,
    language: t.language,
    code: t.code,
    setup: t.setup,
    ...(t.context ? { context: t.context } : {}),
    tests: t.tests,
  }));
  const t0 = performance.now();
  const languages = [...new Set(tasks.map((t) => t.language))];
  const oracle = await createOracle({ ...options, log, languages });
  let results;
  try {
    results = await oracle.run(suites);
  } finally {
    await oracle.close();
  }
  const seconds = (performance.now() - t0) / 1000;

  const statuses: Record<TestStatus, number> = { passed: 0, failed: 0, error: 0, timeout: 0, crashed: 0 };
  const rows: OracleRow[] = [];
  const failing: FailingReference[] = [];
  let hits = 0;
  for (const r of results) {
    if (r.cached) hits++;
    r.tests.forEach((t, test) => {
      statuses[t.status]++;
      rows.push({ snippet: r.snippet, task: r.task, test, status: t.status, ms: t.ms, message: t.message });
    });
    if (!r.passed) {
      failing.push({
        task: r.task,
        tests: r.tests
          .map((t, test) => ({ test, status: t.status, message: t.message }))
          .filter((t) => t.status !== 'passed'),
      });
    }
  }
  if (options.out) writeOracleRows(options.out, rows);
  const summary: VerifySummary = {
    schemaVersion: VERIFY_SUMMARY_VERSION,
    toolVersion: TOOL_VERSION,
    command: 'verify',
    tasksFile: options.tasks,
    ok: failing.length === 0,
    counts: {
      tasks: tasks.length,
      tests: rows.length,
      passedTasks: tasks.length - failing.length,
      failedTasks: failing.length,
      statuses,
    },
    failing,
    isolation: oracle.isolation,
    filesystem: filesystemSummary(oracle.view),
    runtimes: oracle.runtimes,
    limits: {
      timeoutS: oracle.limits.timeoutS,
      memoryMb: oracle.limits.memoryMb,
      jobs: oracle.limits.jobs,
    },
    cache: { path: options.cache ? options.cache : null, hits, misses: results.length - hits },
    timing: { seconds: round3(seconds), suitesPerS: round3(results.length / Math.max(seconds, 1e-9)) },
    out: options.out ?? null,
  };
  return { summary, rows };
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** The human-readable summary (stderr-free: the caller decides where it goes). */
export function renderVerifySummary(s: VerifySummary): string {
  const c = s.counts;
  const lines = [
    `verify ${s.tasksFile}: ${c.passedTasks}/${c.tasks} references pass all tests (${c.tests} tests: ` +
      Object.entries(c.statuses)
        .filter(([, n]) => n > 0)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ') +
      ')',
    `isolation: ${s.isolation.level} (${s.isolation.mechanisms.join(', ')})` +
      (s.isolation.missing.length ? `; missing: ${s.isolation.missing.join('; ')}` : ''),
    `file system: ${describeFilesystem(s.filesystem)}`,
    `runtime: ${s.runtimes.map((r) => `${r.version} (${r.executable})`).join(', ')}`,
    `limits: timeout ${s.limits.timeoutS}s per suite, memory ${s.limits.memoryMb} MiB, ${s.limits.jobs} workers`,
    `cache: ${s.cache.path ?? 'off'}${s.cache.path ? ` (${s.cache.hits} hits, ${s.cache.misses} run)` : ''}`,
    `time: ${s.timing.seconds.toFixed(2)} s (${s.timing.suitesPerS.toFixed(1)} suites/s)`,
  ];
  if (s.out) lines.push(`wrote ${c.tests} rows to ${s.out}`);
  if (s.failing.length) {
    lines.push(`FAILING references (${s.failing.length}):`);
    for (const f of s.failing) {
      const first = f.tests[0];
      lines.push(
        `  ${printable(f.task)}: ${f.tests.length} test(s) not passed; test ${first.test} ${first.status}` +
          (first.message ? `: ${firstLine(first.message)}` : ''),
      );
    }
  }
  return lines.join('\n') + '\n';
}

/** One line: the bound paths when they are few, else their count (the JSON summary lists them all). */
function describeFilesystem(fs: FilesystemSummary): string {
  if (fs.view === 'host') return 'the whole host (no minimal view)';
  const links = Object.entries(fs.symlinks).map(([link, target]) => `${link} -> ${target}`);
  const shown = fs.bound.length + links.length <= 12;
  return (
    `minimal view, read-only: ` +
    (shown
      ? [...fs.bound, ...links].map(printable).join(', ')
      : `${fs.bound.length} host paths and ${links.length} symlinks (--json lists them)`) +
    `; private: ${fs.private.join(', ')}`
  );
}
