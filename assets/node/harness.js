// execret Node server: one warm Node per worker, started once inside the sandbox (`node -e <this file> <limits>`).
//
// Protocol (trusted side only), the Python harness's (assets/python/harness.py): Node writes one JSON job per line
//   {"id": 7, "code": "...", "setup": "...", "tests": ["assert.strictEqual(f(1), 2);", ...]}
// and we answer with one JSON line per suite:
//   {"id": 7, "r": [["passed", 3, ""], ["failed", 1, "AssertionError: ..."], ...]}
//
// Suites run in runner processes (`node -e <runnerMain>`), never in this server. A runner reads batches of suites
// from its stdin, one JSON line each, runs each test in a fresh `node:vm` context (the snippet, then the setup,
// then the test), and writes one nonce-tagged record per test and an end record per suite on a private
// descriptor (3). Its stdout and stderr go nowhere. A test counts as passed only when its record is well formed
// and in order, nothing else arrived, and the end record of its suite followed; a runner that exits without its
// end record (any exit code: it writes none once the batch is done) leaves its test crashed. Suites that pass the
// sharing screen reuse one warm runner, batch after batch (a Node start-up costs tens of milliseconds, a context
// under one); any other suite gets a runner of its own, killed after it. The server keeps each suite's time limit
// itself (the runner has no clock) and kills the runner's process group when it runs out. `vm` is not the
// isolation: the sandbox around this server is, and runners run as another uid when we can drop to one.
'use strict';

const EXIT_USAGE = 64;
/** a runner's exit code once its input ends; a runner of one suite must exit with it for its last record to count */
const RESULT_EXIT = 83;
const MAX_RECORD = 64 * 1024;
const MAX_SOURCE = 1 << 20;
/** a suite's deadline moves by at most this many times its limit for time its runner waited for a CPU */
const MAX_EXTENSION = 4;
/** a warm runner serves at most this many suites, then a fresh one takes over (bounds its heap's growth) */
const RUNNER_SUITES = 512;

// ---------------------------------------------------------------- runner side (runs untrusted code)

/**
 * The runner process: runnerIo, runnerContexts and runnerTests, then runnerMain, each self-contained (they use
 * nothing of this file but each other): the server starts it as `node -e` with their sources (RUNNER_SOURCE).
 * Reads one batch per line from stdin, runs it, reports on fd 3; exits at the end of its input. Everything the
 * report needs is bound before any snippet runs.
 */
function runnerMain() {
  'use strict';
  const io = runnerIo();
  const runBatch = runnerTests(io, runnerContexts());
  for (let line = io.readLine(); line !== null; line = io.readLine())
    if (line.trim()) runBatch(JSON.parse(line));
  io.exit(83); // RESULT_EXIT: the end of the input, the harness's way
}

/** The runner's channels, bound before any snippet runs: results on fd 3, batches from stdin, its exit. */
function runnerIo() {
  'use strict';
  const fs = require('node:fs');
  const writeSync = fs.writeSync;
  const readSync = fs.readSync;
  const exit = process.reallyExit ? process.reallyExit.bind(process) : process.exit.bind(process);
  const now = () => Number(process.hrtime.bigint()) / 1e6;
  const LIMIT = 600;

  const truncate = (m) =>
    m.length <= LIMIT ? m : `${m.slice(0, LIMIT)}... [${m.length - LIMIT} more chars]`;
  const write = (line) => {
    let buf = Buffer.from(line + '\n', 'utf8');
    while (buf.length) buf = buf.subarray(writeSync(3, buf));
  };
  let pending = '';
  const chunk = Buffer.alloc(1 << 16);
  /** The next line of stdin, or null at its end (blocking reads: the runner has nothing else to do). */
  const readLine = () => {
    for (;;) {
      const nl = pending.indexOf('\n');
      if (nl >= 0) {
        const line = pending.slice(0, nl);
        pending = pending.slice(nl + 1);
        return line;
      }
      let n;
      try {
        n = readSync(0, chunk, 0, chunk.length, null);
      } catch (e) {
        if (e.code === 'EAGAIN') {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
          continue;
        }
        return null;
      }
      if (n === 0) return null;
      pending += chunk.toString('utf8', 0, n);
    }
  };
  return { write, readLine, exit, now, truncate };
}

