import type { Verdicts } from './types.js';

/**
 * EvalPlus-style test-suite reduction. Inputs: each sampled mutant's verdicts on the task's own tests (the first
 * `originals`) followed by the candidate tests. A mutant the own tests already kill (any verdict other than a
 * pass among them: an assertion, an error or a time-out, as the build counts kills) needs nothing more. For the
 * others, a candidate kills a mutant when its verdict is `f` (an assertion failed: the wrong answer the build
 * prefers) or `e` (an error); a time-out is not credited, since it depends on the machine.
 *
 * Greedy set cover: repeatedly add the candidate that kills the most mutants not yet killed (ties: more `f`
 * kills, then the earlier candidate), up to `room` tests, until no candidate kills anything new. Then, if fewer
 * than `atLeast` were added, add more: the candidates that kill the most mutants overall first, then in order.
 */
export interface Selection {
  /** indices into the candidates, in the order chosen */
  chosen: number[];
  killedBefore: number;
  killedAfter: number;
}

const KILLS = new Set(['f', 'e']);

export function selectTests(
  verdicts: readonly Verdicts[],
  originals: number,
  candidates: number,
  room: number,
  atLeast: number,
): Selection {
  const killedByOwn = (v: Verdicts) => [...v.slice(0, originals)].some((c) => c !== 'p' && c !== '-');
  const survivors = verdicts.filter((v) => !killedByOwn(v));
  const killedBefore = verdicts.length - survivors.length;
  const kills = (j: number): number[] =>
    survivors.flatMap((v, m) => (KILLS.has(v[originals + j] ?? '-') ? [m] : []));
  const asserts = (j: number): number => survivors.filter((v) => v[originals + j] === 'f').length;
  const byCandidate = Array.from({ length: candidates }, (_, j) => kills(j));
  const killed = new Set<number>();
  const chosen: number[] = [];
  while (chosen.length < room) {
    let best = -1;
    let bestNew = 0;
    for (let j = 0; j < candidates; j++) {
      if (chosen.includes(j)) continue;
      const fresh = byCandidate[j].filter((m) => !killed.has(m)).length;
      if (fresh > bestNew || (fresh === bestNew && fresh > 0 && asserts(j) > asserts(best))) {
        best = j;
        bestNew = fresh;
      }
    }
    if (best < 0) break;
    chosen.push(best);
    byCandidate[best].forEach((m) => killed.add(m));
  }
  const rest = Array.from({ length: candidates }, (_, j) => j)
    .filter((j) => !chosen.includes(j))
    .sort((a, b) => byCandidate[b].length - byCandidate[a].length || a - b);
  while (chosen.length < Math.min(atLeast, room) && rest.length) chosen.push(rest.shift()!);
  return { chosen, killedBefore, killedAfter: killedBefore + killed.size };
}
