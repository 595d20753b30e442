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

/**
 * What every test's fresh context sees, built inside the context's own realm (runnerContexts().newContext()).
 * No object of the runner's realm is ever handed to the context: the context object is a null-prototype object
 * with nothing on it, and assert, console, require, structuredClone, URL, URLSearchParams, TextEncoder,
 * TextDecoder, atob and btoa are made by PRELUDE, a script run in the context before the snippet, so that every
 * constructor chain a snippet can walk ends at the context's own Function and global. Where the runner's own
 * implementation is needed (node:assert's comparisons and messages, URL parsing, text decoding, base64) the
 * prelude keeps a runner function in a closure the snippet cannot reach, and those functions take and return
 * primitives only (strings, numbers, booleans; the realm's own values for node:assert to compare) and never
 * throw: a runner-realm object, error included, never crosses into the context.
 */
/** The runner's side of the prelude (see runnerContexts): primitives in and out, never a throw. */
function runnerHelpers() {
  'use strict';
  const assert = require('node:assert');
  const HostAssertionError = assert.AssertionError;

  /** A failure as one string the context turns into its own error: 'A' message (an AssertionError), else 'E' name \n code \n message. */
  const failure = (e) => {
    try {
      if (e instanceof HostAssertionError) return `A${String(e.message)}`;
      const name = e !== null && typeof e === 'object' ? String(e.name ?? 'Error') : 'Error';
      const code = e !== null && typeof e === 'object' && typeof e.code === 'string' ? e.code : '';
      const message = e !== null && typeof e === 'object' ? String(e.message ?? '') : String(e);
      return `E${name}\n${code}\n${message}`;
    } catch {
      return 'EError\n\nan exception that cannot be printed';
    }
  };
  const KINDS = new Set([
    'equal',
    'notEqual',
    'strictEqual',
    'notStrictEqual',
    'deepEqual',
    'deepStrictEqual',
    'notDeepEqual',
    'notDeepStrictEqual',
    'match',
    'doesNotMatch',
    'ifError',
    'throws',
  ]);
  /** node:assert on the context's values: null when it holds, else the failure (see above). */
  const hostAssert = (kind, a, b) => {
    if (!KINDS.has(kind)) return 'EError\n\nunknown assertion';
    try {
      if (kind === 'throws') {
        // `b` is a RegExp or an object of expected properties (functions are checked in the context)
        assert.throws(() => {
          throw a;
        }, b);
      } else assert[kind](a, b);
      return null;
    } catch (e) {
      return failure(e);
    }
  };
  /** The message node:assert writes for a failed comparison (AssertionError without a message). */
  const hostMessage = (actual, expected, operator) => {
    try {
      return String(new HostAssertionError({ actual, expected, operator: String(operator) }).message);
    } catch {
      return 'Failed';
    }
  };
  const { hostUrl, hostText } = runnerWebHelpers(failure);
  return { hostAssert, hostMessage, hostUrl, hostText };
}

/** URL parsing, form encoding, text decoding and base64 for the prelude: strings in and out. */
function runnerWebHelpers(failure) {
  'use strict';
  const { Buffer } = require('node:buffer');
  const HostURL = URL;
  const HostParams = URLSearchParams;
  const HostDecoder = TextDecoder;
  const hostAtob = atob;
  const hostBtoa = btoa;
  const stringify = JSON.stringify;
  const URL_PARTS = [
    'href',
    'origin',
    'protocol',
    'username',
    'password',
    'host',
    'hostname',
    'port',
    'pathname',
    'search',
    'hash',
  ];
  /** URLs and form-encoded parameters, strings in and out: a JSON text, or a failure. */
  const hostUrl = (op, a, b, c) => {
    try {
      if (op === 'parse' || op === 'set') {
        const u = op === 'parse' ? (b === undefined ? new HostURL(a) : new HostURL(a, b)) : new HostURL(a);
        if (op === 'set') u[URL_PARTS.includes(b) && b !== 'origin' ? b : 'hash'] = c;
        return stringify(URL_PARTS.map((k) => u[k]));
      }
      if (op === 'canParse') return stringify(HostURL.canParse(a, b));
      if (op === 'params') return stringify([...new HostParams(a)]);
      if (op === 'serialize') return new HostParams(JSON.parse(a)).toString();
      return 'EError\n\nunknown operation';
    } catch (e) {
      return failure(e);
    }
  };
  /** Text decoding (bytes as a latin1 string) and base64: a string, or a failure prefixed by NUL. */
  const hostText = (op, a, b, c, d) => {
    try {
      if (op === 'label') return `=${new HostDecoder(a).encoding}`;
      if (op === 'decode')
        return `=${new HostDecoder(a, { fatal: b, ignoreBOM: c }).decode(Buffer.from(d, 'latin1'))}`;
      if (op === 'atob') return `=${hostAtob(a)}`;
      if (op === 'btoa') return `=${hostBtoa(a)}`;
      return 'EError\n\nunknown operation';
    } catch (e) {
      return failure(e);
    }
  };
  return { hostUrl, hostText };
}

