/**
 * The defaults of amplification, in one place: the library, `execret amplify` and `build --amplify` read them.
 * 32 candidates and 16 mutants a task keep every MBPP-shaped task at 4 distractors (as 40 and 24 do) at a
 * quarter less time (bench/amplify-bench.ts).
 */
export const AMPLIFY_DEFAULTS = Object.freeze({
  maxTests: 10,
  minTests: 7,
  seed: 0,
  candidates: 32,
  mutants: 16,
});
