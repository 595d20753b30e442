import type { CorpusRecord, QueryRecord } from '../../core/types.js';
import type { Oracle, SuiteResult } from '../../execute/types.js';
import { getLanguage } from '../../lang/index.js';
import { crossTaskChecks, type CrossFindings, type CrossOptions } from '../cross/index.js';
import type { Candidate, StageOutcome, TaskBuild } from '../types.js';
import { mutantSuite } from '../suites.js';

export interface Dropped {
  id: string;
  task: string;
  reason: string;
}

export interface IntegrityOutcome extends StageOutcome<TaskBuild> {
  /** distractors dropped by the sweep (passed every test on re-run) or for duplicate text */
  dropped: Dropped[];
  sweep: Map<string, SuiteResult>;
  /** name collisions, duplicates by execution and near-duplicate queries */
  cross: CrossFindings;
  /** milliseconds the cross-task checks took */
  crossMs: number;
}

/**
 * Stage 5, corpus integrity. Ids and texts are unique; a distractor binds no module-level name that its own
 * canonical does not and another task does; a final sweep re-runs every kept distractor without the cache and
 * drops any that now passes every test (a flaky kill); then the cross-task checks: no snippet of one task passes
 * another task's tests by name, and duplicates by execution and near-duplicate queries are found (cross/). Every
 * query keeps exactly one canonical by construction (checked when the release is written).
 */
export async function checkIntegrity(
  oracles: { sweep: Oracle; cross: Oracle },
  builds: TaskBuild[],
  opts: CrossOptions,
): Promise<IntegrityOutcome> {
  const dropped: Dropped[] = [];
  dropDuplicateTexts(builds, dropped);
  await dropForeignNames(builds, dropped);
  const sweep = await sweepDistractors(oracles.sweep, builds, dropped);
  const t0 = performance.now();
  const cross = await crossTaskChecks(oracles.cross, builds, opts);
  const crossMs = Math.round(performance.now() - t0);
  const out = new Set(cross.rejected.map((r) => r.task));
  return {
    accepted: builds.filter((b) => !out.has(b.task.id)),
    rejected: cross.rejected,
    dropped,
    sweep,
    cross: cross.findings,
    crossMs,
  };
}

/** Ids and texts are unique across the corpus: a distractor that repeats one is dropped. */
function dropDuplicateTexts(builds: TaskBuild[], dropped: Dropped[]): void {
  const texts = new Map<string, string>();
  const ids = new Set<string>();
  for (const b of builds) {
    texts.set(b.task.code, b.task.id);
    ids.add(b.task.id);
  }
  for (const b of builds) {
    b.kept = b.kept.filter((c) => {
      const clash = texts.get(c.mutant.code);
      if (clash !== undefined || ids.has(c.mutant.id)) {
        const reason = `duplicate ${clash ? `text of ${clash}` : 'id'}`;
        dropped.push({ id: c.mutant.id, task: b.task.id, reason });
        return false;
      }
      texts.set(c.mutant.code, c.mutant.id);
      ids.add(c.mutant.id);
      return true;
    });
  }
}

/** Module-level names keyed by language (a snippet only ever runs the tests of its own language). */
async function moduleLevelNames(language: TaskBuild['task']['language'], code: string): Promise<string[]> {
  return (await getLanguage(language).syntax.moduleLevelNames(code)).map((n) => `${language}:${n}`);
}

/**
 * Names: a distractor must not bind a module-level name that its own canonical does not bind and another task
 * does (a mutant that turned one name into another's). Names its canonical binds are judged by the cross-task
 * checks, by execution.
 */
async function dropForeignNames(builds: TaskBuild[], dropped: Dropped[]): Promise<void> {
  const owner = new Map<string, string>();
  const own = new Map<TaskBuild, Set<string>>();
  for (const b of builds) {
    own.set(b, new Set(await moduleLevelNames(b.task.language, b.task.code)));
    for (const n of own.get(b)!) if (!owner.has(n)) owner.set(n, b.task.id);
  }
  for (const b of builds) {
    const keep = [];
    for (const c of b.kept) {
      const names = await moduleLevelNames(b.task.language, c.mutant.code);
      const foreign = names.find((n) => owner.has(n) && !own.get(b)!.has(n));
      if (foreign)
        dropped.push({
          id: c.mutant.id,
          task: b.task.id,
          reason: `binds "${foreign.slice(foreign.indexOf(':') + 1)}" of ${owner.get(foreign)}`,
        });
      else keep.push(c);
    }
    b.kept = keep;
  }
}

/**
 * The sweep re-runs, without the cache and under the full limit, the test that killed each distractor while
 * screening (its last screened test: screening stops at the first test that does not pass). A distractor that
 * fails it again does not pass all its tests; one that passes it now is re-run on every test, and dropped if it
 * passes them all.
 */
async function sweepDistractors(
  sweepOracle: Oracle,
  builds: TaskBuild[],
  dropped: Dropped[],
): Promise<Map<string, SuiteResult>> {
  const all = builds.flatMap((b) => b.kept.map((c) => ({ b, c })));
  const killing = (c: Candidate) => Math.max(0, c.result.tests.length - 1);
  const first = await sweepOracle.run(
    all.map(({ b, c }) => ({ ...mutantSuite(b.task, c.mutant), tests: [b.task.tests[killing(c)]] })),
  );
  const again = all.filter((_, i) => first[i].passed);
  const full = await sweepOracle.run(
    again.map(({ b, c }) => ({ ...mutantSuite(b.task, c.mutant), failFast: true })),
  );
  const sweep = new Map<string, SuiteResult>();
  const survivors = new Set<string>();
  all.forEach(({ c }, i) => sweep.set(c.mutant.id, first[i]));
  again.forEach(({ c }, i) => {
    sweep.set(c.mutant.id, full[i]);
    if (full[i].passed) survivors.add(c.mutant.id);
  });
  for (const b of builds) {
    b.kept = b.kept.filter((c) => {
      if (!survivors.has(c.mutant.id)) return true;
      dropped.push({ id: c.mutant.id, task: b.task.id, reason: 'passed every test on the final sweep' });
      return false;
    });
  }
  return sweep;
}

/** Exactly one canonical per query, every qrel points at an existing canonical of the same task. */
export function assertCorpusShape(queries: QueryRecord[], corpus: CorpusRecord[]): void {
  const canon = new Map<string, number>();
  const ids = new Set<string>();
  for (const d of corpus) {
    if (ids.has(d._id)) throw new Error(`internal: duplicate corpus id ${d._id}`);
    ids.add(d._id);
    if (d.kind === 'canonical') canon.set(d.task, (canon.get(d.task) ?? 0) + 1);
  }
  for (const q of queries) {
    if (canon.get(q._id) !== 1)
      throw new Error(`internal: query ${q._id} has ${canon.get(q._id) ?? 0} canonicals`);
  }
}
