import { spawn, spawnSync } from 'node:child_process';
import { DEFAULT_SEARCH_PATH } from '../../../core/env.js';

/**
 * Git, through the real `git` binary (no library, no network: only local read commands). Every call runs with a
 * fixed environment so that a user's pager, colour or locale settings change nothing we parse; only its PATH is
 * the caller's (`path`, where git is found: the CLI passes its own PATH).
 */
function gitEnv(path: string): Record<string, string> {
  return {
    PATH: path,
    LANG: 'C.UTF-8',
    GIT_PAGER: 'cat',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_TERMINAL_PROMPT: '0',
    HOME: '/nonexistent',
  };
}

function git(
  dir: string,
  args: readonly string[],
  path: string,
  input?: string,
): { ok: boolean; out: string; err: string } {
  const r = spawnSync('git', ['-C', dir, '-c', 'core.quotepath=off', ...args], {
    encoding: 'utf8',
    input,
    env: gitEnv(path),
    maxBuffer: 1 << 30,
  });
  return {
    ok: r.status === 0,
    out: r.stdout ?? '',
    err: (r.stderr ?? '') + (r.error ? String(r.error) : ''),
  };
}

/** `git rev-parse HEAD` of the repository `dir` is in, or the one-line reason there is none. */
export function gitHead(
  dir: string,
  path: string = DEFAULT_SEARCH_PATH,
): { commit: string } | { reason: string } {
  const top = git(dir, ['rev-parse', '--show-toplevel'], path);
  if (!top.ok) return { reason: 'not a git repository' };
  const head = git(dir, ['rev-parse', '--verify', 'HEAD'], path);
  if (!head.ok) return { reason: 'a git repository with no commits' };
  return { commit: head.out.trim() };
}

/** The path of `dir` inside its git work tree ('' at the top), to turn repository paths into git paths. */
export function gitPrefix(dir: string, path: string = DEFAULT_SEARCH_PATH): string {
  const r = git(dir, ['rev-parse', '--show-prefix'], path);
  return r.ok ? r.out.trim() : '';
}

/** One earlier version of a file: the commit, and the file's path in it (renames followed). */
export interface FileVersion {
  commit: string;
  /** committer date, ISO 8601 strict */
  date: string;
  subject: string;
  path: string;
}

const SEP = '\u001e';

/**
 * The commits that changed `path` (following renames), newest first, each with the file's path there: one `git
 * log --follow --name-status` call. The first row is usually HEAD's own version; callers drop versions equal to
 * today's. At most `max` rows; merges are skipped (their version is one of their parents').
 */
export function fileHistory(
  dir: string,
  path: string,
  max: number,
  searchPath: string = DEFAULT_SEARCH_PATH,
): FileVersion[] {
  const args = [
    'log',
    '--no-merges',
    `--max-count=${max}`,
    '--name-status',
    `--format=${SEP}%H%x00%cI%x00%s`,
  ];
  const follow = [...args.slice(0, 1), '--follow', ...args.slice(1)];
  let r = git(dir, [...follow, '--', path], searchPath);
  // Following renames reads blobs to compare them; in a clone that lacks some (a partial or filtered clone, a
  // mirror missing one large blob), git stops with "unable to read" at the first commit that adds or deletes
  // such a file beside ours (a reorganisation), which is most files' first commit. Then exact renames only (found
  // by object id, no blob read), and last the file's history under its present path.
  if (!r.ok) r = git(dir, [...follow, '-M100%', '--', path], searchPath);
  if (!r.ok) r = git(dir, [...args, '--no-renames', '--', path], searchPath);
  if (!r.ok) return [];
  const out: FileVersion[] = [];
  for (const block of r.out.split(SEP).slice(1)) {
    const [head, ...rest] = block.split('\n');
    const [commit, date, subject] = head.split('\u0000');
    const status = rest.map((l) => l.split('\t')).find((f) => f.length >= 2);
    if (!commit || !status) continue;
    if (status[0].startsWith('D')) continue; // the commit deleted it: no version there
    out.push({ commit, date, subject, path: status[status.length - 1] });
  }
  return out;
}

/**
 * The contents of many `commit:path` objects in one `git cat-file --batch` process; a missing object (or a blob
 * that is not UTF-8 text) gives undefined.
 */
export async function readObjects(
  dir: string,
  specs: readonly string[],
  path: string = DEFAULT_SEARCH_PATH,
): Promise<(string | undefined)[]> {
  if (specs.length === 0) return [];
  const child = spawn('git', ['-C', dir, 'cat-file', '--batch'], {
    env: gitEnv(path),
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => child.on('close', () => resolve()));
  child.stdin.on('error', () => undefined);
  child.stdin.end(specs.map((s) => s.replace(/\n/g, ' ')).join('\n') + '\n');
  await done;
  const buf = Buffer.concat(chunks);
  const out: (string | undefined)[] = [];
  let at = 0;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let i = 0; i < specs.length; i++) {
    const nl = buf.indexOf(0x0a, at);
    if (nl < 0) break;
    const header = buf.subarray(at, nl).toString('utf8');
    at = nl + 1;
    const m = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
    if (!m) {
      out.push(undefined); // "<spec> missing"
      continue;
    }
    const size = Number(m[2]);
    const body = buf.subarray(at, at + size);
    at += size + 1;
    if (m[1] !== 'blob') {
      out.push(undefined);
      continue;
    }
    try {
      out.push(decoder.decode(body));
    } catch {
      out.push(undefined);
    }
  }
  while (out.length < specs.length) out.push(undefined);
  return out;
}