/** What every test's fresh context sees (runnerContexts().newContext()), all of it frozen and shared. */
function runnerContexts() {
  'use strict';
  const vm = require('node:vm');
  const assert = require('node:assert');

  // What every context sees besides JavaScript's own globals: node:assert, a console that prints nothing and
  // whose assert throws, and a require that knows node:assert only. Deep-frozen and shared by every context (a
  // snippet cannot change them for the tests after it); `assert` and `console` cannot be rebound (checked after
  // the snippet and the setup ran, as a `const assert = ...` of the snippet would shadow them).
  const deepFreeze = (o, seen = new Set()) => {
    if ((typeof o !== 'object' && typeof o !== 'function') || o === null || seen.has(o)) return o;
    seen.add(o);
    for (const k of Reflect.ownKeys(o)) {
      const d = Object.getOwnPropertyDescriptor(o, k);
      if (d && 'value' in d) deepFreeze(d.value, seen);
    }
    if (typeof o === 'function' && o.prototype) deepFreeze(o.prototype, seen);
    return Object.freeze(o);
  };
  const copyOf = (fn) => {
    const c = (...args) => fn(...args);
    for (const k of Object.keys(fn)) c[k] = fn[k];
    return c;
  };
  const theAssert = copyOf(assert);
  theAssert.strict = copyOf(assert.strict);
  theAssert.strict.strict = theAssert.strict;
  const consoleAssert = (cond, ...rest) => {
    if (cond) return;
    const text = rest.length
      ? rest.map((x) => (typeof x === 'string' ? x : String(x))).join(' ')
      : 'Assertion failed';
    throw new assert.AssertionError({ message: text, operator: 'console.assert' });
  };
  const silent = () => undefined;
  const theConsole = {};
  for (const k of [
    'log',
    'info',
    'warn',
    'error',
    'debug',
    'trace',
    'dir',
    'table',
    'group',
    'groupEnd',
    'time',
    'timeEnd',
    'count',
  ]) {
    theConsole[k] = silent;
  }
  theConsole.assert = consoleAssert;
  const theRequire = (name) => {
    if (name === 'assert' || name === 'node:assert') return theAssert;
    if (name === 'assert/strict' || name === 'node:assert/strict') return theAssert.strict;
    throw new Error(`Cannot find module '${name}' (the test sandbox offers node:assert only)`);
  };
  deepFreeze(theAssert);
  deepFreeze(assert.AssertionError);
  deepFreeze(theConsole);
  Object.freeze(theRequire);
  // and the web-standard helpers Node has as globals, which task code reaches for (URLs, UTF-8, base64, clones)
  const WEB = { URL, URLSearchParams, TextEncoder, TextDecoder, structuredClone, atob, btoa };
  for (const v of Object.values(WEB)) deepFreeze(v);
  const GLOBALS = { assert: theAssert, console: theConsole, require: theRequire, ...WEB };
  const bindings = new vm.Script('[assert, console]', { filename: 'harness-check.js' });

  const newContext = () => {
    const sandbox = {};
    for (const [k, v] of Object.entries(GLOBALS)) {
      Object.defineProperty(sandbox, k, {
        value: v,
        writable: false,
        configurable: false,
        enumerable: false,
      });
    }
    return vm.createContext(sandbox, { microtaskMode: 'afterEvaluate' });
  };
  return { newContext, bindings, theAssert, theConsole, AssertionError: assert.AssertionError };
}

