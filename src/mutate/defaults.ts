/** The defaults of `execret mutate` (one module; the CLI's flags in src/cli/commands/mutate.ts show them). */
export const MUTATE_DEFAULTS = Object.freeze({
  /** seed of --per-task's diverse pick and of --stack */
  seed: 0,
  /** mutants per task with --stack when --per-task is not given */
  stackPerTask: 4,
  /** the language whose operators --list-ops lists */
  language: 'python',
});
