import { usageError } from '../../../core/errors.js';
import { lookup } from '../../../core/registry.js';

/**
 * How a repository task's domain is read from its file's path (`--domain-from`): one frozen table, plus
 * `regex:PATTERN`, whose first capture group (or whole match) on the path is the domain.
 */
export const DOMAIN_RULES: Readonly<Record<string, (path: string, module: string | undefined) => string>> =
  Object.freeze({
    /** the top-level folder (`maths/prime.py` -> maths); a file at the top: its module name */
    top: (path) => (path.includes('/') ? path.split('/')[0] : stem(path)),
    /** the top-level package as it is imported (`src/mylib/core.py` -> mylib) */
    package: (path, module) => (module ? module.split('.')[0] : DOMAIN_RULES.top(path, module)),
    /** the file's folder, '/' made '.' (`maths/series/geometric.py` -> maths.series) */
    dir: (path) => (path.includes('/') ? path.split('/').slice(0, -1).join('.') : stem(path)),
    /** the module itself (`maths/prime.py` -> prime) */
    module: (path) => stem(path),
  });

function stem(path: string): string {
  return path
    .split('/')
    .pop()!
    .replace(/\.[^.]+$/, '');
}

/** The domain of a file by a rule name or `regex:PATTERN`; an empty result is `general`. */
export function domainOf(rule: string, path: string, module: string | undefined): string {
  let d: string;
  if (rule.startsWith('regex:')) {
    let re: RegExp;
    try {
      re = new RegExp(rule.slice('regex:'.length));
    } catch (e) {
      throw usageError(`option --domain-from: not a regular expression: ${(e as Error).message}`);
    }
    const m = re.exec(path);
    d = m ? (m[1] ?? m[0]) : '';
  } else d = lookup('domain rule', DOMAIN_RULES, rule)(path, module);
  return d.replace(/[^\w.-]/g, '_') || 'general';
}

/** Check a --domain-from value once, before the walk. */
export function checkDomainRule(rule: string): void {
  domainOf(rule, 'a/b.py', 'a.b');
}

/**
 * A stable id from the module's path and the function's name: `maths/prime_check.py` + `is_prime` ->
 * `maths.prime_check.is_prime`; characters outside [A-Za-z0-9_.:-] become `_`.
 */
export function repoTaskId(path: string, name: string): string {
  const mod = path
    .replace(/\.[^./]+$/, '')
    .replace(/\/__init__$/, '')
    .split('/')
    .join('.');
  return `${mod}.${name}`.replace(/[^A-Za-z0-9_.:-]/g, '_').replace(/^[^A-Za-z0-9_]/, '_');
}
