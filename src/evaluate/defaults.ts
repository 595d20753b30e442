/**
 * The defaults and limits of `eval`, in one place (a module with no dependencies, so the CLI can show them in
 * --help without loading the evaluator): the library (evaluate), `execret eval` and its help read them.
 */
export const EVAL_DEFAULTS = Object.freeze({
  /** the results folder `execret eval` writes (the library writes none unless given `out`) */
  out: 'execret-results',
  /** the bootstrap and pool-density seed, recorded in summary.json */
  seed: 0,
});

/** The seeds `eval` accepts (inclusive). */
export const EVAL_SEED_LIMITS = Object.freeze({ min: 0, max: 0xffffffff });
