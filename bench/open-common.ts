// What the open-step benches (open-bench.ts, open-profile.ts, open-timeouts.ts) share: the systems' rankings of a
// plain evaluation, as the open step reads them, and the CPU of this process's sandbox servers from /proc.
import { readdirSync, readFileSync } from 'node:fs';
import type { EvaluationResult } from '../src/evaluate/index.js';

/** Per query, each system's ranking (corpus ids, rank order) of a plain evaluation: the open step's `rankings`. */
export function systemRankings(plain: EvaluationResult): Map<string, string[][]> {
  const rankings = new Map<string, string[][]>();
  for (const s of plain.summary.systems)
    for (const r of plain.perQuery[s.name])
      (rankings.get(r.query) ?? rankings.set(r.query, []).get(r.query)!).push(r.ranking.map((e) => e.id));
  return rankings;
}

/**
 * CPU seconds, by pid, of every live sandbox server this process started (the Python fork servers, outermost only)
 * with the test processes they have reaped.
 */
export function sandboxServersCpu(): Map<number, number> {
  const info = new Map<number, { ppid: number; cmd: string; cpu: number }>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // fields 14-17 of proc(5) (utime, stime, cutime, cstime) are 11-14 after the state field
      const cpu = (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / 100;
      info.set(Number(pid), { ppid: Number(f[1]), cmd, cpu });
    } catch {
      /* gone */
    }
  }
  const server = (cmd: string | undefined) =>
    !!cmd && cmd.includes('execret Python fork server') && !cmd.includes('bwrap');
  const mine = (pid: number) => {
    for (let p = pid, n = 0; p > 1 && n < 64; p = info.get(p)?.ppid ?? 0, n++)
      if (p === process.pid) return true;
    return false;
  };
  const out = new Map<number, number>();
  for (const [pid, x] of info)
    if (server(x.cmd) && !server(info.get(x.ppid)?.cmd) && mine(pid)) out.set(pid, x.cpu);
  return out;
}