function runnerContexts() {
  'use strict';
  const vm = require('node:vm');
  const { hostAssert, hostMessage, hostUrl, hostText } = runnerHelpers();
  /**
   * Every script a context runs is compiled with this: a dynamic `import()` (which Node would otherwise reject
   * with an error of the runner's realm) waits for ever instead. The runner is started with
   * --experimental-vm-modules, without which Node ignores the callback and rejects with its own error.
   */
  const scriptOptions = (filename) => ({
    filename,
    importModuleDynamically: () => new Promise(() => undefined),
  });
  const prelude = new vm.Script(preludeSource(), scriptOptions('harness-prelude.js'));
  const bindings = new vm.Script('[assert, console]', scriptOptions('harness-check.js'));

  /** A fresh context with nothing of ours in it, and the assert, console and AssertionError its prelude made. */
  // configurable, as the globals of a plain context are: a snippet's own top-level `const assert = require(...)`
  // must not be a SyntaxError; a rebinding is caught after the snippet and the setup ran (runTest)
  const fixed = { value: undefined, writable: false, configurable: true, enumerable: false };
  const lazy = { get: undefined, configurable: true, enumerable: false };
  const newContext = () => {
    const sandbox = Object.create(null);
    const context = vm.createContext(sandbox, { microtaskMode: 'afterEvaluate' });
    const own = prelude.runInContext(context)(hostAssert, hostMessage, hostUrl, hostText);
    // the values are the context's own (made by its prelude); the descriptors are read here, never seen there
    for (const [k, v] of own[3]) Object.defineProperty(sandbox, k, ((fixed.value = v), fixed));
    for (const [k, g] of own[4]) Object.defineProperty(sandbox, k, ((lazy.get = g), lazy));
    return { context, assert: own[0], console: own[1], AssertionError: own[2] };
  };
  return { newContext, bindings, scriptOptions };
}

/**
 * The source of the script each fresh context runs before its snippet: the prelude's parts as function
 * declarations inside one function of the context's realm, which the runner calls with its own helpers (see
 * runnerContexts). Compiled once; run in every context, so that everything it makes belongs to that context.
 */
function preludeSource() {
  'use strict';
  const parts = [
    preludeErrors,
    preludeMismatch,
    preludeThrows,
    preludeAssert,
    preludeClone,
    preludeParams,
    preludeUrl,
    preludeText,
  ];
  return `(function (hostAssert, hostMessage, hostUrl, hostText) {\n'use strict';\n${[
    ...parts,
    contextPrelude,
  ]
    .map(String)
    .join('\n')}\nreturn contextPrelude(hostAssert, hostMessage, hostUrl, hostText, { ${parts
    .map((p) => p.name)
    .join(', ')} });\n})`;
}

/**
 * In each fresh context: assert, console and require as read-only globals, and structuredClone, URL,
 * URLSearchParams, TextEncoder, TextDecoder, atob and btoa as read-only globals made on first use (most tests use
 * none of them). Returns [assert, console, AssertionError]. The runner's functions it is given stay in closures
 * the snippet cannot reach; they take and return primitives, except that hostAssert and hostMessage read the
 * context's own values to compare and print them.
 */
function contextPrelude(hostAssert, hostMessage, hostUrl, hostText, p) {
  'use strict';
  const h = p.preludeErrors(hostMessage);
  h.hostAssert = hostAssert;
  h.hostUrl = hostUrl;
  h.hostText = hostText;
  let thrown;
  const throwing = () => (thrown ??= p.preludeThrows(h, p.preludeMismatch));
  const assert = p.preludeAssert(h, {
    throws: (...args) => throwing().throws(...args),
    doesNotThrow: (...args) => throwing().doesNotThrow(...args),
    rejects: (...args) => throwing().rejects(...args),
    doesNotReject: (...args) => throwing().doesNotReject(...args),
  });
  const silent = () => undefined;
  const console = {};
  for (const k of ['log', 'info', 'warn', 'error', 'debug', 'trace', 'dir', 'table', 'group', 'groupEnd']) {
    console[k] = silent;
  }
  for (const k of ['groupCollapsed', 'time', 'timeEnd', 'timeLog', 'count', 'countReset'])
    console[k] = silent;
  console.assert = (cond, ...rest) => {
    if (cond) return;
    const text = rest.length
      ? rest.map((x) => (typeof x === 'string' ? x : String(x))).join(' ')
      : 'Assertion failed';
    throw new h.AssertionError({ message: text, operator: 'console.assert' });
  };
  const require = (name) => {
    if (name === 'assert' || name === 'node:assert') return assert;
    if (name === 'assert/strict' || name === 'node:assert/strict') return assert.strict;
    throw new Error(`Cannot find module '${name}' (the test sandbox offers node:assert only)`);
  };
  Object.freeze(assert);
  Object.freeze(console);
  let clone;
  let web;
  const makeWeb = () => {
    const params = p.preludeParams(h);
    return { URL: p.preludeUrl(h, params), URLSearchParams: params.URLSearchParams, ...p.preludeText(h) };
  };
  // [name, value] of the globals, and [name, getter] of those made on first use: the runner puts them on the
  // context's object (a define on the context's global from here would cost a call into Node's interceptors each)
  const values = [
    ['assert', assert],
    ['console', console],
    ['require', require],
  ];
  const getters = [
    ['structuredClone', () => (clone ??= p.preludeClone(h))],
    ['URL', () => (web ??= makeWeb()).URL],
    ['URLSearchParams', () => (web ??= makeWeb()).URLSearchParams],
    ['TextEncoder', () => (web ??= makeWeb()).TextEncoder],
    ['TextDecoder', () => (web ??= makeWeb()).TextDecoder],
    ['atob', () => (web ??= makeWeb()).atob],
    ['btoa', () => (web ??= makeWeb()).btoa],
  ];
  return [assert, console, h.AssertionError, values, getters];
}

