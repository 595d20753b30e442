import { spawn, type ChildProcess } from 'node:child_process';
import type { Writable } from 'node:stream';
import type { TestStatus } from '../core/types.js';
import type { SandboxPlan } from './sandbox.js';
import { describeHarnessExit } from './harness-protocol.js';
import type { HarnessLimits, RuntimeDescription } from './runtime.js';
import { cleanSpawn } from './fds.js';
import { launchArgv } from './sandbox.js';
import type { TestOutcome } from './types.js';

/** What a worker needs to start: the runtime, how it is sandboxed, and the limits every test runs under. */
export interface WorkerSpec {
  runtime: RuntimeDescription;
  plan: SandboxPlan;
  /** the harness's limits (its one JSON argument); `workroot` is inside the sandbox when it has a private /tmp */
  limits: HarnessLimits;
  /** size of the sandbox's private /tmp, MiB (where the plan makes one) */
  tmpMb: number;
  /** a CPython that can run the descriptor-closing exec wrapper (fds.ts); undefined: none at hand */
  fdCloser: string | undefined;
}

/**
 * A uid of its own for each worker (when tests drop privileges): RLIMIT_NPROC counts processes per uid, so with
 * one shared uid a fork bomb in one worker would starve the snippets of every other worker, and of every other
 * execret process on the machine. Derived from the process id and the worker's slot; far above system uids.
 */
export function workerUid(slot: number, pid = process.pid): number {
  return 200_000 + (pid % 1_000_000) * 64 + (slot % 64);
}

export interface Job {
  code: string;
  setup?: string;
  /** run before the snippet in each test's namespace (Suite.context) */
  context?: string;
  tests: readonly string[];
  /** this suite's wall-clock limit, seconds (default: the worker's) */
  timeoutS?: number;
  /** stop at the first test that does not pass; the outcomes are then that prefix of the tests */
  failFast?: boolean;
  /** suites of one group (one task's own code and tests) may share a process; absent: never shared */
  group?: string;
}

const STATUSES: ReadonlySet<string> = new Set<TestStatus>([
  'passed',
  'failed',
  'error',
  'timeout',
  'crashed',
]);
/** the harness kills leftovers for up to 10 s per fork; a suite may re-fork after each crashing test */
const WATCHDOG_SLACK_MS = 30_000;
/**
 * A watchdog that fires this much later than it was due found this process's event loop held (a caller's
 * synchronous work, e.g. a build making the next tasks' mutants under load): the worker's answer may be waiting,
 * unread, in its pipe, so it is read first and the suite gets the slack again (see armHead).
 */
const WATCHDOG_LATE_MS = 1_000;
const START_TIMEOUT_MS = 60_000;
const MAX_LINE = 4 * 1024 * 1024;
/** the descriptor the sandbox wrapper reads its own arguments from (bwrap --args) */
const HIDDEN_ARGS_FD = 3;

interface Pending {
  id: number;
  tests: number;
  failFast: boolean;
  timeoutS: number;
  resolve: (o: TestOutcome[] | undefined) => void;
}

/**
 * One fork server: a warm interpreter inside the sandbox. Several suites may be in flight; the server runs them
 * in order and answers each when it is done, so the oldest unanswered suite is the one running. Every way the
 * server can fail (it dies, it stops answering, it says something malformed) ends that suite as `crashed`, hands
 * the suites queued behind it back unrun, and marks the worker dead; the pool starts a new one.
 */
export class Worker {
  private readonly child: ChildProcess;
  private buffer = '';
  private readonly pending: Pending[] = [];
  private headTimer: NodeJS.Timeout | undefined;
  private nextId = 1;
  private dead = false;
  private stderrTail = '';
  private readyWaiters: { resolve: () => void; reject: (e: Error) => void } | undefined;
  readonly spawnedAt = Date.now();

