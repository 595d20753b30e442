/** Reading a repository into candidate tasks, one adapter per language (no execution here). */
import { lookup } from '../../../core/registry.js';
import type { RepoAdapter } from './adapter.js';
import { pythonRepo } from './python.js';

export type { FunctionVersion, RepoAdapter, RepoCandidate, RepoFile, VersionRequest } from './adapter.js';
export { walkRepository, SKIPPED_DIRS } from './walk.js';
export { pythonRepo, PYTHON_DOCTEST_CHECKER_PATH, PYTHON_EXTRACTOR_PATH } from './python.js';
export { fileHistory, gitHead, gitPrefix, readObjects, type FileVersion } from './git.js';
export { checkDomainRule, DOMAIN_RULES, domainOf, repoTaskId } from './naming.js';

/** The languages `execret import repo` reads (JavaScript and TypeScript: one adapter each, to come). */
export const REPO_ADAPTERS: Readonly<Record<string, RepoAdapter>> = Object.freeze({ python: pythonRepo });

export function repoAdapter(language: string): RepoAdapter {
  return lookup('repository language', REPO_ADAPTERS, language);
}
