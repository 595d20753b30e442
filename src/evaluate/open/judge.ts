/**
 * Who runs the open pairs (docs/open.md, "Cost"): `PairJudge`, one small interface; `oracleJudge` runs them on an
 * oracle (in whichever thread holds it: judging.ts puts the open step's in a worker thread). A judge judges each
 * pair once: a pair given again (a system's candidates, then the whole plan) gets the outcome of its first judging,
 * awaited while it runs. Outcomes are the same whichever call judges them, and whenever.
 */
import { ExecretError, type ErrorCode, type ErrorLocation } from '../../core/errors.js';
import type { OnProgress } from '../../core/progress.js';
import { PROBE_TIME_LIMIT, type ProbeLimit } from '../../construct/cross/probes.js';
import { screeningTimeLimit } from '../../construct/suites.js';
import { OutcomeCache } from '../../execute/cache.js';
import type { Oracle } from '../../execute/types.js';
import { joined, runPairs, type OpenPair, type PairOutcome } from './execute.js';

export interface PairJudge {
  /** The outcomes of these pairs, in order. */
  judge(pairs: readonly OpenPair[]): Promise<PairOutcome[]>;
  /** Ends the judge (its cache; the oracle is its owner's to close): pairs given after it are not run. */
  close(): Promise<void>;
}

/** A pair's identity: the query's task and the snippet (everything else about a pair follows from the release). */
function pairId(p: OpenPair): string {
  return `${p.target.id}\0${p.snippet.id}`;
}

/** The open step's probe limit under an open cap: the gate's rule (max(0.1 s, 3 x the reference), stepped), capped. */
export function openLimit(capS: number): ProbeLimit {
  return (ms) => screeningTimeLimit(ms, capS, PROBE_TIME_LIMIT);
}

/** A judge that runs only pairs it has not seen; `run` judges a list of new pairs. */
function memo(run: (pairs: OpenPair[]) => Promise<PairOutcome[]>, close: () => Promise<void>): PairJudge {
  const seen = new Map<string, Promise<PairOutcome>>();
  return {
    judge(pairs) {
      const fresh: OpenPair[] = [];
      const waiting: ((o: PairOutcome) => void)[] = [];
      const failing: ((e: unknown) => void)[] = [];
      const out = pairs.map((p) => {
        const id = pairId(p);
        let o = seen.get(id);
        if (!o) {
          o = new Promise<PairOutcome>((resolve, reject) => {
            waiting.push(resolve);
            failing.push(reject);
          });
          // a caller that gave up on an earlier call must not see this as unhandled
          o.catch(() => undefined);
          seen.set(id, o);
          fresh.push(p);
        }
        return o;
      });
      if (fresh.length)
        run(fresh).then(
          (r) => r.forEach((o, i) => waiting[i](o)),
          (e: unknown) => failing.forEach((f) => f(e)),
        );
      return Promise.all(out);
    },
    close,
  };
}

/** Progress of several runPairs calls as one bar: pairs judged of all pairs given so far. */
function progressOf(onProgress: OnProgress | undefined) {
  let total = 0;
  let done = 0;
  return (n: number): OnProgress => {
    total += n;
    let mine = 0;
    return (e) => {
      done += e.done - mine;
      mine = e.done;
      onProgress?.({ label: 'open', done, total });
    };
  };
}

/** Judging in this thread, on `oracle` (not closed here: its owner closes it). */
export function oracleJudge(
  oracle: Oracle,
  limit: ProbeLimit,
  opts: { cache: string | false; capS?: number; onProgress?: OnProgress },
): PairJudge {
  const cache = opts.cache ? new OutcomeCache(opts.cache) : false;
  // one joined oracle for every call, so the calls of several pair lists go to the workers together
  const shared = joined(oracle);
  const bar = progressOf(opts.onProgress);
  let closed = false;
  return memo(
    (pairs) =>
      closed
        ? Promise.reject(new Error('open: the judge is closed'))
        : runPairs(shared, pairs, limit, {
            cache,
            ...(opts.capS !== undefined && { capS: opts.capS }),
            onProgress: bar(pairs.length),
          }),
    async () => {
      closed = true;
      if (cache) cache.close();
    },
  );
}

/**
 * An error across a thread boundary: an ExecretError keeps its code, location (file, line, field), hint and exit
 * code, so the CLI prints the one line it would have printed in its own thread.
 */
export interface WireError {
  execret: boolean;
  code?: ErrorCode;
  message: string;
  location?: ErrorLocation;
  hint?: string;
  exitCode?: number;
  stack?: string;
}

export function toWire(e: unknown): WireError {
  if (e instanceof ExecretError)
    return {
      execret: true,
      code: e.code,
      message: e.message,
      location: e.location,
      hint: e.hint,
      exitCode: e.exitCode,
    };
  const err = e instanceof Error ? e : new Error(String(e));
  return { execret: false, message: err.message, stack: err.stack };
}

export function fromWire(w: WireError): Error {
  if (w.execret)
    return new ExecretError(w.code ?? 'E_INTERNAL', w.message, {
      location: w.location,
      hint: w.hint,
      exitCode: w.exitCode,
    });
  const e = new Error(`open judging thread: ${w.message}`);
  if (w.stack) e.stack = w.stack;
  return e;
}