/** runBatch(job): each test of each suite in a fresh context, a record per test and an end record per suite. */
function runnerTests(io, contexts) {
  'use strict';
  const vm = require('node:vm');
  const { write, now, truncate } = io;
  const { newContext, bindings, theAssert, theConsole, AssertionError } = contexts;

  const describe = (e) => {
    try {
      if (e instanceof Error || (e !== null && typeof e === 'object' && 'message' in e)) {
        const name = String(e.name ?? 'Error');
        const code = typeof e.code === 'string' && e.code && name !== 'AssertionError' ? ` [${e.code}]` : '';
        const text = String(e.message ?? '');
        return `${name}${code}${text ? `: ${text}` : ''}`;
      }
      return `Uncaught ${typeof e === 'string' ? JSON.stringify(e) : String(e)}`;
    } catch {
      return 'an exception that cannot be printed';
    }
  };
  const isAssertion = (e) => e instanceof AssertionError;

  const compile = (source, filename) => {
    if (source.length > 1 << 20)
      return `SourceTooLarge: ${source.length} characters; the limit is ${1 << 20}`;
    try {
      return new vm.Script(source, { filename });
    } catch (e) {
      return describe(e);
    }
  };

  /** One test in a fresh context: [status, message]. */
  const runTest = (code, setup, test) => {
    const ctx = newContext();
    let phase = 'snippet';
    try {
      code.runInContext(ctx);
      phase = 'setup';
      if (setup) setup.runInContext(ctx);
      const [a, c] = bindings.runInContext(ctx);
      if (a !== theAssert || c !== theConsole) {
        const which = a !== theAssert ? 'assert' : 'console';
        return [
          'error',
          `in ${setup ? 'setup' : 'snippet'}: TypeError: ${which} is a read-only global of the test sandbox and was rebound`,
        ];
      }
      phase = 'test';
      if (typeof test === 'string') return ['error', test];
      test.runInContext(ctx);
      return ['passed', ''];
    } catch (e) {
      const status = phase === 'test' && isAssertion(e) ? 'failed' : 'error';
      const m = describe(e);
      return [status, phase === 'test' ? m : `in ${phase}: ${m}`];
    }
  };

  const runBatch = (job) => {
    job.suites.forEach((suite, k) => {
      const code = compile(suite.code, 'snippet.js');
      const setup = suite.setup ? compile(suite.setup, 'setup.js') : null;
      const broken =
        typeof code === 'string'
          ? `in snippet: ${code}`
          : typeof setup === 'string'
            ? `in setup: ${setup}`
            : null;
      const tests = broken ? [] : suite.tests.map((t) => compile(t, 'test.js'));
      for (let i = k === 0 ? job.first : 0; i < suite.tests.length; i++) {
        const t0 = now();
        const [status, message] = broken ? ['error', broken] : runTest(code, setup, tests[i]);
        write(
          `${job.nonce} ${k} ${i} ${status} ${Math.round(now() - t0)} ${JSON.stringify(truncate(message))}`,
        );
        if (status !== 'passed' && suite.failfast) break;
      }
      write(`${job.nonce} ${k} end`);
    });
  };
  return runBatch;
}

// ---------------------------------------------------------------- server side (trusted)

const fs = require('node:fs');
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { join } = require('node:path');

// the runner's parts inside one function scope (none becomes a global of the runner), then its main
const RUNNER_SOURCE = `(() => {\n${[runnerIo, runnerContexts, runnerTests, runnerMain].join('\n')}\nrunnerMain();\n})()`;
const CHILD_ENV = { PATH: '/usr/local/bin:/usr/bin:/bin', LANG: 'C.UTF-8' };
const SELF = process.pid;

function parseLimits(text) {
  let o;
  try {
    o = JSON.parse(text);
  } catch {
    o = null;
  }
  const num = (v, min) => typeof v === 'number' && Number.isFinite(v) && v >= min;
  if (
    !o ||
    !num(o.timeoutS, 0.001) ||
    !num(o.memoryMb, 16) ||
    !num(o.share, 1) ||
    !Number.isInteger(o.uid) ||
    !Number.isInteger(o.gid) ||
    typeof o.workroot !== 'string'
  ) {
    process.stderr.write(`harness: invalid limits argument: ${String(text).slice(0, 200)}\n`);
    process.exit(EXIT_USAGE);
  }
  return o;
}

const LIMITS = parseLimits(process.argv[1]);

