/**
 * `run:PATH[?name=...]`: a system scored from its TREC run file (trec-run.ts). Each query's row holds the run's
 * score for every document the run retrieved and -Infinity ("not retrieved") for the rest, so the central
 * ranking (score descending, ties by document id descending, src/retrieve/rank.ts) orders the run's documents
 * exactly as trec_eval does and never ranks a document the run did not retrieve. A query with no line in the run
 * has an empty ranking and scores 0 at every k (trec_eval's -c convention), and is reported.
 *
 * A query id or a document id the release does not hold is an input error naming the run's file and line: it
 * almost always means the run was made for another release or with mangled ids. `unknown-queries=drop` and
 * `unknown-docs=drop` leave such lines out instead (the rest of the query's ranking closes up), and report them.
 */
import { inputError, usageError } from '../../core/errors.js';
import { didYouMean } from '../../core/suggest.js';
import { checkOptions } from '../options.js';
import type { Doc, Query, ReleaseIds, RetrieveContext, Retriever, RetrieverFactory } from '../types.js';
import { readTrecRun, type TrecRun } from './trec-run.js';

/** How many ids a report lists. */
export const FIRST_IDS = 5;

export type UnknownPolicy = 'error' | 'drop';

/** What the run held that the release does not, and what the release holds that the run does not. */
export interface RunReport {
  file: string;
  sha256: string;
  gzipped: boolean;
  lines: number;
  tag: string;
  /** query ids in the run */
  queries: number;
  /** evaluated queries with no line in the run: they score 0 at every k */
  missingQueries: { count: number; first: string[] };
  /** lines whose query id is not in the release (only with unknown-queries=drop; else an error) */
  unknownQueries: { count: number; first: string[]; lines: number };
  /** lines whose document id is not in the release (only with unknown-docs=drop; else an error) */
  unknownDocs: { count: number; first: string[] };
  /** lines naming a release document outside the query's pool (another language): not ranked */
  otherPool: number;
}

export interface RunRetriever extends Retriever {
  readonly run: TrecRun;
  report(): RunReport;
}

function policy(name: string, options: Record<string, string>, key: string): UnknownPolicy {
  const v = options[key] ?? 'error';
  if (v !== 'error' && v !== 'drop')
    throw usageError(`retriever ${name}: option ${key}: expected "error" or "drop", got "${v}"`);
  return v;
}

export function createRunRetriever(name: string, options: Record<string, string>): RunRetriever {
  checkOptions(name, options, ['name', 'unknown-queries', 'unknown-docs']);
  const path = name.slice(name.indexOf(':') + 1);
  const onUnknownQuery = policy(name, options, 'unknown-queries');
  const onUnknownDoc = policy(name, options, 'unknown-docs');
  const run = readTrecRun(path);
  const systemName = options.name ?? run.tag;
  if (systemName.trim() === '') throw usageError(`retriever ${name}: option name: empty`);
  const missing = new Set<string>();
  const otherPool = new Set<string>();
  let checked: { unknownQueries: Map<string, number>; unknownDocs: Set<string> } | undefined;

  const report = (): RunReport => {
    const uq = checked?.unknownQueries ?? new Map<string, number>();
    const ud = [...(checked?.unknownDocs ?? [])].sort();
    const missingIds = [...missing].sort();
    return {
      file: run.file,
      sha256: run.sha256,
      gzipped: run.gzipped,
      lines: run.lines,
      tag: run.tag,
      queries: run.queries.size,
      missingQueries: { count: missingIds.length, first: missingIds.slice(0, FIRST_IDS) },
      unknownQueries: {
        count: uq.size,
        first: [...uq.keys()].sort().slice(0, FIRST_IDS),
        lines: [...uq.values()].reduce((a, b) => a + b, 0),
      },
      unknownDocs: { count: ud.length, first: ud.slice(0, FIRST_IDS) },
      otherPool: otherPool.size,
    };
  };
  // config is read after scoring, so it carries the report (summary.json's "config" of the system)
  const policies = { 'unknown-queries': onUnknownQuery, 'unknown-docs': onUnknownDoc };

  return {
    name,
    systemName,
    partial: true,
    run,
    get config() {
      return { kind: 'run', ...policies, ...report() };
    },
    report,
    notes: () => runNotes(report()),
    async score(queries: readonly Query[], docs: readonly Doc[], ctx: RetrieveContext) {
      const universe = ctx.universe ?? {
        queries: new Set(queries.map((q) => q.id)),
        docs: new Set(docs.map((d) => d.id)),
      };
      checked ??= checkIds(run, universe, onUnknownQuery, onUnknownDoc);
      const index = new Map(docs.map((d, i) => [d.id, i]));
      return queries.map((q) => {
        const row = new Float64Array(docs.length).fill(-Infinity);
        const entries = run.queries.get(q.id);
        if (!entries) missing.add(q.id);
        for (const [docid, e] of entries ?? []) {
          const j = index.get(docid);
          if (j !== undefined) row[j] = e.score;
          else if (universe.docs.has(docid)) otherPool.add(`${q.id}\t${docid}`);
        }
        return row;
      });
    },
  };
}

