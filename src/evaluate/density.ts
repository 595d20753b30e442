/**
 * `eval --density N`: each task keeps N of its distractors (all of them when it has N or fewer), drawn with a
 * seed per task, and the rest leave the pool for every query. Every stage runs again on the reduced pool, since
 * first stages fitted on the corpus (BM25's statistics) and listwise rerankers both depend on it. At N = 1 each
 * query's own snippets are a pair, and the structure of the pool gives nothing away.
 */
import { usageError } from '../core/errors.js';
import { byCodeUnit } from '../core/order.js';
import { createRng } from '../core/rng.js';
import type { Release } from '../release/index.js';

/**
 * A system's name when one evaluation runs it at several pool densities: its spec, then "@density=N". The summary
 * also records N in the system's `density` field; readers take N from there (baseName), never from the name.
 */
export function densityName(spec: string, clones: number): string {
  return `${spec}@density=${clones}`;
}

/** The spec a system was named after: its name without the density suffix its `density` field says it got. */
export function baseName(system: { name: string; density?: { clones: number } }): string {
  if (!system.density) return system.name;
  const suffix = densityName('', system.density.clones);
  return system.name.endsWith(suffix) ? system.name.slice(0, -suffix.length) : system.name;
}

export interface Density {
  /** distractors each task keeps */
  clones: number;
  /** the seed of the draws */
  seed: number;
}

/** The release with each task's distractors cut to `clones`, drawn independently per task from `seed` and its id. */
export function reduceDensity(release: Release, density: Density): Release {
  const { clones, seed } = density;
  if (!Number.isInteger(clones) || clones < 0 || clones > 1000)
    throw usageError(`--density: expected an integer in [0, 1000], got ${clones}`);
  const byTask = new Map<string, string[]>();
  for (const d of release.corpus) {
    if (d.kind !== 'distractor') continue;
    const list = byTask.get(d.task);
    if (list) list.push(d._id);
    else byTask.set(d.task, [d._id]);
  }
  const keep = new Set<string>();
  for (const [task, ids] of byTask) {
    // ids sorted so the draw does not depend on corpus order; one generator per task so tasks do not interact
    const sorted = [...ids].sort(byCodeUnit);
    for (const id of createRng(`${seed}:density:${task}`).sample(sorted, clones)) keep.add(id);
  }
  const kept = (id: string, kind: string) => kind === 'canonical' || keep.has(id);
  const corpus = release.corpus.filter((d) => kept(d._id, d.kind));
  const inCorpus = new Set(corpus.map((d) => d._id));
  const queries = release.queries.map((q) => ({
    ...q,
    own: q.own.filter((d) => kept(d._id, d.kind)),
    passing: q.passing.filter((id) => inCorpus.has(id)),
  }));
  return { ...release, corpus, queries };
}