/** The context's AssertionError, and the helpers the other parts share (`h`). */
function preludeErrors(hostMessage) {
  'use strict';
  const { defineProperty } = Object;
  const call = (fn, self, ...args) => Reflect.apply(fn, self, args);
  const tag = (v) => call(Object.prototype.toString, v).slice(8, -1);
  class AssertionError extends Error {
    constructor(options) {
      const o = options !== null && typeof options === 'object' ? options : {};
      const generated = o.message === undefined;
      super(generated ? hostMessage(o.actual, o.expected, o.operator) : String(o.message));
      defineProperty(this, 'name', { value: 'AssertionError', writable: true, configurable: true });
      this.generatedMessage = generated;
      this.code = 'ERR_ASSERTION';
      this.actual = o.actual;
      this.expected = o.expected;
      this.operator = o.operator;
    }
  }
  /** an error of this realm from the runner's failure string ('A' message, or 'E' name \n code \n message) */
  const rebuild = (f, actual, expected, operator, message) => {
    if (f[0] === 'A') {
      if (message instanceof Error) return message;
      const e = new AssertionError({
        message: message === undefined ? f.slice(1) : message,
        actual,
        expected,
        operator,
      });
      e.generatedMessage = message === undefined;
      return e;
    }
    const [name, code, ...rest] = f.slice(1).split('\n');
    const Ctor = name === 'TypeError' ? TypeError : name === 'RangeError' ? RangeError : Error;
    const e = new Ctor(rest.join('\n'));
    if (Ctor === Error && name !== 'Error')
      defineProperty(e, 'name', { value: name, writable: true, configurable: true });
    if (code) e.code = code;
    return e;
  };
  const show = (v) =>
    typeof v === 'string' ? `'${v}'` : typeof v === 'bigint' ? `${v}n` : Object.is(v, -0) ? '-0' : String(v);
  const received = (v) =>
    v === null
      ? 'null'
      : typeof v === 'function'
        ? `function ${v.name}`
        : typeof v === 'object'
          ? `an instance of ${v.constructor?.name ?? 'Object'}`
          : `type ${typeof v} (${show(v)})`;
  const argType = (name, what, v) => {
    const e = new TypeError(`The "${name}" argument must be of type ${what}. Received ${received(v)}`);
    e.code = 'ERR_INVALID_ARG_TYPE';
    return e;
  };
  /** the value of a runner's answer (a JSON text, or after '=' a string), else the error it describes */
  const answer = (f) => {
    if (f[0] === '=') return f.slice(1);
    if (f[0] === '[' || f[0] === '"' || f === 'true' || f === 'false') return JSON.parse(f);
    throw rebuild(f);
  };
  return { AssertionError, rebuild, show, argType, call, tag, answer };
}

/** For assert.throws and the like: undefined when `actual` (thrown) satisfies `expected`, else the error to throw. */
function preludeMismatch(h) {
  'use strict';
  const { AssertionError, rebuild, show, call, hostAssert } = h;
  const isErrorClass = (f) => f === Error || (f.prototype !== undefined && f.prototype instanceof Error);
  /** undefined when `actual` (thrown) satisfies `expected`, else the AssertionError to throw */
  const mismatch = (actual, expected, message, operator) => {
    if (typeof expected !== 'function') {
      // a RegExp or an object of expected properties: node:assert's own comparison and message
      const f = hostAssert('throws', actual, expected);
      return f === null ? undefined : rebuild(f, actual, expected, operator, message);
    }
    if (expected.prototype !== undefined && actual instanceof expected) return undefined;
    if (isErrorClass(expected)) {
      const got =
        actual !== null && typeof actual === 'object' && actual.constructor
          ? actual.constructor.name
          : typeof actual;
      const text = `The error is expected to be an instance of "${expected.name}". Received "${got}"\n\nError message:\n\n${actual?.message}`;
      return new AssertionError({ message: message ?? text, actual, expected, operator });
    }
    const res = call(expected, {}, actual);
    if (res === true) return undefined;
    const fn = expected.name ? `"${expected.name}" validation function` : 'validation function';
    const text = `The ${fn} is expected to return "true". Received ${show(res)}`;
    return new AssertionError({ message: message ?? text, actual, expected, operator });
  };
  return mismatch;
}

/** assert.throws, doesNotThrow, rejects and doesNotReject, run here (a validation function gets this realm's {}). */
function preludeThrows(h, preludeMismatch) {
  'use strict';
  const { AssertionError, argType } = h;
  const mismatch = preludeMismatch(h);
  const NO = {};
  const missing = (what, expected, message, operator) => {
    const details =
      (expected && expected.name ? ` (${expected.name})` : '') + (message ? `: ${message}` : '.');
    return new AssertionError({ message: `Missing expected ${what}${details}`, expected, operator });
  };
  const unwanted = (what, actual, message, operator) =>
    new AssertionError({
      message: `Got unwanted ${what}${message ? `: ${message}` : '.'}\nActual message: "${actual && actual.message}"`,
      actual,
      operator,
    });
  const check = (actual, expected, message, operator, what) => {
    if (typeof expected === 'string') [message, expected] = [expected, undefined];
    if (actual === NO) throw missing(what, expected, message, operator);
    const e = expected === undefined ? undefined : mismatch(actual, expected, message, operator);
    if (e) throw e;
  };
  const caught = (fn) => {
    if (typeof fn !== 'function') throw argType('fn', 'function', fn);
    try {
      fn();
    } catch (e) {
      return e;
    }
    return NO;
  };
  const settled = async (p) => {
    try {
      await (typeof p === 'function' ? p() : p);
    } catch (e) {
      return e;
    }
    return NO;
  };
  return {
    throws: (fn, expected, message) => check(caught(fn), expected, message, 'throws', 'exception'),
    rejects: async (p, expected, message) =>
      check(await settled(p), expected, message, 'rejects', 'rejection'),
    doesNotThrow(fn, expected, message) {
      const actual = caught(fn);
      if (actual === NO) return;
      if (typeof expected === 'string') [message, expected] = [expected, undefined];
      if (expected !== undefined && mismatch(actual, expected, undefined, 'doesNotThrow') !== undefined)
        throw actual;
      throw unwanted('exception', actual, message, 'doesNotThrow');
    },
    async doesNotReject(p, expected, message) {
      const actual = await settled(p);
      if (actual === NO) return;
      if (typeof expected === 'string') [message, expected] = [expected, undefined];
      if (expected !== undefined && mismatch(actual, expected, undefined, 'doesNotReject') !== undefined)
        throw actual;
      throw unwanted('rejection', actual, message, 'doesNotReject');
    },
  };
}

