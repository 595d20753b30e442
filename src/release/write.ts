import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256 } from '../core/hash.js';
import { toJsonl } from '../core/jsonl.js';
import { formatOracleRows } from '../core/oracle-rows.js';
import type { CorpusRecord, OracleRow, Qrel, QueryRecord, Task } from '../core/types.js';
import { TOOL_VERSION } from '../core/version.js';
import { toTaskRecord } from '../tasks/load.js';
import { MANIFEST_FILES, RELEASE_TIMINGS_FILE, RELEASE_VERSION } from './format.js';
import { formatReleaseTimings } from './timings.js';
import { byCodeUnit } from '../core/order.js';

/** The records of a release, as its one writer takes them (construct/records.ts makes them from a build). */
export interface ReleaseContents {
  queries: readonly QueryRecord[];
  corpus: readonly CorpusRecord[];
  /** one relevant canonical per query (qrels/test.tsv) */
  qrels: readonly Qrel[];
  /** in release order (construct/ids.ts sortOracleRows) */
  oracle: readonly OracleRow[];
  tasks: readonly Task[];
  /** build-report.md */
  report: string;
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
  /** the build's environment (construct/environment.ts BuildEnvironment) */
  environment: unknown;
}

/**
 * Write the release. Every hashed file is a pure function of the tasks, options and seed, so two builds are
 * byte-identical there. The oracle rows' milliseconds, timings by nature, go to timings.json (release format 2),
 * which the manifest does not list; the build's own timings live in the command's summary (stderr and --json).
 */
export function writeRelease(
  outDir: string,
  release: ReleaseContents,
  manifest: ManifestInput,
): Record<string, string> {
  mkdirSync(join(outDir, 'qrels'), { recursive: true });
  const qrels =
    'query-id\tcorpus-id\tscore\n' +
    release.qrels.map((q) => `${q.queryId}\t${q.corpusId}\t${q.score}`).join('\n') +
    (release.queries.length ? '\n' : '');
  const contents: Record<(typeof MANIFEST_FILES)[number], string> = {
    'queries.jsonl': toJsonl(release.queries),
    'corpus.jsonl': toJsonl(release.corpus),
    'qrels/test.tsv': qrels,
    'oracle.jsonl': formatOracleRows(release.oracle, { ms: false }),
    'tasks.jsonl': toJsonl(release.tasks.map(toTaskRecord)),
    'build-report.md': release.report,
  };
  const files: Record<string, string> = {};
  for (const name of MANIFEST_FILES) {
    writeFileSync(join(outDir, name), contents[name]);
    files[name] = sha256(contents[name]);
  }
  const doc = {
    schemaVersion: RELEASE_VERSION,
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
    ...repositoryCode(release.tasks), // tasks from `execret import repo`: the release holds that repository's code
    files,
  };
  const text = JSON.stringify(doc, null, 2) + '\n';
  writeFileSync(join(outDir, 'manifest.json'), text);
  writeFileSync(join(outDir, RELEASE_TIMINGS_FILE), formatReleaseTimings(release.oracle));
  return { ...files, 'manifest.json': sha256(text) };
}

/**
 * Tasks imported from a repository carry `source`: the manifest then says the release holds that repository's
 * code (its functions, context and history), so that a release built from a private repository is not shared as
 * if it were a public benchmark. The commits are those of the tasks' sources (null: not a git repository).
 */
function repositoryCode(tasks: readonly Task[]): {
  repositoryCode?: { tasks: number; commits: (string | null)[]; note: string };
} {
  const from = tasks.filter((t) => t.source);
  if (from.length === 0) return {};
  const commits = [...new Set(from.map((t) => t.source!.commit))].sort((a, b) =>
    a === null ? (b === null ? 0 : 1) : b === null ? -1 : byCodeUnit(a, b),
  );
  return {
    repositoryCode: {
      tasks: from.length,
      commits,
      note: "this release holds code of the repository its tasks were imported from (execret import repo); share it only as that repository's code may be shared",
    },
  };
}