/** Every query and document id of the run checked against the release: an error, or counted to drop. */
function checkIds(
  run: TrecRun,
  universe: ReleaseIds,
  onUnknownQuery: UnknownPolicy,
  onUnknownDoc: UnknownPolicy,
): { unknownQueries: Map<string, number>; unknownDocs: Set<string> } {
  const unknownQueries = new Map<string, number>();
  const unknownDocs = new Set<string>();
  for (const [qid, entries] of run.queries) {
    if (!universe.queries.has(qid)) {
      if (onUnknownQuery === 'error') {
        const near = didYouMean(qid, [...universe.queries]);
        throw inputError(
          `query "${qid}" is not in the release${near ? ` (did you mean "${near}"?)` : ''}`,
          { file: run.file, line: run.firstLine.get(qid), field: 'qid' },
          'score the run against the release it was made for, or add ?unknown-queries=drop to leave its lines out',
        );
      }
      unknownQueries.set(qid, entries.size);
      continue;
    }
    for (const [docid, e] of entries) {
      if (universe.docs.has(docid)) continue;
      if (onUnknownDoc === 'error') {
        const near = didYouMean(docid, [...universe.docs]);
        throw inputError(
          `document "${docid}" is not in the release${near ? ` (did you mean "${near}"?)` : ''}`,
          { file: run.file, line: e.line, field: 'docid' },
          'score the run against the release it was made for, or add ?unknown-docs=drop to leave such lines out',
        );
      }
      unknownDocs.add(docid);
    }
  }
  return { unknownQueries, unknownDocs };
}

/** The report as the lines a user reads on stderr (summary.json holds it in the system's config). */
export function runNotes(r: RunReport): string[] {
  const list = (ids: string[], n: number): string =>
    ids.map((id) => `"${id}"`).join(', ') + (n > ids.length ? `, ... (${n - ids.length} more)` : '');
  const out: string[] = [];
  if (r.missingQueries.count > 0)
    out.push(
      `run ${r.file}: ${r.missingQueries.count} evaluated queries have no line in the run and score 0 at every k: ${list(r.missingQueries.first, r.missingQueries.count)}`,
    );
  if (r.unknownQueries.count > 0)
    out.push(
      `run ${r.file}: ${r.unknownQueries.lines} lines of ${r.unknownQueries.count} query ids not in the release were left out: ${list(r.unknownQueries.first, r.unknownQueries.count)}`,
    );
  if (r.unknownDocs.count > 0)
    out.push(
      `run ${r.file}: ${r.unknownDocs.count} document ids not in the release were left out (the ranks below them close up): ${list(r.unknownDocs.first, r.unknownDocs.count)}`,
    );
  if (r.otherPool > 0)
    out.push(
      `run ${r.file}: ${r.otherPool} lines name a document of another language's pool and are not ranked`,
    );
  return out;
}

export const runFactory: RetrieverFactory = {
  description:
    'a TREC run file (qid Q0 docid rank score tag, plain or gzipped) computed elsewhere: run:PATH[?name=SYSTEM]',
  options: { name: '(the run tag)', 'unknown-queries': 'error', 'unknown-docs': 'error' },
  create: (name, options) => createRunRetriever(name, { ...options }),
};
