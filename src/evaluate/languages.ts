/**
 * Languages in one release: a query is ranked against the snippets of its own language only. A JavaScript twin of
 * a Python task is no wrong answer to the Python query (a user searching Python code never sees it), so each
 * language's queries and snippets are evaluated as a pool of their own: the first stage is fitted and scored on
 * that pool (BM25's statistics are the language's own), rerankers see only it, and ranks count only its snippets.
 * A one-language release is one pool, evaluated exactly as before. Metrics are then reported over all queries
 * together (every query weighs the same) and per language.
 */
import type { LanguageId, Qrel } from '../core/types.js';
import { LANGUAGE_IDS } from '../lang/index.js';
import type { Release } from '../release/index.js';

/** The rule, as summary.json records it. */
export const LANGUAGE_RULE =
  "a query is ranked against the snippets of its own language only: each language's queries and snippets are scored, reranked and ranked as a pool of their own";

export interface LanguagePool {
  language: LanguageId;
  release: Release;
}

/**
 * The release split into one pool per language that has queries, in the language table's order (python,
 * javascript, typescript). A snippet's language is its task's; `tasks` maps every task of the full release to its
 * language (when the queries were restricted, the snippets of the other tasks still belong to their pools).
 * A release of one language comes back as it is.
 */
export function languagePools(release: Release, tasks: ReadonlyMap<string, LanguageId>): LanguagePool[] {
  const languages = LANGUAGE_IDS.filter((l) => release.queries.some((q) => q.language === l));
  if (languages.length <= 1) return [{ language: languages[0] ?? 'python', release }];
  return languages.map((language) => {
    const queries = release.queries.filter((q) => q.language === language);
    const ids = new Set(queries.map((q) => q._id));
    const corpus = release.corpus.filter((d) => (tasks.get(d.task) ?? 'python') === language);
    const qrels: Qrel[] = release.qrels.filter((r) => ids.has(r.queryId));
    return { language, release: { ...release, queries, corpus, qrels } };
  });
}

/** Every task's language, from the queries of the full release (a task and its query share an id). */
export function taskLanguages(release: Release): Map<string, LanguageId> {
  const out = new Map<string, LanguageId>();
  for (const q of release.queries) out.set(q.task, q.language);
  return out;
}

/** Queries per language, in the language table's order, languages without queries left out. */
export function languageCounts(release: Release): Partial<Record<LanguageId, number>> {
  const out: Partial<Record<LanguageId, number>> = {};
  for (const l of LANGUAGE_IDS) {
    const n = release.queries.filter((q) => q.language === l).length;
    if (n) out[l] = n;
  }
  return out;
}
