import { isAbsolute, resolve } from 'node:path';
import type { CorpusRecord, Edit } from '../core/types.js';
import { SCHEMA_VERSION, TOOL_VERSION } from '../core/version.js';
import { loadResults, type MetricValue } from '../evaluate/results.js';
import { loadRelease } from '../release/index.js';
import {
  canonicalBelow,
  deception,
  deceptionBySpan,
  missAttribution,
  perDomain,
  poolDensity,
  stackedVsSingle,
  type CanonicalBelow,
  type Deception,
  type DeceptionBySpan,
  type MissAttribution,
  type PerDomain,
  type PoolDensity,
  type StackedComparison,
} from '../analysis/index.js';
import { rerankReport, type RerankReport } from './rerank.js';

export interface ReportSystem {
  name: string;
  config: Readonly<Record<string, unknown>>;
  metrics: Record<string, MetricValue>;
  missAttribution: MissAttribution;
  canonicalBelow: CanonicalBelow;
  deception: Deception;
  deceptionBySpan: DeceptionBySpan;
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

/** Everything the report shows, as data. Rendering (Markdown, HTML) is a pure function of this object. */
export interface Report {
  schemaVersion: number;
  toolVersion: string;
  results: { path: string };
  release: { path: string; sha256: string; queries: number; snippets: number; distractors: number };
  seed: number;
  systems: ReportSystem[];
  perDomain: PerDomain;
  stacked: StackedComparison[] | null;
  /** pipelines only: lift over the first stage, and the reranker table beside medoid (src/report/rerank.ts) */
  rerank: RerankReport | null;
  explorer: { queries: ExplorerQuery[]; snippets: Record<string, ExplorerSnippet> };
}

export interface ReportOptions {
  /** results folder written by `execret eval --out` */
  results: string;
  /** release folder (default: the path recorded in summary.json) */
  release?: string;
  /** results folder of the same systems on a stacked-mutation release */
  stacked?: string;
  /** pool-density draws (default 10) */
  draws?: number;
  /** queries in the explorer (default all) */
  explorerLimit?: number;
}

export function createReport(opts: ReportOptions): Report {
  const results = loadResults(opts.results);
  const releasePath =
    opts.release ??
    (isAbsolute(results.summary.release.path)
      ? results.summary.release.path
      : resolve(results.summary.release.path));
  const release = loadRelease(releasePath);
  const corpus = new Map<string, CorpusRecord>(release.corpus.map((d) => [d._id, d]));
  const seed = results.summary.seed;
  const systems: ReportSystem[] = results.systems.map((s) => ({
    name: s.name,
    config: s.config,
    metrics: s.metrics,
    missAttribution: missAttribution(s.rows, corpus),
    canonicalBelow: canonicalBelow(s.rows),
    deception: deception(s.rows),
    deceptionBySpan: deceptionBySpan(s.rows, corpus),
    poolDensity: poolDensity(s.rows, corpus, { draws: opts.draws ?? 10, seed }),
  }));
  const stacked = opts.stacked ? stackedVsSingle(results.systems, loadResults(opts.stacked).systems) : null;

  // Explorer: every query (or the first N by id), its own snippets, and each system's top 10.
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
  const queries = release.queries.slice(0, opts.explorerLimit ?? release.queries.length).map((q) => {
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
  return {
    schemaVersion: SCHEMA_VERSION,
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
    systems,
    perDomain: perDomain(results.systems),
    stacked,
    rerank: rerankReport(results, corpus),
    explorer: { queries, snippets },
  };
}
