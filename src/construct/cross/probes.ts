import type { Task, TestStatus } from '../../core/types.js';
import type { Oracle } from '../../execute/types.js';
import { screeningTimeLimit } from '../suites.js';

/**
 * A probe runs one snippet against another task's tests: does the snippet pass them? The cross-task checks
 * (name collisions, duplicates by execution) are made of probes.
 */
export interface Probe {
  /** the snippet that runs: a corpus id, its task, its code */
  snippet: { id: string; task: string; code: string };
  /** the task whose tests it runs against */
  target: Task;
  /** a name the snippet defines, bound to the target's entry point first (`target_entry = alias`) */
  alias?: string;
  /** milliseconds the target's own reference took on each of its tests */
  referenceMs: readonly number[];
}

export interface ProbeResult {
  /** every test of the target passed */
  passed: boolean;
  /** the first test that did not pass, and how */
  failure?: { test: number; status: TestStatus };
}

/** Tests per suite: a probe's test is cheap and a suite costs a fork; small chunks keep a loop from holding many. */
export const PROBE_CHUNK = 32;

/**
 * The time limit of a suite of probe tests, seconds, from the time the targets' own references took on the same
 * tests (`referenceMs`, summed over the chunk's tests): another task's reference that passes them should take about
 * as long, and one that loops costs the whole limit, which is most of what the cross-task checks cost. The rule is
 * the screening rule's shape (screeningTimeLimit) with PROBE_TIME_LIMIT: max(0.1 s, 3 x that), in 0.05 s steps,
 * capped. The oracle does not count time a suite spends waiting for a CPU, so a busy machine does not turn
 * slow-but-ending tests into time-outs, and a test that times out after others had used up the time runs again.
 * In a build a test that times out below the cap runs again alone under the cap before it is judged (runProbes'
 * `capS`): the limit sets how soon a loop is found out, the cap what the verdict is.
 */
export type ProbeLimit = (referenceMs: number) => number;

export const PROBE_TIME_LIMIT = { floorS: 0.1, factor: 3, stepS: 0.05 } as const;

export interface ProbeRunOptions {
  /**
   * The oracle group of a probe's suites (`Suite.group`: suites of one group may share a forked process). Absent
   * (the gate's cross checks): every suite gets a process of its own. Give one only to probes whose snippets all
   * come from one task entry (open evaluation: the snippet's task), so that a snippet's process holds no other
   * task's snippet.
   */
  group?: (p: Probe) => string | undefined;
  /**
   * Phases of tests (default: one a test index). Phase k < phases - 1 runs test k of the probes that passed every
   * test so far; the last phase runs every test left of the probes still passing. Fewer phases: fewer suites (a
   * suite costs a fork), more tests run after a probe already failed; the verdicts (the first failing test) are the
   * same.
   */
  phases?: number;
  /**
   * Run the target's module context BEFORE the snippet (as the suite's `context`) instead of after it in each
   * test: the snippet's own definitions then win over names the target's module also defines (a sibling function
   * of the target's file that has the snippet's entry point's name would otherwise replace the snippet, and the
   * binding would call it). Suites are then cut per (snippet code, target context).
   */
  contextFirst?: boolean;
  /**
   * The cap of a suite's time limit (the build's --variant-timeout): a time-out is a verdict only under the cap; a
   * test that used up a smaller limit itself runs again alone under the cap first, so that no verdict rests on the
   * targets' measured reference times (judgedAtCap). Absent: a time-out under the probe's own limit is final.
   */
  capS?: number;
  /**
   * With `capS`: every suite runs under the cap plus its tests' own probe budget (the rule's factor times their
   * references, stepped; one step at least), so that a test that loops is judged at the cap in the suite it first runs in,
   * instead of timing out under the probe limit and running again alone under the cap. A test that times out is
   * then final when it had the whole cap to itself (the tests before it took no more than the budget); else it runs
   * again alone under the cap. Costs a loop the cap instead of the probe limit and the cap (the open step).
   */
  capFirst?: boolean;
}