/** node:assert of this realm: comparisons and their messages by the runner's node:assert, on this realm's values. */
function preludeAssert(h, thrown) {
  'use strict';
  const { AssertionError, rebuild, show, argType, hostAssert } = h;
  const compare = (kind, operator) =>
    function (actual, expected, message) {
      const f = hostAssert(kind, actual, expected);
      if (f !== null) throw rebuild(f, actual, expected, operator, message);
    };
  const matching = (kind) =>
    function (string, regexp, message) {
      if (!(regexp instanceof RegExp)) throw argType('regexp', 'an instance of RegExp', regexp);
      const f = hostAssert(kind, string, regexp);
      if (f !== null) throw rebuild(f, string, regexp, kind, message);
    };
  const ok = (...args) => {
    if (args.length === 0) {
      throw new AssertionError({ message: 'No value argument passed to `assert.ok()`', operator: '==' });
    }
    const [value, message] = args;
    if (value) return;
    if (message instanceof Error) throw message;
    const text = message === undefined ? `${show(value)} == true` : message;
    const e = new AssertionError({ message: text, actual: value, expected: true, operator: '==' });
    e.generatedMessage = message === undefined;
    throw e;
  };
  function fail(message) {
    if (message instanceof Error) throw message;
    if (arguments.length >= 2) {
      const [actual, expected, m, operator = '!='] = arguments;
      const text = m ?? `${show(actual)} ${operator} ${show(expected)}`;
      throw new AssertionError({ message: text, actual, expected, operator });
    }
    throw new AssertionError({ message: message === undefined ? 'Failed' : message, operator: 'fail' });
  }
  const ifError = (value) => {
    if (value === null || value === undefined) return;
    const f = hostAssert('ifError', value, undefined);
    if (f !== null) throw rebuild(f, value, null, 'ifError', undefined);
  };
  const strictOnes = {
    strictEqual: compare('strictEqual', 'strictEqual'),
    notStrictEqual: compare('notStrictEqual', 'notStrictEqual'),
    deepStrictEqual: compare('deepStrictEqual', 'deepStrictEqual'),
    notDeepStrictEqual: compare('notDeepStrictEqual', 'notDeepStrictEqual'),
  };
  const common = {
    ok,
    fail,
    ifError,
    ...thrown,
    match: matching('match'),
    doesNotMatch: matching('doesNotMatch'),
  };
  const build = (strict) => {
    const a = strict ? (...args) => ok(...args) : (...args) => ok(...args);
    Object.assign(a, common, strictOnes, { AssertionError });
    a.equal = strict ? strictOnes.strictEqual : compare('equal', '==');
    a.notEqual = strict ? strictOnes.notStrictEqual : compare('notEqual', '!=');
    a.deepEqual = strict ? strictOnes.deepStrictEqual : compare('deepEqual', 'deepEqual');
    a.notDeepEqual = strict ? strictOnes.notDeepStrictEqual : compare('notDeepEqual', 'notDeepEqual');
    return a;
  };
  // assert.strict (and assert.strict.strict) made on first use, frozen like assert
  let strict;
  const getStrict = () => {
    if (strict) return strict;
    strict = build(true);
    Object.defineProperty(strict, 'strict', { get: getStrict, enumerable: true });
    return Object.freeze(strict);
  };
  const assert = build(false);
  Object.defineProperty(assert, 'strict', { get: getStrict, enumerable: true });
  return assert;
}

