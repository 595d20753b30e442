import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { arch, release, type } from 'node:os';
import { join } from 'node:path';
import { sha256, stableStringify } from '../core/hash.js';
import { PACKAGE_ROOT, TOOL_VERSION } from '../core/version.js';
import type { LanguageId } from '../core/types.js';
import type { IsolationInfo, RuntimeInfo } from '../execute/types.js';
import { listOperators } from '../mutate/index.js';

/** What a build ran on: the manifest's `environment` record (docs/formats.md). */
export interface BuildEnvironment {
  execret: { version: string; commit: string | null; dirty: boolean | null };
  node: string;
  python: string | null;
  bubblewrap: string | null;
  os: string;
  isolation: IsolationInfo['level'];
  /** sha256 of the mutation operator table (ids, bug types, languages, descriptions, worked examples) */
  operatorTable: string;
}

/** The files whose changes change what a build makes (for the `dirty` flag). */
const SOURCE_PATHS = ['src', 'assets', 'package.json', 'package-lock.json'];

function quiet(cmd: string, args: string[], cwd?: string): string | null {
  try {
    return execFileSync(cmd, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5000,
    });
  } catch {
    return null;
  }
}

/** The git commit execret runs from, when it runs from a checkout; dirty when its sources have changes. */
function gitState(): { commit: string | null; dirty: boolean | null } {
  if (!existsSync(join(PACKAGE_ROOT, '.git'))) return { commit: null, dirty: null };
  const commit = quiet('git', ['rev-parse', 'HEAD'], PACKAGE_ROOT)?.trim() || null;
  if (!commit) return { commit: null, dirty: null };
  const status = quiet(
    'git',
    ['status', '--porcelain', '--untracked-files=no', '--', ...SOURCE_PATHS],
    PACKAGE_ROOT,
  );
  return { commit, dirty: status === null ? null : status.trim() !== '' };
}

function osName(): string {
  let distro = '';
  try {
    distro = /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? '';
  } catch {
    // not Linux, or no os-release
  }
  return `${type()} ${release()} ${arch()}${distro ? ` (${distro})` : ''}`;
}

/** `bubblewrap 0.8.0` -> `0.8.0`, when bwrap isolated this build. */
function bubblewrapVersion(isolation: IsolationInfo): string | null {
  if (!isolation.mechanisms.includes('bwrap')) return null;
  const out = quiet('bwrap', ['--version']);
  return out?.trim().replace(/^bubblewrap\s+/, '') || null;
}

/**
 * sha256 of the operator tables of the languages a build ran. A Python build hashes Python's list alone, as
 * before other languages joined; otherwise each language's list under its name.
 */
export function operatorTableHash(languages: readonly LanguageId[] = ['python']): string {
  const langs = [...new Set(languages)].sort();
  if (langs.length === 1 && langs[0] === 'python') return sha256(stableStringify(listOperators()));
  return sha256(stableStringify(Object.fromEntries(langs.map((l) => [l, listOperators(l)]))));
}

export function buildEnvironment(
  isolation: IsolationInfo,
  runtimes: readonly RuntimeInfo[],
): BuildEnvironment {
  return {
    execret: { version: TOOL_VERSION, ...gitState() },
    node: process.version,
    python: runtimes.find((r) => r.language === 'python')?.version ?? null,
    bubblewrap: bubblewrapVersion(isolation),
    os: osName(),
    isolation: isolation.level,
    operatorTable: operatorTableHash(runtimes.map((r) => r.language)),
  };
}
