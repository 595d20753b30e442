/** The typed library API. Everything the CLI does is available from here. */
export * from './core/errors.js';
export * from './core/types.js';
export { createRng, type Rng } from './core/rng.js';
export { loadTasks } from './tasks/load.js';
export { validateTask } from './tasks/schema.js';
export * as lite from './lite/index.js';
export { pearson, spearman, kendallTauB, kendallResolvable, averageRanks } from './stats/correlation.js';
