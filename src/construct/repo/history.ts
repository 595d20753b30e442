import type { Task, TaskDistractor } from '../../core/types.js';
import type { Oracle, Suite, TestOutcome } from '../../execute/types.js';
import { syntaxKey, treeHasErrors, withTree } from '../../lang/parser.js';
import {
  fileHistory,
  gitPrefix,
  readObjects,
  type FileVersion,
  type RepoAdapter,
  type VersionRequest,
} from '../../tasks/import/repo/index.js';

export interface HistorySummary {
  /** why there is no history (not a git repository), or null */
  unavailable: string | null;
  /** files whose history was read, commits seen over them */
  files: number;
  commits: number;
  /** distinct earlier versions (in syntax tree) of the kept functions, and what became of them */
  versions: number;
  /** versions that fail at least one of today's tests: the distractors written */
  distractors: number;
  /** versions that pass every test today (a refactoring, not a bug) */
  passing: number;
  /** versions whose only failures are names or imports they miss today (the code around them changed) */
  importOnly: number;
  /** kept tasks with at least one history distractor */
  tasksWithHistory: number;
}

interface HistoryLimits {
  commit: string | null;
  /** commits read per file */
  commits: number;
  /** distinct earlier versions run per function */
  versions: number;
}

interface Earlier {
  task: number;
  code: string;
  version: FileVersion;
}

/**
 * The `history` distractors of each task: the earlier versions of its function, from the git history of its file
 * (renames followed), that parse, differ from today's code in syntax tree, and fail at least one of today's
 * tests in the sandbox (with today's context and setup). One `git log` per file and one `git cat-file --batch`
 * for all of them keep it bounded; the newest `versions` distinct versions of a function are tried.
 */
export async function historyDistractors(
  oracle: Oracle,
  dir: string,
  tasks: readonly Task[],
  adapter: RepoAdapter,
  interpreter: string,
  limits: HistoryLimits,
): Promise<{ tasks: Task[]; summary: HistorySummary }> {
  const summary: HistorySummary = {
    unavailable: null,
    files: 0,
    commits: 0,
    versions: 0,
    distractors: 0,
    passing: 0,
    importOnly: 0,
    tasksWithHistory: 0,
  };
  if (limits.commit === null) {
    summary.unavailable = `${dir} is not a git repository`;
    return { tasks: [...tasks], summary };
  }
  const prefix = gitPrefix(dir);
  const byFile = new Map<string, number[]>();
  tasks.forEach((t, i) => byFile.set(t.source!.path, [...(byFile.get(t.source!.path) ?? []), i]));
  const histories = new Map<string, FileVersion[]>();
  for (const path of [...byFile.keys()].sort()) {
    const versions = fileHistory(dir, prefix + path, limits.commits).filter(
      (v) => v.commit !== limits.commit,
    );
    histories.set(path, versions);
    summary.files++;
    summary.commits += versions.length;
  }
  const specs = [...histories.values()].flat().map((v) => `${v.commit}:${v.path}`);
  const texts = new Map(specs.map((s, i) => [s, i]));
  const contents = await readObjects(dir, [...texts.keys()]);
  const requests: VersionRequest[] = [];
  const meta = new Map<string, { task: number; version: FileVersion }>();
  for (const [path, versions] of histories) {
    for (const task of byFile.get(path)!) {
      versions.forEach((v, k) => {
        const text = contents[texts.get(`${v.commit}:${v.path}`)!];
        if (text === undefined) return;
        const key = `${task}:${k}`;
        requests.push({ key, text, name: tasks[task].entry_point });
        meta.set(key, { task, version: v });
      });
    }
  }
  const codes = adapter.functionVersions(requests, interpreter);
  const earlier = await distinctVersions(tasks, requests, codes, meta, limits.versions);
  summary.versions = earlier.length;
  const results = await oracle.run(earlier.map((e) => versionSuite(tasks[e.task], e)));
  const found = new Map<number, TaskDistractor[]>();
  earlier.forEach((e, i) => {
    const verdict = judge(results[i].tests);
    if (verdict === 'passes') summary.passing++;
    else if (verdict === 'importOnly') summary.importOnly++;
    else {
      summary.distractors++;
      found.set(e.task, [
        ...(found.get(e.task) ?? []),
        {
          code: e.code,
          bug_type: 'history',
          origin: 'history',
          commit: { id: e.version.commit, date: e.version.date, subject: e.version.subject },
        },
      ]);
    }
  });
  summary.tasksWithHistory = found.size;
  return {
    tasks: tasks.map((t, i) =>
      found.has(i) ? { ...t, distractors: [...(t.distractors ?? []), ...found.get(i)!] } : t,
    ),
    summary,
  };
}

/**
 * Per task, newest first: the versions of its function that parse and differ from today's code and from each
 * other in syntax tree, each credited to the oldest commit of the run of commits that had it (the commit that
 * introduced it), at most `cap`.
 */
async function distinctVersions(
  tasks: readonly Task[],
  requests: readonly VersionRequest[],
  codes: ReadonlyMap<string, string | null>,
  meta: ReadonlyMap<string, { task: number; version: FileVersion }>,
  cap: number,
): Promise<Earlier[]> {
  const todayKeys = new Map<number, string>();
  const out: Earlier[] = [];
  const seen = new Map<string, Earlier>();
  const previous = new Map<number, string>(); // the syntax key of the newer version just read, per task
  for (const r of requests) {
    const { task, version } = meta.get(r.key)!;
    const code = codes.get(r.key);
    if (!todayKeys.has(task)) todayKeys.set(task, await withTree(tasks[task].code, 'python', syntaxKey));
    if (!code) continue;
    const key = await withTree(code, 'python', (t) => (treeHasErrors(t, 'python') ? null : syntaxKey(t)));
    if (key === null || key === todayKeys.get(task)) {
      previous.set(task, key ?? '');
      continue;
    }
    const id = `${task}\u0000${key}`;
    const hit = seen.get(id);
    if (hit) {
      if (previous.get(task) === key) hit.version = version; // the same run: credit the older commit
    } else if (out.filter((e) => e.task === task).length < cap) {
      const e: Earlier = { task, code, version };
      seen.set(id, e);
      out.push(e);
    }
    previous.set(task, key);
  }
  return out;
}

function versionSuite(t: Task, e: Earlier): Suite {
  return {
    snippet: `${t.id}::history:${e.version.commit.slice(0, 12)}`,
    task: t.id,
    language: t.language,
    code: e.code,
    ...(t.setup ? { setup: t.setup } : {}),
    ...(t.context ? { context: t.context } : {}),
    tests: t.tests,
  };
}

/** A name or import the old version misses today: the code around it changed, not its behaviour. */
const IMPORT_ONLY = /(^|raised |in snippet: )(NameError|ImportError|ModuleNotFoundError)\b/;

function judge(tests: readonly TestOutcome[]): 'passes' | 'importOnly' | 'fails' {
  const bad = tests.filter((t) => t.status !== 'passed');
  if (bad.length === 0) return 'passes';
  if (bad.every((t) => (t.status === 'failed' || t.status === 'error') && IMPORT_ONLY.test(t.message)))
    return 'importOnly';
  return 'fails';
}
