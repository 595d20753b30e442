import type { Oracle } from '../../execute/types.js';
import { rejection, type Rejection } from '../rejections.js';
import type { TaskBuild } from '../types.js';
import { byCodeUnit } from '../../core/order.js';
import { execPairs, namePairs, probe, snippetsOf, taskFacts, type TaskFacts } from './pairs.js';
import { runProbes, type Probe, type ProbeLimit, type ProbeResult } from './probes.js';
import { similarPairs } from './query-similarity.js';

/** Queries whose TF-IDF cosine exceeds this are flagged as near-duplicates. */
export const QUERY_COSINE_LIMIT = 0.8;

/** Two tasks that bind the same module-level name, and what running each one's snippets on the other's tests gave. */
export interface NameCollision {
  tasks: [string, string];
  names: string[];
  /** snippets run against the other task's tests */
  probes: number;
  /** the first snippet that passed the other task's tests: then the two are duplicates */
  passed: { snippet: string; of: string; tests: string } | null;
  /** the task rejected for it (the second in id order), null when harmless */
  rejected: string | null;
}

/** Two tasks of which one's reference passes every test of the other (entry point aliased). */
export interface ExecDuplicate {
  tasks: [string, string];
  /** [first's reference passes the second's tests, second's passes the first's] */
  passes: [boolean, boolean];
  relation: 'duplicates' | 'special case';
  /** the task rejected for it with `strictDuplicates`, else null */
  rejected: string | null;
}

export interface SimilarQuery {
  tasks: [string, string];
  cosine: number;
  rejected: string | null;
}

export interface CrossFindings {
  collisions: NameCollision[];
  duplicates: ExecDuplicate[];
  similarQueries: SimilarQuery[];
  /** the duplicate check's pre-filter: ordered pairs considered, run, and left out (aliasing would break one) */
  pairs: { ordered: number; run: number; skipped: number };
  /** probes run in all (snippet x another task's tests), and the suites they took */
  probes: number;
}

export interface CrossOptions {
  /** reject duplicates by execution and near-duplicate queries too (name-collision duplicates always are) */
  strictDuplicates: boolean;
  /** milliseconds a task's reference took on each of its tests (the reference stage's run) */
  referenceMs: (task: string) => readonly number[];
  /** time limit of a suite of probe tests, from its targets' reference times */
  limit: ProbeLimit;
  /** the largest probe limit: a probe test that times out below it runs again alone under it before it is judged */
  capS?: number;
}

/** A probe list without repeats (a pair with one entry point is both a collision and a duplicate candidate). */
class ProbeSet {
  readonly probes: Probe[] = [];
  private readonly index = new Map<string, number>();
  add(p: Probe): number {
    const key = `${p.snippet.id}\0${p.target.id}\0${p.alias ?? ''}`;
    let i = this.index.get(key);
    if (i === undefined) this.index.set(key, (i = this.probes.push(p) - 1));
    return i;
  }
}

/**
 * The cross-task checks of the integrity stage, over the tasks' released snippets:
 *
 * - **Name collisions, decided by execution.** exec@k counts another task's snippet as failing without running
 *   it; that holds unless the snippet binds a name the other task's tests use. So when two tasks bind the same
 *   module-level name, each task's tests run against the other task's canonical and distractors. Nothing passes:
 *   harmless, both stay. Something passes: duplicates; the first in id order stays, the second is rejected.
 * - **Duplicates by execution.** Every task's tests run against every other task's reference with the entry
 *   point aliased, for the pairs the arity/type pre-filter leaves. One passing the other's tests: duplicates, or
 *   one is a special case of the other.
 * - **Near-duplicate queries**: TF-IDF cosine above QUERY_COSINE_LIMIT.
 *
 * The last two are reported, and rejected (the second in id order) only with `strictDuplicates`.
 */
export async function crossTaskChecks(
  oracle: Oracle,
  builds: readonly TaskBuild[],
  opts: CrossOptions,
): Promise<{ rejected: Rejection[]; findings: CrossFindings }> {
  const facts = await taskFacts(builds);
  const set = new ProbeSet();
  const ms = opts.referenceMs;
  const names = namePairs(facts).map((pair) => ({
    pair,
    probes: [
      ...snippetsOf(pair.a.build).map((s) => set.add(probe(s, pair.b.build.task, ms))),
      ...snippetsOf(pair.b.build).map((s) => set.add(probe(s, pair.a.build.task, ms))),
    ],
  }));
  const exec = await execPairs(facts);
  const execProbes = exec.pairs.map(([s, t]) =>
    set.add(probe(snippetsOf(s.build)[0], t.build.task, ms, s.build.task.entry_point)),
  );
  // the target's module context runs before the snippet, as `--open` runs it: a sibling of the target's file that
  // has the snippet's name must not replace the snippet (the snippet's own definitions win, as in its own module)
  const results = await runProbes(oracle, set.probes, opts.limit, { capS: opts.capS, contextFirst: true });

  const rejected: Rejection[] = [];
  const out = new Set<string>();
  const reject = (r: Rejection) => {
    rejected.push(r);
    out.add(r.task);
  };
  const collisions = names.map(({ pair, probes }) =>
    judgeCollision(pair.a, pair.b, pair.names, probes, set, results, out, reject),
  );
  const duplicates = judgeDuplicates(exec.pairs, execProbes, results, opts.strictDuplicates, out, reject);
  const similarQueries = judgeQueries(facts, opts.strictDuplicates, out, reject);
  return {
    rejected,
    findings: {
      collisions,
      duplicates,
      similarQueries,
      pairs: { ordered: exec.ordered, run: exec.pairs.length, skipped: exec.skipped },
      probes: set.probes.length,
    },
  };
}