/**
 * The sharing screen. A runner shares its process between suites only when their code names nothing that reaches
 * past its context: the host's objects (`constructor`, prototypes, `Function`, `eval`, `globalThis`, `process`,
 * `require`), shared memory and WebAssembly. With a fresh context per test, the globals and built-ins a suite
 * changes are its own; what the screen keeps out is code that goes looking for the runner itself. Not a security
 * boundary (the sandbox is): `share: 1` runs every suite in a runner of its own.
 */
const SHARE_DENY =
  /\b(constructor|__proto__|prototype|getPrototypeOf|setPrototypeOf|defineProperty|Reflect|Proxy|Function|eval|globalThis|global|process|require|import|WebAssembly|SharedArrayBuffer|Atomics|Worker)\b/;

class Suite {
  constructor(job) {
    this.id = job.id;
    const t = job.timeout;
    this.timeout = typeof t === 'number' && t > 0 ? t : LIMITS.timeoutS;
    this.failfast = job.failfast === true;
    this.code = String(job.code ?? '');
    this.setup = String(job.setup ?? '');
    this.tests = Array.isArray(job.tests) ? job.tests.map(String) : [];
    this.ntests = this.tests.length;
    const sources = [this.code, this.setup, ...this.tests];
    this.tooLarge = sources.find((s) => s.length > MAX_SOURCE);
    this.shared = LIMITS.share > 1 && !sources.some((s) => SHARE_DENY.test(s));
    this.results = [];
  }

  finished() {
    const r = this.results;
    return r.length >= this.ntests || (this.failfast && r.length > 0 && r[r.length - 1][0] !== 'passed');
  }

  outOfTime() {
    while (!this.finished()) {
      this.results.push(['timeout', 0, `not run: the suite's time limit of ${this.timeout}s was used up`]);
    }
  }

  wire() {
    return {
      code: this.code,
      setup: this.setup,
      tests: this.tests,
      timeout: this.timeout,
      failfast: this.failfast,
    };
  }
}

function describeExit(code, signal) {
  if (signal) return `killed by signal ${signal}`;
  return `exited with code ${code}`;
}

/** Kill every process the runner left behind: its process group and, in our own PID namespace, everyone else. */
function sweep(pgid) {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // gone
  }
  if (!LIMITS.pidNamespace) return;
  for (const name of fs.readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === SELF || pid === 1) continue;
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone, or not ours
    }
  }
}

/** A runner process and what arrived from it. */
class Runner {
  constructor(workdir) {
    this.child = spawn(
      process.execPath,
      [`--max-old-space-size=${Math.max(16, Math.floor(LIMITS.memoryMb))}`, '-e', RUNNER_SOURCE],
      {
        cwd: workdir,
        env: { ...CHILD_ENV, HOME: workdir, TMPDIR: workdir },
        stdio: ['pipe', 'ignore', 'ignore', 'pipe'],
        detached: true,
        ...(LIMITS.uid >= 0 ? { uid: LIMITS.uid, gid: LIMITS.gid } : {}),
      },
    );
    this.pid = this.child.pid;
    this.served = 0;
    this.exited = null;
    this.closed = false;
    this.onChange = () => undefined;
    this.buf = '';
    this.child.stdio[3].setEncoding('utf8');
    this.child.stdio[3].on('data', (chunk) => {
      this.buf += chunk;
      this.onChange();
    });
    this.child.stdio[3].on('error', () => undefined);
    this.child.stdio[3].on('close', () => {
      this.closed = true;
      this.onChange();
    });
    this.child.stdin.on('error', () => undefined);
    this.child.on('error', () => {
      this.exited = { code: null, signal: 'SPAWN_FAILED' };
      this.closed = true;
      this.onChange();
    });
    this.child.on('exit', (code, signal) => {
      this.exited = { code, signal };
      this.onChange();
    });
  }

  /** Gone, with everything it read said: its exit seen and its channel drained. */
  get gone() {
    return this.exited !== null && this.closed;
  }

  send(job) {
    this.child.stdin.write(JSON.stringify(job) + '\n');
  }

