import { DEFAULT_SEARCH_PATH } from '../../core/env.js';
import type { Task, TaskDistractor } from '../../core/types.js';
import type { Oracle, Suite, TestOutcome } from '../../execute/types.js';
import { syntaxKey, treeHasErrors, withTree } from '../../lang/parser.js';
import {
  fileHistory,
  gitPrefix,
  readObjects,
  type FileVersion,
  type FunctionVersion,
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
  /**
   * of the distractors, those that needed names their own version of the module had (a helper since renamed or
   * removed, an import since dropped): their code carries those statements before the function
   */
  withOldHelpers: number;
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
  /** the statements of that version of the module the function needed then */
  helpers: string[] | null;
  version: FileVersion;
}

/**
 * The `history` distractors of each task: the earlier versions of its function, from the git history of its file
 * (renames followed), that parse, differ from today's code in syntax tree, and fail at least one of today's
 * tests in the sandbox (with today's context and setup). One `git log` per file and one `git cat-file --batch`
 * for all of them keep it bounded; the newest `versions` distinct versions of a function are tried. `gitPath`
 * is where git is found (the caller's PATH).
 */
export async function historyDistractors(
  oracle: Oracle,
  dir: string,
  tasks: readonly Task[],
  adapter: RepoAdapter,
  interpreter: string,
  limits: HistoryLimits,
  gitPath: string = DEFAULT_SEARCH_PATH,
): Promise<{ tasks: Task[]; summary: HistorySummary }> {
  const summary: HistorySummary = {
    unavailable: null,
    files: 0,
    commits: 0,
    versions: 0,
    distractors: 0,
    passing: 0,
    importOnly: 0,
    withOldHelpers: 0,
    tasksWithHistory: 0,
  };
  if (limits.commit === null) {
    summary.unavailable = `${dir} is not a git repository`;
    return { tasks: [...tasks], summary };
  }
  const prefix = gitPrefix(dir, gitPath);
  const byFile = new Map<string, number[]>();
  tasks.forEach((t, i) => byFile.set(t.source!.path, [...(byFile.get(t.source!.path) ?? []), i]));
  const histories = new Map<string, FileVersion[]>();
  for (const path of [...byFile.keys()].sort()) {
    const versions = fileHistory(dir, prefix + path, limits.commits, gitPath).filter(
      (v) => v.commit !== limits.commit,
    );
    histories.set(path, versions);
    summary.files++;
    summary.commits += versions.length;
  }
  const specs = [...histories.values()].flat().map((v) => `${v.commit}:${v.path}`);
  const texts = new Map(specs.map((s, i) => [s, i]));
  const contents = await readObjects(dir, [...texts.keys()], gitPath);
  const requests: VersionRequest[] = [];
  for (const [path, versions] of histories) {
    const names = [...new Set(byFile.get(path)!.map((i) => tasks[i].entry_point))].sort();
    for (const v of versions) {
      const spec = `${v.commit}:${v.path}`;
      const text = contents[texts.get(spec)!];
      if (text !== undefined) requests.push({ key: spec, text, names });
    }
  }
  const codes = adapter.functionVersions(requests, interpreter);
  const earlier = await distinctVersions(tasks, byFile, histories, codes, limits.versions);
  summary.versions = earlier.length;
  const verdicts = await runVersions(oracle, tasks, earlier, summary);
  const found = new Map<number, TaskDistractor[]>();
  earlier.forEach((e, i) => {
    const verdict = verdicts[i];
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
  byFile: ReadonlyMap<string, number[]>,
  histories: ReadonlyMap<string, FileVersion[]>,
  codes: ReadonlyMap<string, FunctionVersion | null>,
  cap: number,
): Promise<Earlier[]> {
  const out: Earlier[] = [];
  for (const [path, versions] of histories) {
    for (const task of byFile.get(path)!) {
      const today = await withTree(tasks[task].code, 'python', syntaxKey);
      const mine = new Map<string, Earlier>();
      let previous: string | null = null; // the syntax key of the newer version just read
      for (const version of versions) {
        const got = codes.get(`${version.commit}:${version.path}\u0000${tasks[task].entry_point}`);
        const code = got?.code;
        const key = code
          ? await withTree(code, 'python', (t) => (treeHasErrors(t, 'python') ? null : syntaxKey(t)))
          : null;
        if (key !== null && key !== today) {
          const hit = mine.get(key);
          if (hit && previous === key)
            hit.version = version; // the same run of commits: credit the older one
          else if (!hit && mine.size < cap)
            mine.set(key, { task, code: code!, helpers: got!.helpers, version });
        }
        previous = key;
      }
      out.push(...mine.values());
    }
  }
  return out;
}

/**
 * Each earlier version against today's tests. A version that fails only for a name it misses today runs again
 * with the statements its own version of the module gave it (a helper since renamed, an import since dropped):
 * what it did then is what is judged, and its code (`earlier`, updated in place) carries those statements.
 */
async function runVersions(
  oracle: Oracle,
  tasks: readonly Task[],
  earlier: Earlier[],
  summary: HistorySummary,
): Promise<Verdict[]> {
  const verdicts = (await oracle.run(earlier.map((e) => versionSuite(tasks[e.task], e)))).map((r) =>
    judge(r.tests),
  );
  const mendable = earlier.flatMap((e, i) => {
    const extra = verdicts[i] === 'importOnly' ? missingHelpers(tasks[e.task], e.helpers) : '';
    return extra ? [{ i, code: `${extra}\n\n\n${e.code}` }] : [];
  });
  const again = await oracle.run(
    mendable.map((m) => versionSuite(tasks[earlier[m.i].task], { ...earlier[m.i], code: m.code })),
  );
  mendable.forEach((m, k) => {
    const verdict = judge(again[k].tests);
    if (verdict === 'fails') summary.withOldHelpers++;
    if (verdict !== 'importOnly') {
      verdicts[m.i] = verdict;
      earlier[m.i] = { ...earlier[m.i], code: m.code };
    }
  });
  return verdicts;
}

/**
 * The statements of an earlier version's module that today's task does not have (not in its context nor its
 * code, statement by statement), joined; '' when there are none or they cannot be stated.
 */
function missingHelpers(t: Task, helpers: string[] | null): string {
  if (!helpers) return '';
  const today = `${t.context ?? ''}\n${t.code}`;
  return helpers
    .filter((h) => !today.includes(h.trim()))
    .join('')
    .trim();
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

type Verdict = 'passes' | 'importOnly' | 'fails';

function judge(tests: readonly TestOutcome[]): Verdict {
  const bad = tests.filter((t) => t.status !== 'passed');
  if (bad.length === 0) return 'passes';
  if (bad.every((t) => (t.status === 'failed' || t.status === 'error') && IMPORT_ONLY.test(t.message)))
    return 'importOnly';
  return 'fails';
}