function judgeCollision(
  a: TaskFacts,
  b: TaskFacts,
  names: string[],
  probes: number[],
  set: ProbeSet,
  results: ProbeResult[],
  out: Set<string>,
  reject: (r: Rejection) => void,
): NameCollision {
  const [ta, tb] = [a.build.task, b.build.task];
  const hit = probes.find((i) => results[i].passed);
  const p = hit === undefined ? undefined : set.probes[hit];
  const passed = p ? { snippet: p.snippet.id, of: p.snippet.task, tests: p.target.id } : null;
  let rejectedTask: string | null = null;
  if (passed && !out.has(ta.id) && !out.has(tb.id)) {
    const kind =
      passed.snippet === snippetsOf(p!.snippet.task === ta.id ? a.build : b.build)[0].id
        ? 'canonical'
        : 'distractor';
    const detail = `"${names.join('", "')}"; ${passed.of}'s ${kind} ${passed.snippet} passes every test of ${passed.tests}`;
    reject(rejection(tb.id, 'duplicate-by-name', detail, ta.id));
    rejectedTask = tb.id;
  }
  return { tasks: [ta.id, tb.id], names, probes: probes.length, passed, rejected: rejectedTask };
}

function judgeDuplicates(
  pairs: [TaskFacts, TaskFacts][],
  probes: number[],
  results: ProbeResult[],
  strict: boolean,
  out: Set<string>,
  reject: (r: Rejection) => void,
): ExecDuplicate[] {
  const found = new Map<string, ExecDuplicate>();
  pairs.forEach(([s, t], k) => {
    if (!results[probes[k]].passed) return;
    const [x, y] = [s.build.task.id, t.build.task.id];
    const [first, second] = byCodeUnit(x, y) < 0 ? [x, y] : [y, x];
    const key = `${first} ${second}`;
    const d = found.get(key) ?? {
      tasks: [first, second],
      passes: [false, false],
      relation: 'special case',
      rejected: null,
    };
    d.passes[x === first ? 0 : 1] = true;
    d.relation = d.passes[0] && d.passes[1] ? 'duplicates' : 'special case';
    found.set(key, d);
  });
  const list = [...found.values()].sort(
    (p, q) => byCodeUnit(p.tasks[0], q.tasks[0]) || byCodeUnit(p.tasks[1], q.tasks[1]),
  );
  for (const d of list) {
    const [first, second] = d.tasks;
    const gone = [first, second].find((t) => out.has(t));
    if (gone !== undefined) d.rejected = gone; // for another reason already
    if (!strict || gone !== undefined) continue;
    const who =
      d.passes[0] && d.passes[1]
        ? 'each reference passes every test of the other'
        : d.passes[0]
          ? `the reference of ${first} passes every test of ${second}`
          : `its reference passes every test of ${first}`;
    reject(rejection(second, 'duplicate-by-execution', `${d.relation}: ${who}`, first));
    d.rejected = second;
  }
  return list;
}

function judgeQueries(
  facts: readonly TaskFacts[],
  strict: boolean,
  out: Set<string>,
  reject: (r: Rejection) => void,
): SimilarQuery[] {
  const tasks = facts.map((f) => f.build.task);
  // a query is ranked against its own language's snippets only: a twin in another language is no duplicate
  return similarPairs(
    tasks.map((t) => t.query),
    QUERY_COSINE_LIMIT,
  )
    .filter(({ i, j }) => tasks[i].language === tasks[j].language)
    .map(({ i, j, cosine }) => {
      const [a, b] = [tasks[i].id, tasks[j].id];
      const gone = [a, b].find((t) => out.has(t)) ?? null;
      const q: SimilarQuery = { tasks: [a, b], cosine: Math.round(cosine * 1000) / 1000, rejected: gone };
      if (strict && gone === null) {
        reject(rejection(b, 'similar-query', q.cosine.toFixed(3), a));
        q.rejected = b;
      }
      return q;
    });
}