  /** Kill it and everything it left behind; resolves once it is gone. */
  kill() {
    if (this.pid !== undefined) sweep(this.pid);
    return this.gone ? Promise.resolve() : new Promise((resolve) => this.child.once('exit', () => resolve()));
  }

  /** End its input (it exits with RESULT_EXIT); resolves with its exit. */
  finish() {
    this.child.stdin.end();
    return new Promise((resolve) => {
      const check = () => this.gone && resolve(this.exited);
      this.onChange = check;
      check();
    });
  }
}

let warm = null;

/**
 * Run `batch` (tests `first`.. of its first suite, then every test of the others) on a runner: the warm one for
 * shared suites (started when there is none), a runner of its own otherwise. Collects the records into each
 * suite's results, keeping each suite's time limit. Resolves {done, stop}: `done` suites ended the harness's way;
 * when fewer than the batch, `stop` says how the runner stopped during batch[done] (it is then killed, and every
 * process it left behind).
 */
function runBatch(batch, first, workdir, shared) {
  if (shared && warm && (warm.exited !== null || warm.served >= RUNNER_SUITES)) {
    void warm.kill();
    warm = null;
  }
  const runner = shared ? (warm ??= new Runner(workdir)) : new Runner(workdir);
  runner.served += batch.length;
  return new Promise((resolve) => new BatchRun(batch, runner, shared, resolve).start(first));
}

/** One batch on one runner: its records read in order, each suite's clock, and how it ended. */
class BatchRun {
  constructor(batch, runner, shared, resolve) {
    this.batch = batch;
    this.runner = runner;
    this.shared = shared;
    this.resolve = resolve;
    this.nonce = randomBytes(16).toString('hex');
    this.prefix = `${this.nonce} `;
    this.state = { k: 0, bad: null, ended: false, tLast: Date.now(), timedOut: false, extended: 0 };
    this.timer = undefined;
    this.settled = false;
  }

  start(first) {
    this.runner.onChange = () => this.onChange();
    this.arm();
    this.runner.send({ nonce: this.nonce, first, suites: this.batch.map((s) => s.wire()) });
    if (!this.shared) this.runner.child.stdin.end();
  }

  /**
   * The deadline of suite k: its limit from the end of the one before, moved by the time the runner waited for a
   * CPU that others held (at most MAX_EXTENSION times the limit), as the Python harness does.
   */
  arm() {
    const { state, runner } = this;
    clearTimeout(this.timer);
    const limitMs = this.batch[state.k].timeout * 1000;
    const waited0 = waitedMs(runner.pid);
    state.extended = 0;
    const check = () => {
      const owed = Math.min(waitedMs(runner.pid) - waited0, MAX_EXTENSION * limitMs) - state.extended;
      if (owed > 1) {
        state.extended += owed;
        this.timer = setTimeout(check, owed);
        return;
      }
      state.timedOut = true;
      this.stop();
    };
    this.timer = setTimeout(check, limitMs);
  }

  /** The runner stopped (or must): kill it and everything it left, then say where. */
  stop() {
    if (this.settled) return;
    const { state, runner } = this;
    this.settled = true;
    clearTimeout(this.timer);
    runner.onChange = () => undefined;
    if (this.shared && warm === runner) warm = null;
    void runner.kill().then(() => {
      this.resolve({
        done: state.k,
        stop: { ...state, exited: runner.exited, ms: Date.now() - state.tLast },
      });
    });
  }

  /** Every suite's end record arrived; a runner of its own must also exit the harness's way. */
  complete() {
    const { state, runner, batch } = this;
    this.settled = true;
    clearTimeout(this.timer);
    runner.onChange = () => undefined;
    if (this.shared) return this.resolve({ done: batch.length, stop: null });
    void runner.finish().then((exited) => {
      if (exited.code === RESULT_EXIT) this.resolve({ done: batch.length, stop: null });
      else
        this.resolve({
          done: state.k,
          stop: { ...state, ended: true, exited, ms: Date.now() - state.tLast },
        });
    });
  }

