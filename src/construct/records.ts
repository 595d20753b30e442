import type { CorpusRecord, OracleRow, Qrel, QueryRecord, Task } from '../core/types.js';
import type { SuiteResult } from '../execute/types.js';
import type { ReleaseContents } from '../release/write.js';
import { snippetId, sortOracleRows } from './ids.js';
import { assertCorpusShape } from './stages/5-integrity.js';
import type { Candidate, TaskBuild } from './types.js';

/**
 * What a build releases, as the records of the release format (src/release/write.ts writes them): the queries,
 * the corpus (canonicals and kept distractors), the qrels, the oracle rows and the tasks.
 */
export function releaseContents(
  builds: readonly TaskBuild[],
  oracle: OracleRow[],
  report: string,
): ReleaseContents {
  const { queries, corpus } = releaseRecords(builds);
  const qrels: Qrel[] = builds.map((b) => ({
    queryId: b.task.id,
    corpusId: snippetId(b.task.id, b.task.code),
    score: 1,
  }));
  const tasks: Task[] = builds.map((b) => b.task);
  return { queries, corpus, qrels, oracle, tasks, report };
}

/** A stacked distractor's edit, verified alone: the single-edit candidate and how it fails by itself. */
function componentRecord(k: Candidate) {
  return {
    mutant: k.mutant.id,
    bug_type: k.mutant.bug_type,
    operator: k.mutant.operator,
    failure: k.failure,
  };
}

/**
 * A distractor's corpus record. `operator`, `failure` and `mutant` (the candidate's id in `execret mutate`
 * output) extend the corpus record of docs/formats.md; so do `components` (stacked) and `centre` (balanced pools:
 * the centre's corpus id, on every distractor of the pool, the centre's own included). Readers ignore fields they
 * do not know.
 */
function distractorRecord(task: string, c: Candidate, centre: string | undefined): CorpusRecord {
  return {
    _id: snippetId(task, c.mutant.code),
    text: c.mutant.code,
    task,
    kind: 'distractor',
    bug_type: c.mutant.bug_type,
    edits: c.mutant.edits,
    operator: c.mutant.operator,
    failure: c.failure,
    mutant: c.mutant.id,
    ...(c.components ? { components: c.components.map(componentRecord) } : {}),
    ...(centre ? { centre } : {}),
    // Task-provided distractors only: an engine row has no origin (readers take absent as `engine`), so that
    // releases of tasks without provided distractors stay byte-identical to those built before.
    ...(c.origin ? { origin: c.origin } : {}),
    ...(c.commit ? { commit: c.commit } : {}),
  } as CorpusRecord;
}

export function releaseRecords(builds: readonly TaskBuild[]): {
  queries: QueryRecord[];
  corpus: CorpusRecord[];
} {
  const queries: QueryRecord[] = [];
  const corpus: CorpusRecord[] = [];
  for (const { task, kept, centre } of builds) {
    queries.push({
      _id: task.id,
      text: task.query,
      domain: task.domain,
      language: task.language,
      entry_point: task.entry_point,
      ...(centre ? { pool: 'balanced' } : {}),
    } as QueryRecord);
    corpus.push({
      _id: snippetId(task.id, task.code),
      text: task.code,
      task: task.id,
      kind: 'canonical',
      bug_type: null,
      edits: [],
    });
    const centreId = centre && snippetId(task.id, kept.find((c) => c.mutant.id === centre)!.mutant.code);
    for (const c of kept) corpus.push(distractorRecord(task.id, c, centreId));
  }
  assertCorpusShape(queries, corpus);
  return { queries, corpus };
}

/**
 * oracle.jsonl: every executed row of the released snippets, from the reference run and the variant screening
 * (or, with `matrix`, the full outcome matrix of `--full-oracle`). These are served by the outcome cache on a
 * rebuild, so `ms` is stable; the uncached final sweep only checks.
 */
export function oracleRows(
  builds: readonly TaskBuild[],
  references: Map<string, SuiteResult>,
  matrix?: Map<string, SuiteResult>,
): OracleRow[] {
  const rows: OracleRow[] = [];
  const push = (snippet: string, r: SuiteResult) =>
    r.tests.forEach((t, i) =>
      rows.push({
        snippet,
        task: r.task,
        test: i,
        status: t.status,
        ms: t.ms,
        message: t.message,
      }),
    );
  for (const b of builds) {
    push(snippetId(b.task.id, b.task.code), references.get(b.task.id)!);
    for (const c of b.kept) push(snippetId(b.task.id, c.mutant.code), matrix?.get(c.mutant.id) ?? c.result);
  }
  return sortOracleRows(rows);
}
