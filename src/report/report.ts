import { execCutoffs } from '../metrics/index.js';
import { isAbsolute, resolve } from 'node:path';
import type { CorpusRecord, Edit } from '../core/types.js';
import { TOOL_VERSION } from '../core/version.js';
import { compareSystems, type CompareResult } from '../evaluate/compare.js';
import {
  loadResults,
  type BootstrapSettings,
  type LanguageMetrics,
  type MetricValue,
  type Results,
} from '../evaluate/results.js';
import type { LanguageId } from '../core/types.js';
import { tieWarning } from '../evaluate/tie-aware.js';
import { loadRelease, type Release } from '../release/index.js';
import {
  canonicalBelow,
  componentsFromCorpus,
  deceptionOf,
  execVsIdentity,
  missAttribution,
  perDomain,
  poolDensity,
  pooledCanonicalBelow,
  pooledDeception,
  stackedVsSingle,
  triples,
  type CanonicalBelowScopes,
  type CorpusIndex,
  type Deception,
  type ExecVsIdentity,
  type MissAttribution,
  type PerDomain,
  type PoolDensity,
  type PooledCanonicalBelow,
  type PooledDeception,
  type StackedComparison,
} from '../analysis/index.js';
import { rerankReport, type RerankReport } from './rerank.js';
import { openReport, type OpenReport } from './open.js';

/** The version of report.json `execret report` writes (its `schemaVersion`). */
export const REPORT_VERSION = 1;

export interface ReportSystem {
  name: string;
  config: Readonly<Record<string, unknown>>;
  /** as in summary.json: each metric's value and CI, and its tie-aware value and CI */
  metrics: Record<string, MetricValue>;
  /** per cut-off k, the queries whose rank k ties rank k + 1 (null for results written before it was recorded) */
  tiesAcross: Record<string, number> | null;
  missAttribution: MissAttribution;
  /** the paper's six bug types (`core`) and every bug type (`all`) */
  canonicalBelow: CanonicalBelowScopes;
  deception: Deception;
  poolDensity: PoolDensity;
}

export interface ExplorerHit {
  id: string;
  score: number;
  passing: boolean;
  /** 'canonical' | 'distractor' of this query, or 'other' (a snippet of another task) */
  relation: 'canonical' | 'distractor' | 'other';
  bugType: string | null;
}

export interface ExplorerQuery {
  id: string;
  text: string;
  domain: string;
  canonical: string;
  distractors: string[];
  /** top 10 per system, in the order of `systems` */
  top: ExplorerHit[][];
}

export interface ExplorerSnippet {
  text: string;
  task: string;
  kind: 'canonical' | 'distractor';
  bugType: string | null;
  edits: Edit[];
}

/**
 * The release's languages when it holds more than one: the ranking rule (each query ranks only its own language's
 * snippets), the queries per language, and each system's metrics over all queries and per language.
 */
export interface LanguagesSection {
  rule: string;
  queries: Partial<Record<LanguageId, number>>;
  systems: {
    name: string;
    all: Record<string, MetricValue>;
    byLanguage: Partial<Record<LanguageId, LanguageMetrics>>;
  }[];
}

/** Everything the report shows, as data. Rendering (Markdown, HTML) is a pure function of this object. */
export interface Report {
  schemaVersion: number;
  toolVersion: string;
  results: { path: string };
  release: { path: string; sha256: string; queries: number; snippets: number; distractors: number };
  seed: number;
  /** the bootstrap of the CIs in summary.json (null for results written before it was recorded) */
  bootstrap: BootstrapSettings | null;
  /** what a reader must know first, e.g. that ties decide exec@1 for many queries */
  warnings: string[];
  /** significance tiers and rank intervals on exec@1, and the pairwise tests (McNemar at every k, bootstrap of nDCG@10, Holm) */
  comparison: CompareResult;
  systems: ReportSystem[];
  /** every system's triples together, with the min-max bands over systems and bug types */
  pooled: { deception: PooledDeception; canonicalBelow: PooledCanonicalBelow };
  perDomain: PerDomain;
  /** per-language metrics, when the release holds more than one language (else null) */
  languages: LanguagesSection | null;
  /** pairs of systems ordered differently by exec@k and nDCG@k, per k */
  execVsIdentity: ExecVsIdentity[];
  stacked: StackedComparison | null;
  /** pipelines only: lift over the first stage, and the reranker table beside medoid (src/report/rerank.ts) */
  rerank: RerankReport | null;
  /** `eval --open` results only: planted against open labels, and prevalence (src/report/open.ts) */
  open?: OpenReport | null;
  explorer: { queries: ExplorerQuery[]; snippets: Record<string, ExplorerSnippet> };
}

export interface ReportOptions {
  /** results folder written by `execret eval --out` */
  results: string;
  /** release folder (default: the path recorded in summary.json) */
  release?: string;
  /** results folder of the same systems on a stacked-mutation release */
  stacked?: string;
  /** the stacked release (default: the path recorded in the stacked results' summary.json) */
  stackedRelease?: string;
  /** base the leaderboard and the pairwise tests on the tie-aware per-query values */
  tieAware?: boolean;
  /** pool-density draws (default 10) */
  draws?: number;
  /** queries in the explorer (default all) */
  explorerLimit?: number;
}

/**
 * Build the report data: every analysis of every system of a results folder, against the release it was
 * evaluated on (and, with `stacked`, the comparison with a stacked-mutation evaluation).
 */
