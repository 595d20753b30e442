/**
 * The defaults and limits of `build`, in one place (a module with no dependencies, so the CLI can show them in
 * --help without loading the pipeline): the library (resolveBuildConfig), `execret build` and its help read them.
 */
export const BUILD_DEFAULTS = Object.freeze({
  /** distractors kept per task (the pool-density ablation builds 0..4) */
  distractors: 4,
  seed: 13,
  /** the cap on a candidate's screening time limit, seconds (itself capped by the suite timeout) */
  variantTimeoutS: 1,
});

/** The ranges `execret build` accepts (inclusive). */
export const BUILD_LIMITS = Object.freeze({
  distractors: Object.freeze({ min: 0, max: 16 }),
  stack: Object.freeze({ min: 2, max: 4 }),
  seed: Object.freeze({ min: 0, max: 2 ** 32 - 1 }),
});