  private constructor(private readonly spec: WorkerSpec) {
    const { plan, runtime, limits } = spec;
    const command = [...runtime.argv, runtime.harness.source, JSON.stringify(limits)];
    const launch = launchArgv(plan, command, runtime.env, HIDDEN_ARGS_FD, { tmpMb: spec.tmpMb });
    const { env, hidden } = launch;
    // only stdin, stdout, stderr and bwrap's argument pipe: nothing the caller left open reaches the sandbox
    const clean = cleanSpawn(
      [...(runtime.hostPrefix?.(limits) ?? []), ...launch.argv],
      hidden ? ['pipe', 'pipe', 'pipe', 'pipe'] : ['pipe', 'pipe', 'pipe'],
      spec.fdCloser,
    );
    const argv = clean.argv;
    // detached: its own process group, so that killing the worker takes everything it started with it
    try {
      this.child = spawn(argv[0], argv.slice(1), {
        stdio: clean.stdio,
        detached: true,
        env,
        cwd: plan.privateTmp ? '/' : limits.workroot,
      });
    } finally {
      clean.release();
    }
    if (hidden) {
      const fd = this.child.stdio[HIDDEN_ARGS_FD] as Writable;
      fd.on('error', () => this.fail('it could not read its arguments'));
      fd.end(hidden);
    }
    this.child.stdout!.setEncoding('utf8');
    this.child.stdout!.on('data', (chunk: string) => this.onData(chunk));
    this.child.stderr!.setEncoding('utf8');
    this.child.stderr!.on('data', (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-4000);
    });
    this.child.stdin!.on('error', () => this.fail('its input pipe broke'));
    this.child.on('error', (e) => this.fail(`it could not be started: ${e.message}`));
    this.child.on('exit', (code, signal) =>
      this.fail(`it exited (${signal ?? describeHarnessExit(code ?? -1)})`),
    );
    this.idle();
  }

  /** Start a worker and wait for the harness to say it is ready. */
  static async start(spec: WorkerSpec): Promise<Worker> {
    const w = new Worker(spec);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the harness did not start within 60 s')),
        START_TIMEOUT_MS,
      );
      w.readyWaiters = {
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      };
    }).catch((e: Error) => {
      w.kill();
      throw new Error(`${e.message}${w.stderrTail ? `\n${w.stderrTail.trim()}` : ''}`);
    });
    return w;
  }

  get alive(): boolean {
    return !this.dead;
  }

  /**
   * Run one suite. Never rejects: a failure of the worker itself while running this suite makes its outcomes
   * `crashed`; when the worker fails while this suite was still queued behind another, the result is undefined
   * (not run: run it again elsewhere).
   */
  run(job: Job): Promise<TestOutcome[] | undefined> {
    if (this.dead) return Promise.resolve(undefined);
    if (job.tests.length === 0) return Promise.resolve([]);
    const id = this.nextId++;
    return new Promise<TestOutcome[] | undefined>((resolve) => {
      const timeoutS = job.timeoutS ?? this.spec.limits.timeoutS;
      this.pending.push({ id, tests: job.tests.length, failFast: job.failFast === true, timeoutS, resolve });
      if (this.pending.length === 1) this.armHead();
      this.busy();
      const msg: Record<string, unknown> = { id, code: job.code, setup: job.setup ?? '', tests: job.tests };
      if (job.context) msg.context = job.context;
      if (job.timeoutS !== undefined) msg.timeout = job.timeoutS;
      if (job.failFast) msg.failfast = true;
      if (job.group !== undefined) msg.group = job.group;
      const line = JSON.stringify(msg) + '\n';
      this.child.stdin!.write(line);
    });
  }

  /**
   * The watchdog covers the suite at the head of the queue: its limit twice over (a suite that stops a shared
   * process runs again alone) plus the harness's slack for killing what it left behind.
   */
  private armHead(): void {
    clearTimeout(this.headTimer);
    this.headTimer = undefined;
    const head = this.pending[0];
    if (!head) return;
    const wait = (ms: number) => {
      const due = performance.now() + ms;
      // setImmediate: the timer phase comes before the poll phase, so an answer already in the pipe is read first
      this.headTimer = setTimeout(() => setImmediate(() => check(due)), ms);
    };
    const check = (due: number) => {
      if (this.dead || this.pending[0] !== head) return; // answered meanwhile
      // fired late: this process, not the worker, was stuck; a verdict must not depend on this process's load
      if (performance.now() - due > WATCHDOG_LATE_MS) return wait(WATCHDOG_SLACK_MS);
      this.fail('it stopped answering');
    };
    wait(2 * head.timeoutS * 1000 + WATCHDOG_SLACK_MS);
  }

  /** Kill the worker and everything in its process group (the sandbox takes its namespace down with it). */
  kill(): void {
    this.dead = true;
    if (this.child.pid !== undefined && this.child.exitCode === null && this.child.signalCode === null) {
      try {
        process.kill(-this.child.pid, 'SIGKILL');
      } catch {
        try {
          this.child.kill('SIGKILL');
        } catch {
          /* already gone */
        }
      }
    }
  }

  private onData(chunk: string): void {
    this.buffer += chunk;
    let nl: number;
    while ((nl = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, nl);
      this.buffer = this.buffer.slice(nl + 1);
      this.onLine(line);
      if (this.dead) return;
    }
    if (this.buffer.length > MAX_LINE) this.fail('it sent an oversized message');
  }

  private onLine(line: string): void {
    let msg: { ready?: boolean; id?: number; r?: unknown };
    try {
      msg = JSON.parse(line);
    } catch {
      this.fail('it sent a malformed message');
      return;
    }
    if (msg.ready) {
      this.readyWaiters?.resolve();
      this.readyWaiters = undefined;
      return;
    }
    const p = this.pending[0];
    if (!p || msg.id !== p.id) {
      this.fail('it answered a suite it was not running');
      return;
    }
    const r = msg.r;
    const complete =
      Array.isArray(r) && (r.length === p.tests || (p.failFast && r.length > 0 && r.length < p.tests));
    if (!complete) {
      this.fail('it did not report every test');
      return;
    }
    const outcomes: TestOutcome[] = [];
    for (const o of r as unknown[]) {
      if (
        !Array.isArray(o) ||
        typeof o[0] !== 'string' ||
        !STATUSES.has(o[0]) ||
        typeof o[1] !== 'number' ||
        typeof o[2] !== 'string'
      ) {
        this.fail('it sent a malformed test outcome');
        return;
      }
      outcomes.push({ status: o[0] as TestStatus, ms: Math.max(0, Math.round(o[1])), message: o[2] });
    }
    // a fail-fast prefix ends at its first non-pass, and only there
    const firstBad = outcomes.findIndex((o) => o.status !== 'passed');
    if (outcomes.length < p.tests && firstBad !== outcomes.length - 1) {
      this.fail('it stopped reporting before the last test');
      return;
    }
    this.settle(outcomes);
  }

  private settle(outcomes: TestOutcome[]): void {
    const p = this.pending.shift();
    if (!p) return;
    this.armHead();
    if (this.pending.length === 0) this.idle();
    p.resolve(outcomes);
  }

  private fail(why: string): void {
    this.kill();
    if (this.readyWaiters) {
      this.readyWaiters.reject(new Error(`the sandbox worker failed: ${why}`));
      this.readyWaiters = undefined;
    }
    clearTimeout(this.headTimer);
    this.headTimer = undefined;
    const [head, ...queued] = this.pending.splice(0);
    if (head) {
      // The server reports a suite only once it is done, so a suite cut short by its worker's death is crashed
      // throughout (in practice: the snippet killed the server, or froze it).
      head.resolve(
        crashedAll(
          head.failFast ? 1 : head.tests,
          `the sandbox worker died while running this snippet: ${why}`,
        ),
      );
    }
    for (const q of queued) q.resolve(undefined);
  }

  // While idle the worker must not keep Node's event loop alive (a caller that forgets close() can still exit;
  // the worker then dies with us through PDEATHSIG / --die-with-parent).
  private idle(): void {
    this.child.unref();
    (this.child.stdout as unknown as { unref?: () => void }).unref?.();
    (this.child.stderr as unknown as { unref?: () => void }).unref?.();
    (this.child.stdin as unknown as { unref?: () => void }).unref?.();
  }

  private busy(): void {
    this.child.ref();
    (this.child.stdout as unknown as { ref?: () => void }).ref?.();
  }

  /** Ask the worker to finish (closing its input ends the server loop); kill it if it lingers. */
  async close(): Promise<void> {
    if (this.dead) return;
    const exited = new Promise<void>((resolve) => {
      if (this.child.exitCode !== null || this.child.signalCode !== null) resolve();
      else this.child.once('exit', () => resolve());
    });
    this.dead = true;
    this.child.stdin!.end();
    const t = setTimeout(() => this.killHard(), 2000);
    await exited;
    clearTimeout(t);
  }

  private killHard(): void {
    if (this.child.pid === undefined) return;
    try {
      process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
}

export function crashedAll(n: number, message: string): TestOutcome[] {
  return Array.from({ length: n }, () => ({ status: 'crashed' as const, ms: 0, message }));
}