/** structuredClone in this realm: the structured clone algorithm for the values tests pass it. */
function preludeClone(h) {
  'use strict';
  const { tag } = h;
  const cloneError = (what) => {
    const e = new Error(`${what} could not be cloned.`);
    Object.defineProperty(e, 'name', { value: 'DataCloneError', writable: true, configurable: true });
    e.code = 25;
    return e;
  };
  const ERRORS = { Error, EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError };
  const TYPED = new Set([
    'Int8Array',
    'Uint8Array',
    'Uint8ClampedArray',
    'Int16Array',
    'Uint16Array',
    'Int32Array',
  ]);
  for (const t of ['Uint32Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array'])
    TYPED.add(t);
  /** a clone of `v` (an object) without what it holds, or undefined: `fill` then copies what it holds */
  const shell = (v, t, clone) => {
    if (t === 'Date') return new Date(h.call(Date.prototype.getTime, v));
    if (t === 'RegExp') return new RegExp(v.source, v.flags);
    if (t === 'Boolean' || t === 'Number' || t === 'String' || t === 'BigInt') return Object(v.valueOf());
    if (t === 'ArrayBuffer') return v.slice(0);
    if (t === 'DataView') return new DataView(clone(v.buffer), v.byteOffset, v.byteLength);
    if (TYPED.has(t)) return new globalThis[t](clone(v.buffer), v.byteOffset, v.length);
    if (t === 'Error') {
      const e = new (ERRORS[String(v.name)] ?? Error)(
        v.message === undefined ? undefined : String(v.message),
      );
      if (v.stack !== undefined)
        Object.defineProperty(e, 'stack', { value: String(v.stack), writable: true, configurable: true });
      return e;
    }
    if (t === 'Array') return new Array(v.length);
    if (t === 'Map') return new Map();
    if (t === 'Set') return new Set();
    if (t === 'Object' || t === 'Arguments') return {};
    throw cloneError(`#<${t}>`);
  };
  const fill = (v, t, out, clone) => {
    if (t === 'Map') for (const [k, x] of v) out.set(clone(k), clone(x));
    else if (t === 'Set') for (const x of v) out.add(clone(x));
    else if (t === 'Array' || t === 'Object' || t === 'Arguments')
      for (const k of Object.keys(v)) out[k] = clone(v[k]);
    else if (t === 'Error' && 'cause' in v) out.cause = clone(v.cause);
  };
  return (value, options) => {
    if (options != null && options.transfer !== undefined && !Array.isArray(options.transfer))
      throw new TypeError('structuredClone: transfer must be an array');
    const seen = new Map();
    const clone = (v) => {
      if (typeof v === 'symbol') throw cloneError(String(v));
      if (typeof v === 'function') throw cloneError(String(v).slice(0, 40));
      if (v === null || typeof v !== 'object') return v;
      if (seen.has(v)) return seen.get(v);
      const t = tag(v);
      const out = shell(v, t, clone);
      seen.set(v, out);
      fill(v, t, out, clone);
      return out;
    };
    return clone(value);
  };
}

/**
 * URLSearchParams of this realm: the pairs kept here, parsed and serialised by the runner (strings only).
 * Returns the class, and for URL: link(params, onChange) and reparse(params, search).
 */
// eslint-disable-next-line max-lines-per-function -- one class of the web API, a few lines per method
function preludeParams(h) {
  'use strict';
  const { answer, hostUrl } = h;
  const state = new WeakMap();
  const pairsOf = (init) => {
    if (init instanceof URLSearchParams) return state.get(init).pairs.map((q) => [q[0], q[1]]);
    if (init === null || typeof init !== 'object') {
      const s = String(init);
      return answer(hostUrl('params', s[0] === '?' ? s.slice(1) : s));
    }
    if (typeof init[Symbol.iterator] !== 'function')
      return Object.keys(init).map((k) => [k, String(init[k])]);
    const pairs = [];
    for (const q of init) {
      const a = [...q];
      if (a.length !== 2) {
        const e = new TypeError('Each query pair must be an iterable [name, value] tuple');
        e.code = 'ERR_INVALID_TUPLE';
        throw e;
      }
      pairs.push([String(a[0]), String(a[1])]);
    }
    return pairs;
  };
  const changed = (self) => {
    const st = state.get(self);
    if (st.onChange) st.onChange(self.toString());
  };
  const matches = (name, value) => (q) =>
    q[0] === String(name) && (value === undefined || q[1] === String(value));
  class URLSearchParams {
    constructor(init = '') {
      state.set(this, { pairs: pairsOf(init), onChange: null });
    }
    get size() {
      return state.get(this).pairs.length;
    }
    append(name, value) {
      state.get(this).pairs.push([String(name), String(value)]);
      changed(this);
    }
    delete(name, value) {
      const st = state.get(this);
      const m = matches(name, value);
      st.pairs = st.pairs.filter((q) => !m(q));
      changed(this);
    }
    get(name) {
      const q = state.get(this).pairs.find(matches(name));
      return q ? q[1] : null;
    }
    getAll(name) {
      return state
        .get(this)
        .pairs.filter(matches(name))
        .map((q) => q[1]);
    }
    has(name, value) {
      return state.get(this).pairs.some(matches(name, value));
    }
    set(name, value) {
      const st = state.get(this);
      const n = String(name);
      const i = st.pairs.findIndex((q) => q[0] === n);
      if (i < 0) st.pairs.push([n, String(value)]);
      else
        st.pairs = st.pairs
          .filter((q, j) => j <= i || q[0] !== n)
          .map((q, j) => (j === i ? [n, String(value)] : q));
      changed(this);
    }
    sort() {
      const st = state.get(this);
      const key = (q) => q[0][0];
      st.pairs = st.pairs
        .map((q, i) => [q, i])
        .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a[1] - b[1]))
        .map((x) => x[0]);
      changed(this);
    }
    forEach(fn, thisArg) {
      for (const [k, v] of state.get(this).pairs) h.call(fn, thisArg, v, k, this);
    }
    *entries() {
      for (const [k, v] of state.get(this).pairs) yield [k, v];
    }
    *keys() {
      for (const [k] of state.get(this).pairs) yield k;
    }
    *values() {
      for (const [, v] of state.get(this).pairs) yield v;
    }
    [Symbol.iterator]() {
      return this.entries();
    }
    toString() {
      return hostUrl('serialize', JSON.stringify(state.get(this).pairs));
    }
    get [Symbol.toStringTag]() {
      return 'URLSearchParams';
    }
  }
  const link = (params, onChange) => {
    state.get(params).onChange = onChange;
  };
  const reparse = (params, search) => {
    state.get(params).pairs = answer(hostUrl('params', search.slice(1)));
  };
  return { URLSearchParams, link, reparse };
}

