import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { searchPath } from '../../core/env.js';
import { inputError } from '../../core/errors.js';
import { toJsonl } from '../../core/jsonl.js';
import type { Logger } from '../../core/log.js';
import type { Task } from '../../core/types.js';
import { TOOL_VERSION } from '../../core/version.js';
import { createOracle } from '../../execute/oracle.js';
import type { IsolationInfo, Oracle, OracleOptions, Suite, SuiteResult } from '../../execute/types.js';
import { resolvePython } from '../../lang/python/runtime.js';
import { toTaskRecord } from '../../tasks/load.js';
import { validateTask } from '../../tasks/schema.js';
import {
  checkDomainRule,
  domainOf,
  gitHead,
  repoAdapter,
  repoTaskId,
  walkRepository,
  type RepoAdapter,
  type RepoCandidate,
} from '../../tasks/import/repo/index.js';
import { historyDistractors, type HistorySummary } from './history.js';
import { failureReason, type RepoSkipReason } from './reasons.js';

export interface ImportRepoOptions extends OracleOptions {
  /** the repository's folder */
  dir: string;
  /** native task JSONL to write */
  out: string;
  /** the language whose files are read (one adapter each; default python) */
  language?: string;
  /** how a task's domain is read from its path: a DOMAIN_RULES name or `regex:PATTERN` (default `top`) */
  domainFrom?: string;
  /** earlier versions of each function from the git history, as `history` distractors */
  history?: boolean;
  /** at most this many commits of a file are read for --history (default 50) */
  historyCommits?: number;
  /** at most this many distinct earlier versions of a function are run (default 8) */
  historyVersions?: number;
  /** only the tasks whose id this accepts are run and written (a shard's part of the work: src/scale) */
  keep?: (id: string) => boolean;
  /** called once per skipped function or file, as it happens (the CLI prints it on stderr) */
  onSkip?: (skip: RepoSkip) => void;
  log?: Logger;
}

export interface RepoSkip {
  /** the file, relative to the repository */
  file: string;
  line: number;
  /** the task id it would have had (null for a whole file) */
  id: string | null;
  reason: RepoSkipReason;
  detail: string;
}

/** The version of the summary `execret import repo --json` prints (its `schemaVersion`). */
export const IMPORT_REPO_SUMMARY_VERSION = 1;

export interface ImportRepoSummary {
  schemaVersion: typeof IMPORT_REPO_SUMMARY_VERSION;
  toolVersion: string;
  format: 'repo';
  dir: string;
  /** HEAD of the repository, or null when it is not a git repository */
  commit: string | null;
  out: string | null;
  language: string;
  files: { read: number; skipped: number };
  /** module-level functions seen, and those with doctest examples */
  functions: number;
  doctested: number;
  tasks: number;
  tests: number;
  skipped: RepoSkip[];
  skippedByReason: Partial<Record<RepoSkipReason, number>>;
  /** tests left out of kept tasks, by reason */
  droppedTests: Partial<Record<RepoSkipReason, number>>;
  history: HistorySummary | null;
  isolation: IsolationInfo;
  timing: { seconds: number };
}

/**
 * `execret import repo DIR`: every module-level function of the repository with tests (doctests, pytest asserts)
 * becomes a task, with its module's context; each is run in the sandbox, twice, and kept only with the tests that
 * pass both times. With `history`, earlier versions of each function from git that fail today's tests become its
 * `history` distractors. Nothing is skipped silently; one bad file never stops the import.
 */
export async function importRepo(opts: ImportRepoOptions): Promise<ImportRepoSummary> {
  const t0 = performance.now();
  const dir = resolve(opts.dir);
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw inputError('not a directory', { file: opts.dir }, 'pass the folder of a repository');
  const domainRule = opts.domainFrom ?? 'top';
  checkDomainRule(domainRule);
  const adapter = repoAdapter(opts.language ?? 'python');
  const path = searchPath(opts.env);
  const python = resolvePython(opts.python, opts.env?.EXECRET_PYTHON, path);
  const head = gitHead(dir, path);
  const commit = 'commit' in head ? head.commit : null;
  const summary: ImportRepoSummary = {
    schemaVersion: IMPORT_REPO_SUMMARY_VERSION,
    toolVersion: TOOL_VERSION,
    format: 'repo',
    dir: opts.dir,
    commit,
    out: null,
    language: adapter.language,
    files: { read: 0, skipped: 0 },
    functions: 0,
    doctested: 0,
    tasks: 0,
    tests: 0,
    skipped: [],
    skippedByReason: {},
    droppedTests: {},
    history: null,
    isolation: { level: 'none', mechanisms: [], missing: [] },
    timing: { seconds: 0 },
  };
  const skip = (s: RepoSkip) => {
    summary.skipped.push(s);
    summary.skippedByReason[s.reason] = (summary.skippedByReason[s.reason] ?? 0) + 1;
    opts.onSkip?.(s);
  };

  const files = adapter.extract(dir, walkRepository(dir, adapter.extensions), python.executable);
  const candidates = toTasks(files, adapter, { commit, domainRule }, summary, skip).filter(
    (t) => opts.keep?.(t.id) ?? true,
  );
  const oracle = await createOracle({ ...opts, languages: [adapter.language] });
  summary.isolation = oracle.isolation;
  let kept: Task[];
  try {
    kept = await keepPassing(oracle, candidates, summary, skip);
    if (opts.history) {
      const h = await historyDistractors(
        oracle,
        dir,
        kept,
        adapter,
        python.executable,
        {
          commit,
          commits: opts.historyCommits ?? 50,
          versions: opts.historyVersions ?? 8,
        },
        path,
      );
      summary.history = h.summary;
      kept = h.tasks;
      if (h.summary.unavailable) opts.log?.warn(`--history: ${h.summary.unavailable}; importing without it`);
    }
  } finally {
    await oracle.close();
  }
  summary.skipped.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
  summary.tasks = kept.length;
  summary.tests = kept.reduce((n, t) => n + t.tests.length, 0);
  if (kept.length > 0) {
    mkdirSync(dirname(resolve(opts.out)), { recursive: true });
    writeFileSync(opts.out, toJsonl(kept.map(toTaskRecord)));
    summary.out = opts.out;
  }
  summary.timing.seconds = Math.round((performance.now() - t0) / 100) / 10;
  return summary;
}

