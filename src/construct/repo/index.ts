/** `execret import repo`: a repository's tested functions as verified tasks, with history distractors. */
export { importRepo, type ImportRepoOptions, type ImportRepoSummary, type RepoSkip } from './import-repo.js';
export { historyDistractors, type HistorySummary } from './history.js';
export { failureReason, REPO_SKIP_REASONS, type RepoSkipReason } from './reasons.js';
export { renderRepoSummary } from './render.js';