/** URL of this realm: its parts parsed and set by the runner (strings only), kept here. */
function preludeUrl(h, params) {
  'use strict';
  const { answer, hostUrl } = h;
  const PARTS = [
    'href',
    'origin',
    'protocol',
    'username',
    'password',
    'host',
    'hostname',
    'port',
    'pathname',
  ];
  PARTS.push('search', 'hash');
  const urls = new WeakMap();
  const optional = (base) => (base === undefined ? undefined : String(base));
  class URL {
    constructor(input, base) {
      urls.set(this, { parts: answer(hostUrl('parse', String(input), optional(base))), params: null });
    }
    static canParse(input, base) {
      return answer(hostUrl('canParse', String(input), optional(base)));
    }
    get searchParams() {
      const u = urls.get(this);
      if (!u.params) {
        u.params = new params.URLSearchParams(u.parts[9]);
        params.link(u.params, (s) => {
          u.parts = answer(hostUrl('set', u.parts[0], 'search', s));
        });
      }
      return u.params;
    }
    toString() {
      return urls.get(this).parts[0];
    }
    toJSON() {
      return urls.get(this).parts[0];
    }
    get [Symbol.toStringTag]() {
      return 'URL';
    }
  }
  PARTS.forEach((part, i) => {
    const get = function () {
      return urls.get(this).parts[i];
    };
    const set = function (value) {
      const u = urls.get(this);
      u.parts = answer(hostUrl('set', u.parts[0], part, String(value)));
      if (u.params && part !== 'hash') params.reparse(u.params, u.parts[9]);
    };
    const accessors = part === 'origin' ? { get } : { get, set };
    Object.defineProperty(URL.prototype, part, { ...accessors, enumerable: true, configurable: true });
  });
  return URL;
}

/** TextEncoder (UTF-8, here), TextDecoder (by the runner, bytes as a latin1 string), atob and btoa. */
function preludeText(h) {
  'use strict';
  const { answer, hostText, argType, tag } = h;
  const utf8 = (s, out) => {
    for (let i = 0; i < s.length; i++) {
      let c = s.charCodeAt(i);
      const d = i + 1 < s.length ? s.charCodeAt(i + 1) : 0;
      if (c >= 0xd800 && c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      } else if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
      if (c < 0x80) out.push(c);
      else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
      else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
      else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    }
    return out;
  };
  class TextEncoder {
    get encoding() {
      return 'utf-8';
    }
    encode(input = '') {
      return new Uint8Array(utf8(String(input), []));
    }
    encodeInto(src, dest) {
      let read = 0;
      let written = 0;
      for (const ch of String(src)) {
        const bytes = utf8(ch, []);
        if (written + bytes.length > dest.length) break;
        for (const b of bytes) dest[written++] = b;
        read += ch.length;
      }
      return { read, written };
    }
  }
  const decoders = new WeakMap();
  const bytesOf = (input) => {
    if (input === undefined) return new Uint8Array(0);
    if (tag(input) === 'ArrayBuffer' || tag(input) === 'SharedArrayBuffer') return new Uint8Array(input);
    if (ArrayBuffer.isView(input)) return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
    throw argType('input', 'an instance of ArrayBuffer or ArrayBufferView', input);
  };
  class TextDecoder {
    constructor(label = 'utf-8', options = {}) {
      const encoding = answer(hostText('label', String(label)));
      decoders.set(this, { encoding, fatal: !!options?.fatal, ignoreBOM: !!options?.ignoreBOM });
    }
    get encoding() {
      return decoders.get(this).encoding;
    }
    get fatal() {
      return decoders.get(this).fatal;
    }
    get ignoreBOM() {
      return decoders.get(this).ignoreBOM;
    }
    decode(input) {
      const d = decoders.get(this);
      const bytes = bytesOf(input);
      let s = '';
      for (let i = 0; i < bytes.length; i += 8192) s += String.fromCharCode(...bytes.subarray(i, i + 8192));
      return answer(hostText('decode', d.encoding, d.fatal, d.ignoreBOM, s));
    }
  }
  const atob = (data) => answer(hostText('atob', String(data)));
  const btoa = (data) => answer(hostText('btoa', String(data)));
  return { TextEncoder, TextDecoder, atob, btoa };
}

/** How a runner prints what a test threw, and whether it is the context's AssertionError. */
function runnerDescribe() {
  'use strict';
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

  /** the context's own AssertionError (a snippet can make an object look like one: that changes only its own verdict) */
  const isAssertion = (e, AssertionError) => {
    try {
      return e instanceof AssertionError;
    } catch {
      return false;
    }
  };
  return { describe, isAssertion };
}