interface Item {
  probe: number;
  test: number;
}

/**
 * One test of a probe as a statement list: the target's context (a repository task's module code, which its tests
 * may use), the alias, the target's setup, then the test.
 */
function source(p: Probe, test: number, contextFirst = false): string {
  const alias =
    p.alias && p.alias !== p.target.entry_point ? `${p.target.entry_point} = ${p.alias}` : undefined;
  return [contextFirst ? undefined : p.target.context, alias, p.target.setup, p.target.tests[test]]
    .filter((s) => s !== undefined && s !== '')
    .join('\n');
}

/**
 * Run the probes. The tests of every probe of one snippet go into suites of PROBE_CHUNK tests (each test still in
 * a fresh namespace: the snippet, then the probe's alias, setup and test). Tests go in phases, one test index a
 * phase, each for the probes that passed every test so far: most pairs fail their first test, and a test that
 * fails costs nothing more.
 */
export async function runProbes(
  oracle: Oracle,
  probes: readonly Probe[],
  limit: ProbeLimit,
  opts: ProbeRunOptions = {},
): Promise<ProbeResult[]> {
  const results: ProbeResult[] = probes.map(() => ({ passed: true }));
  const record = (it: Item, status: TestStatus) => {
    const r = results[it.probe];
    if (status === 'passed' || (r.failure && r.failure.test < it.test)) return;
    results[it.probe] = { passed: false, failure: { test: it.test, status } };
  };
  const most = probes.reduce((m, p) => Math.max(m, p.target.tests.length), 0);
  const phases = Math.max(1, opts.phases ?? Infinity);
  for (let test = 0; test < most; test++) {
    // the last phase takes every test left
    const last = test >= phases - 1;
    const items = probes.flatMap((p, probe) => {
      if (!results[probe].passed || test >= p.target.tests.length) return [];
      const upTo = last ? p.target.tests.length : test + 1;
      return Array.from({ length: upTo - test }, (_, k) => ({ probe, test: test + k }));
    });
    const chunks = chunk(probes, items, opts.contextFirst).map((c) => ({ items: c, atCap: false }));
    // a test after a probe's first failing test cannot change its verdict
    const settled = (it: Item) => {
      const f = results[it.probe].failure;
      return f !== undefined && f.test < it.test;
    };
    await runItems(oracle, probes, limit, chunks, record, settled, opts);
    if (last) break;
  }
  return results;
}

/** A suite's worth of test items; `atCap`: run under the cap (a test that timed out below it, alone). */
interface Chunk {
  items: Item[];
  atCap: boolean;
}

/**
 * Run chunks of test items, one suite each. A suite's time limit covers all its tests, so when a test times out
 * the tests after it did not run. The one that timed out is its own verdict when the tests before it took less
 * than half the limit (it used the rest itself); otherwise it runs again alone. The tests after it run again,
 * split into up to four chunks, so a snippet that loops on many inputs is not found out one test per round.
 * With `opts.capS`, a time-out is a verdict only under the cap: a test that used up a smaller limit itself runs again
 * alone under the cap first, so that no verdict rests on the targets' measured reference times (judgedAtCap).
 *
 * Tests that run again leave out what cannot change a verdict: a test of a probe that already failed an earlier
 * test (`settled`) is dropped, and a test of a probe whose earlier test is running again is held back until that
 * one is judged (then dropped, or run). A probe's verdict stays its first failing test; a snippet that loops on all
 * of a target's tests costs one time-out (and one run under the cap), not one a test.
 */
