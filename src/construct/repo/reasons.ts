/**
 * Why a function of a repository did not become a task (or a test was left out): one table, each reason with
 * what it means. The summary counts skips by these codes; each skip also carries a one-line detail.
 */
export const REPO_SKIP_REASONS = Object.freeze({
  unreadable: 'the file is binary, not UTF-8, too large, or does not parse',
  noTests: 'no doctest example with an expected output, and no pytest assert that calls it with literals',
  noProse: 'the docstring has no prose left once examples, parameter tables and the name are taken out',
  unsupported: 'a function execret cannot take apart (async, a docstring sharing a line with code, ...)',
  missingPackage: 'its module imports a package the interpreter does not have',
  needsNetwork: 'its tests need the network, which the sandbox does not have',
  needsFiles: 'its tests need files outside the work directory',
  timeout: 'its tests do not finish within the time limit',
  failsOnReference: 'no test passes on the function itself in the sandbox',
  nondeterministic: 'its tests pass in one run and not in the next',
  duplicateId: 'another function of the repository has the same id',
} as const);

export type RepoSkipReason = keyof typeof REPO_SKIP_REASONS;

/** The reason a test failed on the reference, from its outcome (the sandbox's messages are the evidence). */
export function failureReason(status: string, message: string): RepoSkipReason {
  if (status === 'timeout') return 'timeout';
  if (/ModuleNotFoundError|No module named/.test(message)) return 'missingPackage';
  if (
    /Network is unreachable|URLError|ConnectionError|ConnectionRefused|gaierror|Name or service not known|Temporary failure in name resolution|HTTPError/.test(
      message,
    )
  )
    return 'needsNetwork';
  if (
    /name '__file__' is not defined|FileNotFoundError|PermissionError|No such file or directory|Read-only file system|IsADirectoryError/.test(
      message,
    )
  )
    return 'needsFiles';
  return 'failsOnReference';
}