/** runBatch(job): each test of each suite in a fresh context, a record per test and an end record per suite. */
function runnerTests(io, contexts) {
  'use strict';
  const vm = require('node:vm');
  const { write, now, truncate } = io;
  const { newContext, bindings, scriptOptions } = contexts;

  const { describe, isAssertion } = runnerDescribe();

  const compile = (source, filename) => {
    if (source.length > 1 << 20)
      return `SourceTooLarge: ${source.length} characters; the limit is ${1 << 20}`;
    try {
      return new vm.Script(source, scriptOptions(filename));
    } catch (e) {
      return describe(e);
    }
  };

  /**
   * One test in a fresh context: [status, message]. `expose` (tests of execret only, never set by the oracle)
   * hands the context an object of the runner's realm, as node:vm contexts that are given host objects do, so
   * that the hostile tests can check what holds once a snippet has left its context.
   */
  const runTest = (code, setup, test, expose) => {
    const own = newContext();
    const ctx = own.context;
    if (expose) ctx.__runnerRealm = {};
    let phase = 'snippet';
    try {
      code.runInContext(ctx);
      phase = 'setup';
      if (setup) setup.runInContext(ctx);
      const [a, c] = bindings.runInContext(ctx);
      if (a !== own.assert || c !== own.console) {
        const which = a !== own.assert ? 'assert' : 'console';
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
      const status = phase === 'test' && isAssertion(e, own.AssertionError) ? 'failed' : 'error';
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
        const [status, message] = broken
          ? ['error', broken]
          : runTest(code, setup, tests[i], job.exposeRunnerRealmForTests === true);
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
const { spawn, spawnSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { join } = require('node:path');

// the runner's parts inside one function scope (none becomes a global of the runner), then its main
const RUNNER_PARTS = [
  runnerIo,
  runnerHelpers,
  runnerWebHelpers,
  runnerContexts,
  runnerDescribe,
  runnerTests,
  runnerMain,
];
const PRELUDE_PARTS = [
  preludeSource,
  contextPrelude,
  preludeErrors,
  preludeMismatch,
  preludeThrows,
  preludeAssert,
];
PRELUDE_PARTS.push(preludeClone, preludeParams, preludeUrl, preludeText);
const RUNNER_SOURCE = `(() => {\n${[...RUNNER_PARTS, ...PRELUDE_PARTS].join('\n')}\nrunnerMain();\n})()`;
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

/**
 * Runner uids. When tests drop privileges, every runner gets a uid of its own, rotated through RUNNER_UIDS values
 * derived from the worker's (its uid plus a multiple of UID_STRIDE: the worker uids of src/execute/worker.ts span
 * less than UID_STRIDE, so no two workers' runner uids meet, nor meet a worker uid). Runners then cannot signal,
 * ptrace or pidfd_getfd one another (nor the server), RLIMIT_NPROC counts each runner's processes apart, and
 * everything a runner left (processes, SysV IPC objects, files) is found by its uid and removed when it ends.
 */
const RUNNER_UIDS = 32;
const UID_STRIDE = 64_000_000;
let uidTurn = 0;
function nextRunnerUid() {
  if (LIMITS.uid < 0) return -1;
  for (;;) {
    const uid = LIMITS.uid + UID_STRIDE * (1 + (uidTurn++ % RUNNER_UIDS));
    if (!warm || warm.uid !== uid) return uid;
  }
}

/** Pids of the live processes whose real, effective, saved or file-system uid is `uid` (from /proc). */
function processesOf(uid) {
  const out = [];
  let names;
  try {
    names = fs.readdirSync('/proc');
  } catch {
    return out;
  }
  for (const name of names) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === SELF || pid <= 1) continue;
    let status;
    try {
      status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    } catch {
      continue; // gone
    }
    const state = /^State:\s*(\S)/m.exec(status);
    if (state && (state[1] === 'Z' || state[1] === 'X')) continue;
    const uids = /^Uid:\s*(.*)$/m.exec(status);
    if (uids && uids[1].split(/\s+/).map(Number).includes(uid)) out.push(pid);
  }
  return out;
}

/**
 * Kill every process the runner left behind: its process group, every process of its uid (detached, double-forked,
 * of a new session: all of them, round after round until none is left) and, without a uid of its own, in our own
 * PID namespace everyone else but the warm runner. `keep`: a pid to spare (the warm runner after its batch).
 */
function sweep(pgid, uid, keep) {
  if (pgid !== undefined && pgid !== keep) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  if (uid >= 0) {
    for (let round = 0; round < 100; round++) {
      const left = processesOf(uid).filter((pid) => pid !== keep);
      if (!left.length) break;
      for (const pid of left) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // gone
        }
      }
    }
    return;
  }
  if (!LIMITS.pidNamespace) return;
  for (const name of fs.readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === SELF || pid === 1 || pid === keep || (warm && pid === warm.pid))
      continue;
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone, or not ours
    }
  }
}

const IPCRM = ['/usr/bin/ipcrm', '/bin/ipcrm'].find((p) => fs.existsSync(p));
/** the SysV IPC objects of `uid` (owner or creator): [ipcrm flag, id] (from /proc/sysvipc) */
function ipcObjectsOf(uid) {
  const out = [];
  for (const [file, flag] of [
    ['shm', '-m'],
    ['msg', '-q'],
    ['sem', '-s'],
  ]) {
    let text;
    try {
      text = fs.readFileSync(`/proc/sysvipc/${file}`, 'utf8');
    } catch {
      continue;
    }
    const [head, ...rows] = text.trim().split('\n');
    const cols = head.trim().split(/\s+/);
    const id = cols.findIndex((c) => c.endsWith('id') && c !== 'uid' && c !== 'cuid' && c !== 'gid');
    const owner = [cols.indexOf('uid'), cols.indexOf('cuid')];
    for (const row of rows) {
      const f = row.trim().split(/\s+/);
      if (owner.some((i) => i >= 0 && Number(f[i]) === uid)) out.push([flag, f[id]]);
    }
  }
  return out;
}

/**
 * What a runner of uid `uid` left besides processes: SysV shared memory, queues and semaphores (removed with
 * util-linux's ipcrm, run as that uid, the objects' owner), and files it made in the work root and /dev/shm
 * outside the work directory. Run once its processes are gone.
 */
function scrub(uid, workdir) {
  if (uid < 0) return;
  const objects = ipcObjectsOf(uid);
  if (objects.length && IPCRM) {
    spawnSync(IPCRM, objects.flat(), {
      uid,
      gid: LIMITS.gid,
      stdio: 'ignore',
      env: CHILD_ENV,
      timeout: 10_000,
    });
  }
  for (const dir of [LIMITS.workroot, '/dev/shm']) {
    let names;
    try {
      names = fs.readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (path === workdir) continue;
      try {
        if (fs.lstatSync(path).uid === uid) removeTree(path);
      } catch {
        // gone
      }
    }
  }
}