interface Naming {
  commit: string | null;
  domainRule: string;
}

/** Candidates become tasks (not yet run), or skips with their reasons; ids are unique, in file and line order. */
function toTasks(
  files: ReturnType<RepoAdapter['extract']>,
  adapter: RepoAdapter,
  naming: Naming,
  summary: ImportRepoSummary,
  skip: (s: RepoSkip) => void,
): Task[] {
  const out: Task[] = [];
  const ids = new Set<string>();
  for (const f of files) {
    if (f.skip) {
      summary.files.skipped++;
      skip({ file: f.path, line: f.line ?? 0, id: null, reason: 'unreadable', detail: f.skip });
      continue;
    }
    summary.files.read++;
    for (const c of f.functions) {
      summary.functions++;
      if ((c.examples ?? 0) > 0) summary.doctested++;
      const id = repoTaskId(f.path, c.name);
      const at = { file: f.path, line: c.line, id };
      const problem = candidateProblem(c);
      if (problem) {
        skip({ ...at, ...problem });
        continue;
      }
      if (ids.has(id)) {
        skip({ ...at, reason: 'duplicateId', detail: `${id} is defined earlier in the repository` });
        continue;
      }
      ids.add(id);
      const doctests = c.tests ?? [];
      const record: Record<string, unknown> = {
        id,
        language: adapter.language,
        domain: domainOf(naming.domainRule, f.path, c.module),
        query: c.query!,
        entry_point: c.name,
        code: c.code!,
        tests: [...doctests, ...(c.pytest ?? [])],
        ...(doctests.length ? { setup: adapter.setup } : {}),
        ...(c.inputs?.length ? { inputs: c.inputs } : {}),
        ...(c.context ? { context: c.context } : {}),
        source: { path: f.path, line: c.line, commit: naming.commit },
      };
      out.push(validateTask(record, { file: f.path, line: c.line }));
    }
  }
  return out;
}

function candidateProblem(c: RepoCandidate): { reason: RepoSkipReason; detail: string } | null {
  if (c.skip) {
    const reason: RepoSkipReason = c.skip.startsWith('imports a package')
      ? 'missingPackage'
      : /^imports .* which does not parse/.test(c.skip)
        ? 'unreadable'
        : 'unsupported';
    return { reason, detail: c.skip };
  }
  if (!c.tests?.length && !c.pytest?.length)
    return {
      reason: 'noTests',
      detail: (c.examples ?? 0) > 0 ? 'no example has an expected output' : 'no doctest',
    };
  if (!c.query) return { reason: 'noProse', detail: 'the docstring has no prose besides its examples' };
  return null;
}

/**
 * Run each task's reference twice in the sandbox: its tests, then the ones that passed again in reverse order (a
 * second, separately cached suite, which also catches a test that depends on another's leftovers). A test is kept
 * when it passed both times; a task with none left is skipped with the reason of its first failing test.
 */
async function keepPassing(
  oracle: Oracle,
  tasks: readonly Task[],
  summary: ImportRepoSummary,
  skip: (s: RepoSkip) => void,
): Promise<Task[]> {
  const suite = (t: Task, tests: string[]): Suite => ({
    snippet: t.id,
    task: t.id,
    language: t.language,
    code: t.code,
    ...(t.setup ? { setup: t.setup } : {}),
    ...(t.context ? { context: t.context } : {}),
    tests,
  });
  const first = await oracle.run(tasks.map((t) => suite(t, t.tests)));
  const passing = tasks.map((t, i) => t.tests.filter((_, k) => first[i].tests[k]?.status === 'passed'));
  const again = await oracle.run(tasks.map((t, i) => suite(t, [...passing[i]].reverse())));
  const out: Task[] = [];
  tasks.forEach((t, i) => {
    const second = new Map(passing[i].map((test, k) => [test, again[i].tests[passing[i].length - 1 - k]]));
    const tests: string[] = [];
    const drops: { reason: RepoSkipReason; detail: string }[] = [];
    t.tests.forEach((test, k) => {
      const a = first[i].tests[k];
      const b = second.get(test);
      if (a?.status !== 'passed') {
        const reason = failureReason(a?.status ?? 'crashed', a?.message ?? '');
        drops.push({ reason, detail: detailOf(reason, k, a) });
      } else if (b?.status !== 'passed')
        drops.push({ reason: 'nondeterministic', detail: detailOf('nondeterministic', k, b) });
      else tests.push(test);
    });
    if (tests.length === 0) {
      skip({ file: t.source!.path, line: t.source!.line, id: t.id, ...drops[0] });
      return;
    }
    // the tests left out of a kept task are counted by reason (those of a skipped task are in its skip)
    for (const d of drops) summary.droppedTests[d.reason] = (summary.droppedTests[d.reason] ?? 0) + 1;
    out.push({ ...t, tests });
  });
  return out;
}

function detailOf(reason: RepoSkipReason, k: number, o: SuiteResult['tests'][number] | undefined): string {
  const msg = (o?.message ?? '').split('\n')[0].slice(0, 200);
  return `test ${k}${reason === 'nondeterministic' ? ' passed once, then' : ''} ${o?.status ?? 'lost'}${msg ? `: ${msg}` : ''}`;
}