async function runItems(
  oracle: Oracle,
  probes: readonly Probe[],
  limit: ProbeLimit,
  chunks: Chunk[],
  record: (it: Item, status: TestStatus) => void,
  settled: (it: Item) => boolean,
  opts: ProbeRunOptions,
): Promise<void> {
  const capS = opts.capS;
  const capFirst = opts.capFirst === true && capS !== undefined;
  let held: Item[] = [];
  while (chunks.length) {
    const limits = chunks.map((c) => {
      if (c.atCap && capS !== undefined) return capS;
      const ms = c.items.reduce((sum, it) => sum + probes[it.probe].referenceMs[it.test], 0);
      return capFirst ? capS! + budgetS(ms) : limit(ms);
    });
    const ran = await oracle.run(
      chunks.map((c, i) => {
        const p = probes[c.items[0].probe];
        const g = opts.group?.(p);
        const context = opts.contextFirst ? p.target.context : undefined;
        return {
          ...(g !== undefined && { group: g }),
          ...(context && { context }),
          snippet: `probe:${p.snippet.id}:${i}`,
          task: p.snippet.task,
          language: p.target.language,
          code: p.snippet.code,
          tests: c.items.map((it) => source(probes[it.probe], it.test, opts.contextFirst)),
          timeoutS: limits[i],
        };
      }),
    );
    const next: Chunk[] = [];
    const rests: Item[][] = [];
    chunks.forEach((c, i) => {
      const tests = ran[i].tests;
      const cut = tests.findIndex((t) => t.status === 'timeout');
      const before = tests.slice(0, Math.max(0, cut)).reduce((ms, t) => ms + t.ms, 0);
      // capFirst: the test had the whole cap to itself; else it used at least half the limit itself
      const own =
        cut >= 0 && (capFirst ? limits[i] * 1000 - before >= capS! * 1000 : before < (limits[i] * 1000) / 2);
      const final = own && (capS === undefined || limits[i] >= capS);
      c.items.forEach((it, j) =>
        cut < 0 || j < cut || (j === cut && final) ? record(it, tests[j].status) : undefined,
      );
      if (cut < 0) return;
      if (!final) next.push({ items: [c.items[cut]], atCap: own || capFirst });
      rests.push(c.items.slice(cut + 1));
    });
    // the earliest test of each probe that runs again alone: its later tests wait for its verdict
    const waiting = new Map<number, number>();
    for (const c of next) {
      const it = c.items[0];
      waiting.set(it.probe, Math.min(waiting.get(it.probe) ?? Infinity, it.test));
    }
    const blocked = (it: Item) => (waiting.get(it.probe) ?? Infinity) < it.test;
    const back = held.filter((it) => !settled(it) && !blocked(it));
    held = held.filter((it) => !settled(it) && blocked(it));
    for (const c of chunk(probes, back, opts.contextFirst)) next.push({ items: c, atCap: false });
    for (const r of rests) {
      const live = r.filter((it) => !settled(it));
      held.push(...live.filter(blocked));
      const go = live.filter((it) => !blocked(it));
      const size = Math.ceil(go.length / 4);
      for (let k = 0; k < go.length; k += size) next.push({ items: go.slice(k, k + size), atCap: false });
    }
    chunks = next;
  }
}

/**
 * The probe budget of tests whose references took `ms` in all: PROBE_TIME_LIMIT's rule with one step as its floor,
 * uncapped.
 */
function budgetS(ms: number): number {
  return screeningTimeLimit(ms, Infinity, { ...PROBE_TIME_LIMIT, floorS: PROBE_TIME_LIMIT.stepS });
}

/**
 * Items grouped by snippet code (and target context, with contextFirst), in first-seen order, each group cut into
 * chunks of PROBE_CHUNK.
 */
function chunk(probes: readonly Probe[], items: readonly Item[], byContext = false): Item[][] {
  const groups = new Map<string, Item[]>();
  for (const it of items) {
    const p = probes[it.probe];
    const code = byContext ? `${p.target.context ?? ''}\0${p.snippet.code}` : p.snippet.code;
    const g = groups.get(code);
    if (g) g.push(it);
    else groups.set(code, [it]);
  }
  const out: Item[][] = [];
  for (const g of groups.values())
    for (let i = 0; i < g.length; i += PROBE_CHUNK) out.push(g.slice(i, i + PROBE_CHUNK));
  return out;
}
