import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256 } from '../core/hash.js';
import { toJsonl } from '../core/jsonl.js';
import { formatOracleRows } from '../core/oracle-rows.js';
import type { CorpusRecord, OracleRow, QueryRecord } from '../core/types.js';
import { SCHEMA_VERSION, TOOL_VERSION } from '../core/version.js';
import type { SuiteResult } from '../execute/types.js';
import { toTaskRecord } from '../tasks/load.js';
import { assertCorpusShape, sortOracleRows } from './stages/5-integrity.js';
import type { Candidate, TaskBuild } from './types.js';
import type { BuildEnvironment } from './environment.js';

/** The files of a release, in the order they are written and hashed. */
export const RELEASE_FILES = [
  'queries.jsonl',
  'corpus.jsonl',
  'qrels/test.tsv',
  'oracle.jsonl',
  'tasks.jsonl',
  'build-report.md',
] as const;

/**
 * A snippet's corpus id: `<task>-<first 10 hex digits of sha256(text)>`. Opaque on purpose: ranking breaks exact
 * score ties by id, and an id that told canonical from clone (`task` vs `task__m003`) would decide every tie the
 * same way. Stable for the same text, so rebuilds keep their ids.
 */
export function snippetId(task: string, text: string): string {
  return `${task}-${sha256(text).slice(0, 10)}`;
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

export interface ManifestInput {
  seed: number;
  options: Record<string, unknown>;
  inputFile: string;
  counts: Record<string, number>;
  distractorsPerBugType: Record<string, number>;
  /** only when some distractor came with its task: kept distractors by origin (`engine`, `llm`, `history`) */
  distractorsPerOrigin?: Record<string, number>;
  /** only when some task was generated: each model, and each prompt template's sha256 */
  provenance?: { models: string[]; prompt_sha256: Record<string, string[]> };
  runtimes: unknown;
  isolation: unknown;
  environment: BuildEnvironment;
}

/**
 * Write the release. Every file is a pure function of the tasks, options and seed (oracle `ms` comes from the
 * outcome cache on a rebuild), so two builds are byte-identical. Timings therefore live in the command's summary
 * (stderr and --json), not in the release.
 */
export function writeRelease(
  outDir: string,
  builds: readonly TaskBuild[],
  oracle: OracleRow[],
  report: string,
  manifest: ManifestInput,
): Record<string, string> {
  mkdirSync(join(outDir, 'qrels'), { recursive: true });
  const { queries, corpus } = releaseRecords(builds);
  const qrels =
    'query-id\tcorpus-id\tscore\n' +
    builds.map((b) => `${b.task.id}\t${snippetId(b.task.id, b.task.code)}\t1`).join('\n') +
    (queries.length ? '\n' : '');
  const contents: Record<(typeof RELEASE_FILES)[number], string> = {
    'queries.jsonl': toJsonl(queries),
    'corpus.jsonl': toJsonl(corpus),
    'qrels/test.tsv': qrels,
    'oracle.jsonl': formatOracleRows(oracle),
    'tasks.jsonl': toJsonl(builds.map((b) => toTaskRecord(b.task))),
    'build-report.md': report,
  };
  const files: Record<string, string> = {};
  for (const name of RELEASE_FILES) {
    writeFileSync(join(outDir, name), contents[name]);
    files[name] = sha256(contents[name]);
  }
  const doc = {
    schemaVersion: SCHEMA_VERSION,
    kind: 'execret-release',
    tool: { name: 'execret', version: TOOL_VERSION },
    environment: manifest.environment,
    runtimes: manifest.runtimes,
    isolation: manifest.isolation,
    seed: manifest.seed,
    options: manifest.options,
    input: {
      file: manifest.inputFile.split(/[\\/]/).pop(),
      sha256: sha256(readFileSync(manifest.inputFile)),
    },
    counts: manifest.counts,
    distractorsPerBugType: manifest.distractorsPerBugType,
    ...(manifest.distractorsPerOrigin ? { distractorsPerOrigin: manifest.distractorsPerOrigin } : {}),
    ...(manifest.provenance ? { provenance: manifest.provenance } : {}),
    files,
  };
  const text = JSON.stringify(doc, null, 2) + '\n';
  writeFileSync(join(outDir, 'manifest.json'), text);
  return { ...files, 'manifest.json': sha256(text) };
}