export function createReport(opts: ReportOptions): Report {
  const results = loadResults(opts.results);
  const releasePath = opts.release ?? recordedRelease(results);
  const release = loadRelease(releasePath);
  const corpus = new Map<string, CorpusRecord>(release.corpus.map((d) => [d._id, d]));
  const seed = results.summary.seed;
  const componentsOf = componentsFromCorpus(corpus);
  // each system's triples once: for its deception and for the pooled figures
  const systemTriples = results.systems.map((s) => triples(s.rows, corpus, componentsOf));
  const systems: ReportSystem[] = results.systems.map((s, i) => ({
    name: s.name,
    config: s.config,
    metrics: s.metrics,
    tiesAcross: s.tiesAcross ?? null,
    missAttribution: missAttribution(s.rows, corpus),
    canonicalBelow: canonicalBelow(s.rows, componentsOf),
    deception: deceptionOf(systemTriples[i]),
    poolDensity: poolDensity(s.rows, corpus, { draws: opts.draws ?? 10, seed }),
  }));
  const ks = cutoffs(results);
  return {
    schemaVersion: REPORT_VERSION,
    toolVersion: TOOL_VERSION,
    results: { path: opts.results },
    release: {
      path: releasePath,
      sha256: release.sha256,
      queries: release.queries.length,
      snippets: release.corpus.length,
      distractors: release.corpus.filter((d) => d.kind === 'distractor').length,
    },
    seed,
    bootstrap: results.summary.bootstrap ?? null,
    warnings: warningsOf(results),
    comparison: compareSystems(results.summary, results.systems, { holm: true, tieAware: opts.tieAware }),
    systems,
    pooled: {
      deception: pooledDeception(
        results.systems.map((s, i) => ({
          name: s.name,
          triples: systemTriples[i],
          deception: systems[i].deception,
        })),
      ),
      canonicalBelow: pooledCanonicalBelow(systems),
    },
    perDomain: perDomain(results.systems),
    languages: languagesSection(results),
    execVsIdentity: execVsIdentity(results.systems, ks),
    stacked: opts.stacked ? stacked(results, corpus, opts) : null,
    rerank: rerankReport(results, corpus),
    ...openSection(results),
    explorer: explorer(results, release, corpus, opts.explorerLimit),
  };
}

/** Present only for `eval --open` results, so that other reports stay as they were. */
function openSection(results: Results): { open?: OpenReport } {
  const open = openReport(results);
  return open ? { open } : {};
}

function languagesSection(results: Results): LanguagesSection | null {
  const langs = results.summary.languages;
  if (!langs || !results.systems.some((s) => s.byLanguage)) return null;
  return {
    rule: langs.rule,
    queries: langs.queries,
    systems: results.systems.map((s) => ({ name: s.name, all: s.metrics, byLanguage: s.byLanguage ?? {} })),
  };
}

function recordedRelease(results: Results): string {
  const p = results.summary.release.path;
  return isAbsolute(p) ? p : resolve(p);
}

/** The cut-offs evaluated (from the metric names of the first system). */
function cutoffs(results: Results): number[] {
  return execCutoffs(Object.keys(results.systems[0]?.metrics ?? {}));
}

/** The summary's warnings; for results written before summaries carried them, the tie warning recomputed. */
function warningsOf(results: Results): string[] {
  if (results.summary.warnings) return results.summary.warnings;
  return results.systems.flatMap((s) => {
    if (!s.tiesAcross) return [];
    const w = tieWarning(s.name, s.rows.length, s.tiesAcross['1'] ?? 0, s.metrics['exec@1']);
    return w ? [w] : [];
  });
}

/** The matched stacked comparison: the stacked results against their own release (for stacked components). */
function stacked(results: Results, corpus: CorpusIndex, opts: ReportOptions): StackedComparison {
  const other = loadResults(opts.stacked!);
  const otherRelease = loadRelease(opts.stackedRelease ?? recordedRelease(other));
  const otherCorpus = new Map<string, CorpusRecord>(otherRelease.corpus.map((d) => [d._id, d]));
  return stackedVsSingle(
    { systems: results.systems, corpus, componentsOf: componentsFromCorpus(corpus) },
    { systems: other.systems, corpus: otherCorpus, componentsOf: componentsFromCorpus(otherCorpus) },
  );
}

/** The query explorer: every query (or the first `limit` by id), its own snippets, and each system's top 10. */
function explorer(
  results: Results,
  release: Release,
  corpus: CorpusIndex,
  limit: number | undefined,
): Report['explorer'] {
  const rowsBy = results.systems.map((s) => new Map(s.rows.map((r) => [r.query, r])));
  const snippets: Record<string, ExplorerSnippet> = {};
  const addSnippet = (id: string) => {
    const d = corpus.get(id);
    if (d && !snippets[id]) {
      snippets[id] = {
        text: d.text,
        task: d.task,
        kind: d.kind,
        bugType: d.bug_type ?? null,
        edits: d.edits ?? [],
      };
    }
  };
  const queries = release.queries.slice(0, limit ?? release.queries.length).map((q) => {
    const canonical = q.own.find((d) => d.kind === 'canonical')?._id ?? q.relevant[0];
    const distractors = q.own.filter((d) => d.kind === 'distractor').map((d) => d._id);
    [canonical, ...distractors].forEach(addSnippet);
    const top = rowsBy.map((m) =>
      (m.get(q._id)?.ranking ?? []).slice(0, 10).map((r) => {
        addSnippet(r.id);
        const d = corpus.get(r.id);
        const relation: ExplorerHit['relation'] = d?.task !== q.task ? 'other' : d.kind;
        return {
          id: r.id,
          score: r.score,
          passing: q.passing.includes(r.id),
          relation,
          bugType: d?.bug_type ?? null,
        };
      }),
    );
    return { id: q._id, text: q.text, domain: q.domain, canonical, distractors, top };
  });
  return { queries, snippets };
}
