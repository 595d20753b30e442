import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import type { StdioOptions } from 'node:child_process';

/**
 * Descriptors a process execret starts in the sandbox may hold: stdin, stdout, stderr and, under bubblewrap, the
 * descriptor bwrap reads its own arguments from (bwrap closes that one itself). Nothing else.
 *
 * Node opens every descriptor of its own close-on-exec, but a descriptor the process that started execret left
 * open without the flag stays open in Node, and child_process passes it to every child: through bubblewrap into
 * the fork server and on to its test processes and runners, where a snippet could read or write the caller's
 * file through it. So the spawn layer closes them: the command is prefixed with a tiny exec wrapper (a CPython,
 * the one thing execret already needs) that closes every descriptor from `keep` up and execs the rest of the
 * argv. Where no Python is at hand, each inherited descriptor is replaced by /dev/null in the child instead (a
 * stdio slot of its own), so that nothing of the caller's reaches the sandbox either way. A caller with no such
 * descriptor (the usual case) pays nothing.
 */

/** O_CLOEXEC as /proc/<pid>/fdinfo prints a descriptor's flags (octal). */
const O_CLOEXEC = 0o2000000;

/** The wrapper: close every descriptor from argv[1] up, then exec argv[2:] (keeping the environment). */
const CLOSER = [
  'import os, sys',
  'k = int(sys.argv[1])',
  'for n in [int(f) for f in os.listdir("/proc/self/fd")]:',
  '    if n >= k:',
  '        try:',
  '            os.close(n)',
  '        except OSError:',
  '            pass',
  'os.execv(sys.argv[2], sys.argv[2:])',
].join('\n');

/** This process's descriptors from `from` up that a child would inherit (no close-on-exec), ascending. */
export function inheritableFds(from = 3): number[] {
  let names: string[];
  try {
    names = readdirSync('/proc/self/fd');
  } catch {
    return [];
  }
  const out: number[] = [];
  for (const name of names) {
    const fd = Number(name);
    if (!Number.isInteger(fd) || fd < from) continue;
    try {
      const m = /^flags:\s*([0-7]+)/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8'));
      if (m && (parseInt(m[1], 8) & O_CLOEXEC) === 0) out.push(fd);
    } catch {
      /* closed meanwhile (the directory listing's own descriptor among them) */
    }
  }
  return out.sort((a, b) => a - b);
}

/**
 * How to spawn `argv` with `stdio` so that the child holds only those slots: the argv (prefixed with the closing
 * wrapper when this process holds inheritable descriptors beyond them and `python` is given) and the stdio
 * (extended with /dev/null over each such descriptor when there is no wrapper). `release()` closes what this
 * needed once the child is spawned.
 */
export function cleanSpawn(
  argv: readonly string[],
  stdio: readonly ('pipe' | 'ignore')[],
  python: string | undefined,
): { argv: string[]; stdio: StdioOptions; release: () => void } {
  const leaked = inheritableFds(stdio.length);
  if (leaked.length === 0) return { argv: [...argv], stdio: [...stdio], release: () => {} };
  if (python) {
    return {
      argv: [python, '-I', '-S', '-c', CLOSER, String(stdio.length), ...argv],
      stdio: [...stdio],
      release: () => {},
    };
  }
  const devNull = openSync('/dev/null', 'r+');
  const slots: (string | number)[] = [...stdio];
  const last = leaked[leaked.length - 1];
  for (let fd = stdio.length; fd <= last; fd++) slots.push(leaked.includes(fd) ? devNull : 'ignore');
  return { argv: [...argv], stdio: slots as StdioOptions, release: () => closeSync(devNull) };
}