  /** Read the complete records that arrived, in order; a bad one marks the batch bad. */
  consume() {
    const { state, runner, batch, prefix } = this;
    for (;;) {
      const nl = runner.buf.indexOf('\n');
      if (nl < 0) {
        if (runner.buf.length > MAX_RECORD)
          state.bad = `wrote more than ${MAX_RECORD} bytes to the result channel`;
        return;
      }
      const line = runner.buf.slice(0, nl);
      runner.buf = runner.buf.slice(nl + 1);
      const suite = batch[state.k];
      state.tLast = Date.now();
      if (suite.finished() && line === `${prefix}${state.k} end`) {
        if (state.k === batch.length - 1) {
          state.ended = true;
          return;
        }
        state.k++;
        this.arm();
        continue;
      }
      const rec = parseRecord(line, prefix, state.k, suite);
      if (rec === null) {
        state.bad = 'wrote a malformed result record';
        return;
      }
      suite.results.push(rec);
    }
  }

  onChange() {
    if (this.settled) return;
    const { state, runner } = this;
    this.consume();
    if (state.bad !== null) this.stop();
    else if (state.ended) {
      if (runner.buf.length) {
        state.bad = 'wrote after its last record';
        this.stop();
      } else this.complete();
    } else if (runner.gone) this.stop();
  }
}

/** Milliseconds a process has waited for a CPU (/proc/<pid>/schedstat), or 0 where the kernel does not say. */
function waitedMs(pid) {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6 || 0;
  } catch {
    return 0;
  }
}

/** [status, ms, message] from the runner's record of the next test of suite k, or null when it is not one. */
function parseRecord(line, prefix, k, suite) {
  if (!line.startsWith(prefix)) return null;
  const parts = line.slice(prefix.length).split(' ');
  if (parts.length < 5) return null;
  const [gotK, i, status, ms] = parts;
  let message;
  try {
    message = JSON.parse(parts.slice(4).join(' '));
  } catch {
    return null;
  }
  const index = suite.results.length;
  if (Number(gotK) !== k || Number(i) !== index || typeof message !== 'string') return null;
  if (!['passed', 'failed', 'error', 'timeout'].includes(status)) return null;
  if (status === 'passed' && message) return null;
  const n = Number(ms);
  return [status, Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0, message];
}

/** After a runner stopped during a suite run alone: end the test it stopped in as timeout or crashed. */
function settle(suite, stop) {
  const { bad, exited, timedOut, ms } = stop;
  if (suite.finished()) {
    // every test reported, but the runner did not finish the harness's way: its last report is not trusted
    suite.results.pop();
    const why =
      bad !== null
        ? `the test ${bad}`
        : exited
          ? `the test process ${describeExit(exited.code, exited.signal)} after its last test`
          : 'the test process did not finish after its last test';
    suite.results.push([timedOut ? 'timeout' : 'crashed', ms, why]);
    return;
  }
  if (timedOut) {
    suite.results.push(['timeout', ms, `exceeded the suite's time limit of ${suite.timeout}s`]);
    return;
  }
  if (bad !== null) {
    suite.results.push(['crashed', ms, `the test ${bad}`]);
    return;
  }
  const how = exited ? describeExit(exited.code, exited.signal) : 'stopped';
  const oom =
    exited && (exited.signal === 'SIGABRT' || exited.signal === 'SIGTRAP' || exited.signal === 'SIGSEGV');
  suite.results.push([
    'crashed',
    ms,
    `the test process ${how} without reporting a result${oom ? ` (out of memory? the heap limit is ${LIMITS.memoryMb} MiB)` : ''}`,
  ]);
}

/** Run one suite in runners of its own: normally one; a test that kills its runner costs a new one for the rest. */
async function runAlone(suite, workdir) {
  suite.results = [];
  if (suite.tooLarge !== undefined) {
    const why = `in snippet: SourceTooLarge: ${suite.tooLarge.length} characters; the limit is ${MAX_SOURCE}`;
    suite.results = Array.from({ length: suite.failfast ? 1 : suite.ntests }, () => ['error', 0, why]);
    return;
  }
  let attempts = 0;
  while (!suite.finished()) {
    if (++attempts > suite.ntests + 1) {
      suite.outOfTime();
      break;
    }
    const { done, stop } = await runBatch([suite], suite.results.length, workdir, false);
    if (done === 0) {
      settle(suite, stop);
      if (stop.timedOut) suite.outOfTime();
    }
    clearWorkdir(workdir);
  }
}