/**
 * Remove `path` and everything under it, whatever its depth: a walk that moves into each folder (so that no path
 * it names grows past PATH_MAX, as `rm -r` through full paths would for a tree thousands of levels deep), never
 * following a symlink. `keep`: empty the folder but leave it. Entries it cannot remove are left.
 */
function removeTree(path, keep = false) {
  let st;
  try {
    st = fs.lstatSync(path);
  } catch {
    return;
  }
  if (!st.isDirectory()) {
    try {
      fs.unlinkSync(path);
    } catch {
      // cannot
    }
    return;
  }
  const home = process.cwd();
  try {
    process.chdir(path);
    emptyHere();
  } catch {
    // the folder went away under us
  } finally {
    try {
      process.chdir(home);
    } catch {
      process.chdir('/');
    }
  }
  if (!keep) {
    try {
      fs.rmdirSync(path);
    } catch {
      // not empty: something in it could not be removed
    }
  }
}

/** Empty the current directory, depth first, one level of chdir at a time (removeTree). */
function emptyHere() {
  const stack = [];
  const skipped = [new Set()];
  for (;;) {
    const down = clearLevel(skipped[skipped.length - 1]);
    if (down !== null) {
      stack.push(down);
      skipped.push(new Set());
      continue;
    }
    if (!stack.length) return;
    const name = stack.pop();
    skipped.pop();
    process.chdir('..');
    try {
      fs.rmdirSync(name);
    } catch {
      skipped[skipped.length - 1].add(name);
    }
  }
}

/**
 * Remove the files of the current directory and move into its first folder not in `skip`: its name, or null when
 * only folders in `skip` (or none) are left.
 */
function clearLevel(skip) {
  let names;
  try {
    names = fs.readdirSync('.');
  } catch {
    names = [];
  }
  for (const name of names) {
    if (skip.has(name)) continue;
    let s;
    try {
      s = fs.lstatSync(name);
    } catch {
      continue;
    }
    if (!s.isDirectory()) {
      try {
        fs.unlinkSync(name);
      } catch {
        skip.add(name);
      }
      continue;
    }
    try {
      if ((s.mode & 0o700) !== 0o700) fs.chmodSync(name, 0o700);
    } catch {
      // root with CAP_DAC_OVERRIDE goes in anyway
    }
    try {
      process.chdir(name);
      return name;
    } catch {
      skip.add(name);
    }
  }
  return null;
}

/**
 * Close every descriptor this server inherited (any at 3 and above without close-on-exec: Node's own are all
 * close-on-exec), so that nothing the caller had open reaches a runner: runners get their stdin, /dev/null as
 * stdout and stderr, and their result channel on 3, nothing else.
 */
function closeInherited() {
  let names;
  try {
    names = fs.readdirSync('/proc/self/fd');
  } catch {
    return;
  }
  for (const name of names) {
    const fd = Number(name);
    if (!Number.isInteger(fd) || fd < 3) continue;
    let info;
    try {
      info = fs.readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8');
    } catch {
      continue; // the directory's own descriptor, already closed
    }
    const flags = /^flags:\s*([0-7]+)/m.exec(info);
    if (flags && (parseInt(flags[1], 8) & 0o2000000) === 0) {
      try {
        fs.closeSync(fd);
      } catch {
        // closed
      }
    }
  }
}

/** A runner process and what arrived from it. */
class Runner {
  constructor(workdir) {
    this.uid = nextRunnerUid();
    this.workdir = workdir;
    this.child = spawn(
      process.execPath,
      [
        `--max-old-space-size=${Math.max(16, Math.floor(LIMITS.memoryMb))}`,
        '--experimental-vm-modules',
        '-e',
        RUNNER_SOURCE,
      ],
      {
        cwd: workdir,
        env: { ...CHILD_ENV, HOME: workdir, TMPDIR: workdir },
        stdio: ['pipe', 'ignore', 'ignore', 'pipe'],
        detached: true,
        ...(this.uid >= 0 ? { uid: this.uid, gid: LIMITS.gid } : {}),
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
    if (this.pid !== undefined) sweep(this.pid, this.uid);
    const gone = this.gone
      ? Promise.resolve()
      : new Promise((resolve) => this.child.once('exit', () => resolve()));
    return gone.then(() => this.cleanUp());
  }

  /** Once it has ended: every process of its uid gone, and what else it left (IPC objects, stray files). */
  cleanUp() {
    sweep(this.pid, this.uid);
    scrub(this.uid, this.workdir);
  }

  /** Between batches of a warm runner: what its suites left, the runner itself spared. */
  cleanAround() {
    sweep(undefined, this.uid, this.pid);
    scrub(this.uid, this.workdir);
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
    this.runner.send({
      nonce: this.nonce,
      first,
      suites: this.batch.map((s) => s.wire()),
      ...(LIMITS.exposeRunnerRealmForTests === true ? { exposeRunnerRealmForTests: true } : {}),
    });
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
    if (this.shared) {
      runner.cleanAround();
      return this.resolve({ done: batch.length, stop: null });
    }
    void runner.finish().then((exited) => {
      runner.cleanUp();
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
  if (names.length) removeTree(path, true);
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
  closeInherited();
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
    if (warm) warm.cleanUp();
    removeTree(workdir);
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