/** A shared run's outcome that could depend on the suites before it in the same process: run it again alone. */
function needsOwnProcess(suite) {
  return suite.results.some(
    ([status, , message]) =>
      status === 'error' && /^(in \w+: )?RangeError: (Maximum call stack|Invalid|Array buffer)/.test(message),
  );
}

async function runJobs(suites, workdir, report) {
  let i = 0;
  while (i < suites.length) {
    if (!suites[i].shared) {
      await runAlone(suites[i], workdir);
      report(suites[i]);
      i++;
      continue;
    }
    let j = i;
    while (j < suites.length && j - i < LIMITS.share && suites[j].shared) j++;
    const batch = suites.slice(i, j);
    for (const s of batch) s.results = [];
    const { done, stop } = await runBatch(batch, 0, workdir, true);
    clearWorkdir(workdir);
    for (const s of batch.slice(0, done)) {
      if (needsOwnProcess(s)) await runAlone(s, workdir);
      report(s);
    }
    i += done;
    if (done < batch.length) {
      const s = suites[i];
      if (stop.timedOut) {
        settle(s, stop);
        s.outOfTime();
      } else await runAlone(s, workdir);
      report(s);
      i++;
    }
  }
}

function makeWorkdir() {
  const path = join(LIMITS.workroot, `work-${SELF}-${randomBytes(4).toString('hex')}`);
  fs.mkdirSync(path, { mode: 0o700 });
  fs.chmodSync(path, 0o777); // the tests may run as an unprivileged uid; they write only here
  return path;
}

/** Empty the work directory for the next suite, keeping the folder itself (a warm runner works in it). */
function clearWorkdir(path) {
  let names;
  try {
    names = fs.readdirSync(path);
  } catch {
    names = [];
  }
  for (const name of names) {
    try {
      fs.rmSync(join(path, name), { recursive: true, force: true });
    } catch {
      // a file of another uid we cannot remove: the sandbox's private /tmp goes away with it
    }
  }
  try {
    if ((fs.statSync(path).mode & 0o7777) !== 0o777) fs.chmodSync(path, 0o777);
  } catch {
    // gone: the next runner fails to start in it and its suite is crashed
  }
}

function emit(obj) {
  fs.writeSync(1, JSON.stringify(obj) + '\n');
}

function serve() {
  emit({ ready: true, protocol: 1, pid: SELF, version: process.version, executable: process.execPath });
  const workdir = makeWorkdir();
  const queue = [];
  let running = false;
  let eof = false;
  let buf = '';
  const report = (suite) => emit({ id: suite.id, r: suite.results });
  const pump = async () => {
    if (running) return;
    running = true;
    try {
      while (queue.length) {
        // every job that has arrived runs as one batch, so that suites can share a runner
        const suites = queue.splice(0).map((job) => new Suite(job));
        await runJobs(suites, workdir, report);
      }
    } finally {
      running = false;
    }
    if (eof) void shutdown();
  };
  const shutdown = async () => {
    // the warm runner ends its input the harness's way (so that it is reaped, and its time counted, by us)
    if (warm) await Promise.race([warm.finish(), new Promise((r) => setTimeout(r, 2000))]);
    if (warm) sweep(warm.pid);
    try {
      fs.rmSync(workdir, { recursive: true, force: true });
    } catch {
      // the private /tmp goes with the sandbox
    }
    process.exit(0);
  };
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk) => {
    buf += chunk;
    const end = buf.lastIndexOf('\n');
    if (end < 0) return;
    for (const line of buf.slice(0, end).split('\n')) if (line.trim()) queue.push(JSON.parse(line));
    buf = buf.slice(end + 1);
    void pump();
  });
  process.stdin.on('end', () => {
    eof = true;
    if (!running) void shutdown();
  });
}

serve();
