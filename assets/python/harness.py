# execret Python fork server: one warm interpreter per worker, started once inside the sandbox.
#
# Started as `python -s -u -c <this source> <limits>`, the limits one JSON object (see Limits).
#
# Protocol (trusted side only): Node writes one JSON job per line on our stdin
#   {"id": 7, "code": "...", "setup": "...", "tests": ["assert ...", ...]}
# and we answer with one JSON line per suite on our stdout:
#   {"id": 7, "r": [["passed", 3, ""], ["failed", 1, "AssertionError"], ...]}
#
# Each suite runs in a forked child: a new session, rlimits, an unprivileged uid when we can drop to one,
# stdin/stdout/stderr on /dev/null and every other descriptor closed except a private result pipe. For every test
# the child runs snippet code, then setup, then the test in a fresh namespace, and writes one record carrying a
# random per-fork nonce and the test's index. A test counts as passed only when its record is well formed and in
# order, nothing else arrived on the pipe, and the harness's end record followed the last one (and, when we saw the
# child exit, it exited with Exit.CHILD_REPORTED). A child that dies or
# writes garbage mid-suite ends that test as `crashed` (or `timeout`) and the remaining tests get a fresh fork.
# After every fork every process it left behind is killed.
#
# Importing this file does nothing but define (the unit tests in test/execute/python/ import it); main() starts
# the server.
import builtins
import enum
import gc
import json
import os
import resource
import select
import signal
import sys
import re
import time
import warnings

HARNESS_PROTOCOL = 1
MAX_RECORD = 64 * 1024
MESSAGE_LIMIT = 600
MAX_SOURCE = 1 << 20  # characters of one snippet, setup or test
MAX_EXTENSION = 4  # a suite's deadline moves by at most this many times its limit for time spent waiting for a CPU


class Exit(enum.IntEnum):
    """Exit codes: the server's own (USAGE) and its test processes' (which the server decodes into outcomes). Node
    decodes them from one table (src/execute/harness-protocol.ts; a test keeps the two in step)."""

    USAGE = 64  # the server: its limits argument is not valid
    CHILD_ESCAPED = 70  # a test process left the harness's code by an exception
    CHILD_SETUP = 71  # a test process could not be set up (session, rlimits, uid)
    CHILD_WRITE = 72  # a test process could not write its result
    CHILD_REPORTED = 83  # a test process that reported every result; os._exit(0) from a snippet is never a pass


# What a test's outcome says when its process ended with one of the harness's own codes.
EXIT_MEANINGS = {
    Exit.CHILD_SETUP: "the sandbox could not set up the test process",
    Exit.CHILD_WRITE: "the test process could not write its result (were its descriptors closed?)",
}

# Modules benchmark code imports most, imported once in the server (importing typing in every child would cost
# more than the fork). Kept small on purpose: fork time grows with the server's resident memory.
WARM_MODULES = ("typing", "math", "collections", "itertools", "functools", "heapq", "bisect", "string", "re", "copy")
# Third-party libraries that a repository's module contexts import and that cost a fork far more than its tests do
# (numpy about 0.14 s of CPU, scipy.special 0.23 s, against a few milliseconds for a test; 147 and 12 of the 803
# module contexts of the TheAlgorithms import): the first suite that names
# one (an `import` or `from ... import` line of its code or context) has the server import it, and every fork after
# inherits it, as WARM_MODULES. Only these two packages (and their submodules) are ever imported that way: installed
# library code, never a module a snippet could choose; a name that does not import is skipped. Each adds to the
# address space every fork inherits (numpy 70 MB, scipy.special 94 MB more, of the 1 GiB --memory), so the list is
# kept to what repositories are seen to import.
WARM_ON_DEMAND = re.compile(r"^[ \t]*(?:import|from)[ \t]+((?:numpy|scipy)(?!\w)(?:\.[A-Za-z_]\w*)*)", re.M)
# The subpackages the server may import besides the package itself: public ones only. Any other name under the
# packages warms the package alone, so that no name a snippet writes (numpy.f2py.__main__ runs a program on import,
# and prints) picks which of their modules the server runs.
WARM_SUBPACKAGES = {
    "numpy": frozenset(("linalg", "fft", "random", "polynomial", "ma", "lib")),
    "scipy": frozenset(("cluster", "constants", "fft", "fftpack", "integrate", "interpolate", "io", "linalg",
                        "ndimage", "optimize", "signal", "sparse", "spatial", "special", "stats")),
}

PR_SET_PDEATHSIG = 1
PR_SET_DUMPABLE = 4
PR_SET_CHILD_SUBREAPER = 36


class Limits:
    """The limits every test of this server runs under: its one command-line argument, a JSON object with the keys
    of FIELDS (camelCase, as Node's HarnessLimits writes them). Absent keys keep their defaults."""

    FIELDS = {
        "timeoutS": ("timeout", (int, float)),
        "memoryMb": ("memory", int),
        "maxProcs": ("max_procs", int),
        "share": ("share", int),
        "uid": ("uid", int),
        "gid": ("gid", int),
        "pidNamespace": ("pidns", bool),
        "ipcNamespace": ("ipcns", bool),
        "workroot": ("workroot", str),
    }
    __slots__ = tuple(attr for attr, _ in FIELDS.values())

    def __init__(self):
        self.timeout = 5.0
        self.memory = 1024
        self.max_procs = 256
        self.share = 1
        self.uid = -1
        self.gid = -1
        self.pidns = False
        self.ipcns = False
        self.workroot = "/tmp"

    @classmethod
    def from_json(cls, text):
        """Limits from the JSON argument; ValueError naming the key when it is not one of ours or has the wrong type."""
        limits = cls()
        try:
            data = json.loads(text)
        except ValueError as e:
            raise ValueError("limits: not JSON (%s): %.80r" % (e, text)) from None
        if not isinstance(data, dict):
            raise ValueError("limits: expected a JSON object")
        for key, value in data.items():
            if key not in cls.FIELDS:
                raise ValueError("limits: unknown key %r" % key)
            attr, kind = cls.FIELDS[key]
            # bool is an int in Python: a flag is not a number and a number is not a flag
            if not isinstance(value, kind) or (kind is not bool and isinstance(value, bool)):
                raise ValueError("limits: %s: expected %s, got %r" % (key, getattr(kind, "__name__", "a number"), value))
            setattr(limits, attr, float(value) if key == "timeoutS" else value)
        if not limits.timeout > 0 or limits.memory < 1 or limits.share < 1 or limits.max_procs < 1:
            raise ValueError("limits: timeoutS, memoryMb, maxProcs and share must be positive")
        return limits


LIMITS = Limits()  # main() replaces it with the server's own
SELF = 0  # the server's pid (main)
SUBREAPER = False

CHILD_ENV = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "PYTHONHASHSEED": "0"}
try:
    MAXFD = os.sysconf("SC_OPEN_MAX")
except Exception:
    MAXFD = 1024


def truncate(msg):
    if len(msg) <= MESSAGE_LIMIT:
        return msg
    return msg[:MESSAGE_LIMIT] + "... [%d more chars]" % (len(msg) - MESSAGE_LIMIT)


# ---------------------------------------------------------------- child side (runs untrusted code)
#
# Everything the child needs after a snippet ran is bound before it runs (default arguments are bound when the
# function is defined), so that a snippet that monkeypatches os, json or builtins cannot change the report.


def enter_child(wfd, batch, workdir):
    """The forked child, before any snippet runs: a new session, stdin/stdout/stderr on /dev/null, every other
    descriptor closed but the result pipe, the work directory, rlimits, and the unprivileged uid. Every object the
    child touches costs a copy-on-write page fault, and page faults are most of what a suite costs on a VM (about
    15 us each here): signal dispositions, stdin, argv and the compiled code are prepared once in the server, and
    the child does only what must happen after the fork."""
    try:
        os.setsid()
        null = os.open("/dev/null", os.O_RDWR)
        for fd in (0, 1, 2):
            os.dup2(null, fd)
        if wfd > 3:
            os.closerange(3, wfd)
        os.closerange(wfd + 1, MAXFD)
        os.chdir(workdir)
        mem = LIMITS.memory * 1024 * 1024
        cpu = int(sum(s.timeout for s in batch)) + 1  # a backstop: the server's wall clock ends each suite
        resource.setrlimit(resource.RLIMIT_AS, (mem, mem))
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
        resource.setrlimit(resource.RLIMIT_FSIZE, (16 * 1024 * 1024, 16 * 1024 * 1024))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256))
        resource.setrlimit(resource.RLIMIT_MSGQUEUE, (0, 0))  # no POSIX message queue (they outlive processes)
        if LIMITS.uid >= 0:
            os.setgroups([])
            os.setgid(LIMITS.gid)
            os.setuid(LIMITS.uid)
            # Counted per uid, so it only bounds anything once we run as our own unprivileged uid.
            resource.setrlimit(resource.RLIMIT_NPROC, (LIMITS.max_procs, LIMITS.max_procs))
    except BaseException:
        os._exit(Exit.CHILD_SETUP)


def run_test(
    code, setup, test, _exec=exec, _isinstance=isinstance, _type=type, _str=str, _builtins=builtins, context=None
):
    """One test in a fresh namespace: the task's context (if any), the snippet's code, then setup, then the test.
    Code objects are immutable, so the server compiles each once and every namespace runs the same ones. Returns
    (status, message)."""
    phase = "context"
    try:
        ns = {"__name__": "__main__", "__builtins__": _builtins}
        if context is not None:  # a repository task's module context (imports, constants, helpers)
            _exec(context, ns)
        phase = "snippet"
        _exec(code, ns)
        phase = "setup"
        if setup is not None:
            _exec(setup, ns)
        phase = "test"
        if _isinstance(test, _str):  # the test did not compile: the server's message
            return "error", test
        _exec(test, ns)
        return "passed", ""
    except BaseException as e:  # SystemExit and KeyboardInterrupt included: neither is a pass
        status = "failed" if phase == "test" and _isinstance(e, AssertionError) else "error"
        try:
            name = _type(e).__name__
            text = _str(e)
            message = name + (": " + text if text else "")
        except BaseException:
            message = "an exception that cannot be printed"
        if phase != "test":
            message = "in %s: %s" % (phase, message)
        return status, message


def format_record(nonce, k, i, status, ms, message, _dumps=json.dumps, _truncate=truncate):
    """The child's record of test i of suite k: nonce, indexes, status, milliseconds, the message as JSON."""
    return ("%s %d %d %s %d %s\n" % (nonce, k, i, status, ms, _dumps(_truncate(message)))).encode("utf-8", "replace")


def write_all(fd, data, _write=os.write, _memoryview=memoryview):
    view = _memoryview(data)
    while view:
        n = _write(fd, view)
        view = view[n:]


def child_main(wfd, nonce, batch, first, workdir, _exit=os._exit, _getpid=os.getpid, _monotonic=time.monotonic):
    """Run every test of the prepared suites in `batch` (tests[first:] of the first one), in order, and write one
    record per test and one end record per suite to wfd. A batch of more than one suite holds only suites that
    passed the sharing screen (see shareable)."""
    me = _getpid()
    enter_child(wfd, batch, workdir)
    for k, suite in enumerate(batch):
        code, setup, tests = suite.prepared
        for i in range(first if k == 0 else 0, len(tests)):
            t0 = _monotonic()
            status, message = run_test(code, setup, tests[i], context=suite.context)
            if _getpid() != me:
                _exit(0)  # a process the test forked: only the child we started may report
            try:
                write_all(wfd, format_record(nonce, k, i, status, int(round((_monotonic() - t0) * 1000)), message))
            except BaseException:
                _exit(Exit.CHILD_WRITE)
            if status != "passed" and suite.failfast:
                break
        try:
            write_all(wfd, ("%s %d end\n" % (nonce, k)).encode())
        except BaseException:
            _exit(Exit.CHILD_WRITE)
    _exit(Exit.CHILD_REPORTED)


# ---------------------------------------------------------------- server side (trusted)


def other_pids():
    out = []
    for name in os.listdir("/proc"):
        if name.isdigit():
            pid = int(name)
            if pid != SELF and pid != 1:
                out.append(pid)
    return out


def last_pid():
    try:
        fd = os.open("/proc/sys/kernel/ns_last_pid", os.O_RDONLY)
        try:
            return int(os.read(fd, 32))
        finally:
            os.close(fd)
    except (OSError, ValueError):
        return -1


def waited_ns(pid):
    """Nanoseconds the process has spent runnable but waiting for a CPU (/proc/<pid>/schedstat, second field), or
    None where the kernel does not say."""
    try:
        fd = os.open("/proc/%d/schedstat" % pid, os.O_RDONLY)
        try:
            return int(os.read(fd, 128).split()[1])
        finally:
            os.close(fd)
    except (OSError, ValueError, IndexError):
        return None


def reap_all(patience=0.0):
    """Reap the server's exited children; with patience, wait up to that many seconds for the rest to exit (after
    a suite only children already sent SIGKILL remain; bounded, so that a process the kernel is slow to tear down
    cannot stall the server: the next suite's sweep reaps it)."""
    deadline = time.monotonic() + patience
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            if time.monotonic() >= deadline:
                return
            time.sleep(0.0005)


def our_children():
    pids = []
    try:
        for tid in os.listdir("/proc/self/task"):
            with open("/proc/self/task/%s/children" % tid) as f:
                pids.extend(int(p) for p in f.read().split())
    except OSError:
        pass
    return pids


def sweep(pgid, dying=None):
    """Kill everything the test left behind: its process group, and every other process in our PID namespace
    (or, outside one, every process re-parented to us as subreaper). `dying` is a child already sent SIGKILL
    that we need not wait for: when it is the only process left, return at once and reap it later."""
    try:
        os.killpg(pgid, signal.SIGKILL)
    except OSError:
        pass
    if LIMITS.pidns and last_pid() == pgid:
        # PIDs in our namespace are handed out in sequence: when the last one is the child's, it started nothing
        reap_all()
        return
    deadline = time.monotonic() + 10.0
    while True:
        reap_all()
        left = other_pids() if LIMITS.pidns else our_children()
        if not left or left == [dying]:
            return
        for pid in left:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        if time.monotonic() > deadline:
            return
        time.sleep(0.001)


def describe_exit(status):
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        try:
            name = signal.Signals(sig).name
        except ValueError:
            name = str(sig)
        return "killed by signal %s" % name
    return "exited with code %d" % os.WEXITSTATUS(status)


def exited_ok(wstatus):
    return os.WIFEXITED(wstatus) and os.WEXITSTATUS(wstatus) == Exit.CHILD_REPORTED


def kill_child(pid):
    for fn, target in ((os.killpg, pid), (os.kill, pid)):
        try:
            fn(target, signal.SIGKILL)
        except OSError:
            pass


# ---------------------------------------------------------------- the sharing screen
#
# A fork costs milliseconds on a VM (copy-on-write faults are most of a suite's cost), so suites whose code cannot
# reach the state of the process they run in may share one forked process, one after another, each test still in
# a fresh namespace. The screen reads the compiled code (every nested code object) and admits a suite only when:
# - it imports nothing but the pure standard-library modules below;
# - it stores and deletes no attributes (x.a = ..., del x.a), the one way to change a module or a class;
# - it names no attribute, global or import outside the dunders below that starts with "_" (the way into
#   interpreter internals: __dict__, __globals__, __subclasses__, a module's private state);
# - it names nothing in SHARE_DENY: built-ins that reach past a namespace (open, eval, getattr, globals, ...), the
#   standard library's few functions and mutable objects with process-wide effect, and the modules that
#   allowed modules expose as attributes (typing.sys).
# Anything else runs in a process of its own, as does every suite when --share is 1. This keeps well-behaved code
# from affecting the suites after it; it is not a security boundary (the sandbox is), and a snippet written to
# interfere could still reach a mutable object of an allowed module that the list misses: --share 1 for those.
SHARE_IMPORTS = frozenset((
    "__future__", "abc", "array", "base64", "binascii", "bisect", "calendar", "cmath", "collections", "copy",
    "dataclasses", "datetime", "difflib", "enum", "fnmatch", "fractions", "functools", "graphlib",
    "hashlib", "heapq", "itertools", "json", "math", "numbers", "operator", "queue", "random", "re",
    "statistics", "string", "struct", "textwrap", "time", "typing", "unicodedata", "zlib",
))
SHARE_DUNDERS = frozenset((
    "__name__", "__module__", "__qualname__", "__doc__", "__annotations__", "__classcell__", "__slots__",
    "__future__", "__init__", "__new__", "__post_init__", "__class__", "__repr__", "__str__", "__format__",
    "__hash__", "__bool__", "__len__", "__iter__", "__next__", "__reversed__", "__contains__", "__getitem__",
    "__setitem__", "__delitem__", "__missing__", "__call__", "__enter__", "__exit__", "__eq__", "__ne__",
    "__lt__", "__le__", "__gt__", "__ge__", "__add__", "__radd__", "__iadd__", "__sub__", "__rsub__", "__isub__",
    "__mul__", "__rmul__", "__imul__", "__matmul__", "__truediv__", "__rtruediv__", "__floordiv__",
    "__rfloordiv__", "__mod__", "__rmod__", "__divmod__", "__pow__", "__rpow__", "__neg__", "__pos__", "__abs__",
    "__invert__", "__and__", "__rand__", "__or__", "__ror__", "__xor__", "__rxor__", "__lshift__", "__rshift__",
    "__int__", "__float__", "__index__", "__round__", "__copy__", "__deepcopy__",
))
SHARE_DENY = frozenset((
    # built-ins that reach past the namespace or the process's streams
    "open", "input", "breakpoint", "help", "exit", "quit", "compile", "eval", "exec", "globals", "locals", "vars",
    "getattr", "setattr", "delattr",
    # modules that allowed modules expose as attributes (typing.sys, enum.bltns)
    "sys", "os", "gc", "signal", "posix", "builtins", "bltns", "warnings", "threading", "types", "io", "weakref",
    # process-wide state in allowed modules
    "register", "setfirstweekday", "tzset", "redirect_stdout", "redirect_stderr", "attrgetter", "methodcaller",
    "kwlist", "softkwlist", "ESCAPE_DCT", "algorithms_available", "algorithms_guaranteed", "mdays",
    "unicode_whitespace_trans",
))
_OPS = __import__("opcode").opmap
_STORE_ATTR, _DELETE_ATTR = _OPS["STORE_ATTR"], _OPS["DELETE_ATTR"]
_IMPORT_NAME, _EXTENDED_ARG = _OPS["IMPORT_NAME"], _OPS["EXTENDED_ARG"]
_CODE = type(compile("", "", "exec"))


def code_shareable(code):
    names = code.co_names
    for name in names:
        if name in SHARE_DENY or (name[:1] == "_" and name not in SHARE_DUNDERS):
            return False
    raw = code.co_code
    ops = raw[0::2]
    if _STORE_ATTR in ops or _DELETE_ATTR in ops:
        return False
    if _IMPORT_NAME in ops:
        ext = 0
        for j in range(0, len(raw), 2):
            op, arg = raw[j], raw[j + 1] | ext
            if op == _EXTENDED_ARG:
                ext = arg << 8
                continue
            ext = 0
            if op == _IMPORT_NAME and names[arg].partition(".")[0] not in SHARE_IMPORTS:
                return False
    for const in code.co_consts:
        if type(const) is _CODE and not code_shareable(const):
            return False
    return True


def shareable(prepared):
    code, setup, tests = prepared
    if not code_shareable(code) or (setup is not None and not code_shareable(setup)):
        return False
    for t in tests:
        if type(t) is _CODE and not code_shareable(t):
            return False
    return True


class Suite:
    """One job, server side: its prepared (compiled) code, limits, and the outcomes as they arrive."""

    __slots__ = ("id", "ntests", "prepared", "broken", "timeout", "failfast", "group", "shared", "results", "context")

    def __init__(self, job):
        self.id = job["id"]
        timeout = job.get("timeout")
        self.timeout = float(timeout) if isinstance(timeout, (int, float)) and timeout > 0 else LIMITS.timeout
        self.failfast = job.get("failfast") is True
        self.ntests = len(job["tests"])
        self.prepared, self.broken = prepare(job["code"], job.get("setup") or "", job["tests"])
        # Only suites of one group (one task's canonical and variants: code, setup and tests from one task entry)
        # may share a process; a suite without a group never does. The screen does not make sharing safe (it is
        # not a boundary); the group does: whatever a snippet does to its process reaches only its own task's suites.
        group = job.get("group")
        self.group = group if isinstance(group, str) and group else None
        self.context = None  # `context`: compiled once like the rest; a suite with one never shares a process
        if "doctest" not in sys.modules and "import doctest" in (job.get("setup") or ""):
            warm_late("doctest")  # the checker of `execret import repo` tasks: imported once here, not in every fork
        warm_named(job.get("context"), job.get("code"))
        if self.broken is None and job.get("context"):
            self.context = compile_source(job["context"], "<context>")
            if isinstance(self.context, str):
                self.broken, self.context = "in context: " + self.context, None
        self.shared = (
            LIMITS.share > 1
            and self.group is not None
            and self.broken is None
            and self.context is None
            and shareable(self.prepared)
        )
        self.results = []

    def finished(self):
        r = self.results
        return len(r) >= self.ntests or (self.failfast and r and r[-1][0] != "passed")

    def out_of_time(self):
        """The tests not yet run, once the suite's time limit is used up."""
        while not self.finished():
            self.results.append(("timeout", 0, "not run: the suite's time limit of %gs was used up" % self.timeout))


class ResultReader:
    """The server's reading of one child's result channel: the records of the current suite, in order, then its end
    record, then the next suite's. Anything else makes the stream untrusted from there on (`bad` says how). Each
    suite's deadline runs from the end of the one before; time the child waited for a CPU moves it (see
    extend_for_cpu_wait)."""

    __slots__ = ("batch", "prefix", "last", "k", "bad", "ended", "t_last", "waited", "extended", "buf", "deadline")

    def __init__(self, batch, nonce, t_start, deadline):
        self.batch = batch
        self.prefix = nonce + " "
        self.last = len(batch) - 1
        self.k = 0  # the suite the child is in
        self.bad = None
        self.ended = False  # the last suite's end record arrived
        self.t_last = t_start  # when the last record arrived
        self.waited = 0  # the child's CPU wait (ns) when the current suite started
        self.extended = 0.0  # seconds the current suite's deadline moved
        self.buf = bytearray()
        self.deadline = t_start + batch[0].timeout if deadline is None else deadline

    def feed(self, chunk, pid):
        """Parse what arrived, as far as it goes."""
        self.buf += chunk
        while self.bad is None:
            nl = self.buf.find(b"\n")
            if nl < 0:
                if len(self.buf) > MAX_RECORD:
                    self.bad = "wrote more than %d bytes to the result channel" % MAX_RECORD
                return
            line = bytes(self.buf[:nl])
            del self.buf[: nl + 1]
            self.take(line, pid)

    def take(self, line, pid):
        if self.ended:
            self.bad = "wrote after its last record"
            return
        k = self.k
        suite = self.batch[k]
        if suite.finished() and line == ("%s%d end" % (self.prefix, k)).encode():
            self.t_last = now = time.monotonic()
            if k == self.last:
                self.ended = True
            else:
                self.k = k + 1
                self.deadline = now + self.batch[k + 1].timeout
                self.waited = waited_ns(pid) or 0
                self.extended = 0.0
            return
        rec = parse_record(line, self.prefix, k, len(suite.results))
        if rec is None:
            self.bad = "wrote a malformed result record"
            return
        suite.results.append(rec)
        self.t_last = time.monotonic()

    def drain(self, fd, pid):
        """What the child wrote before it exited, without waiting for an EOF a daemon could hold off."""
        os.set_blocking(fd, False)
        while self.bad is None:
            try:
                chunk = os.read(fd, 65536)
            except BlockingIOError:
                break
            if not chunk:
                break
            self.feed(chunk, pid)
        if self.bad is None and self.buf:
            self.bad = "left an unterminated result record"

    def extend_for_cpu_wait(self, pid):
        """At the deadline: a suite's time limit counts the time its process ran or slept, not the time it waited for
        a CPU that other processes held. On a loaded machine the deadline moves by that wait (up to MAX_EXTENSION
        times the limit), so that a verdict does not depend on the machine's load. True when it moved."""
        waited = waited_ns(pid)
        if waited is None:
            return False
        limit = self.batch[self.k].timeout
        owed = (waited - self.waited) / 1e9 - self.extended
        owed = min(owed, MAX_EXTENSION * limit - self.extended)
        if owed > 0.001:
            self.extended += owed
            self.deadline += owed
            return True
        return False

    def outcome(self, timed_out, wstatus, now):
        """(done, stop) for fork_run: every suite done, or the one the child stopped in and how. With `ended`, the last
        one, whose end the child did not follow the harness's way (so that its last report is not trusted)."""
        if self.ended and self.bad is None and (wstatus is None or exited_ok(wstatus)):
            return len(self.batch), None
        stop = {"timed_out": timed_out, "bad": self.bad, "wstatus": wstatus, "ended": self.ended,
                "ms": int(round((now - self.t_last) * 1000)), "extended": self.extended}
        return self.k, stop


def wait_child(pid, pidfd, fd, reader):
    """Read the child's records until it is done, has gone wrong, has exited or has run out of time. Returns
    (timed_out, wait status or None)."""
    while True:
        if pidfd is None:
            got, st = os.waitpid(pid, os.WNOHANG)
            if got:
                return False, st
        remaining = reader.deadline - time.monotonic()
        if remaining <= 0:
            if reader.extend_for_cpu_wait(pid):
                continue
            return True, None
        watch = [fd] if pidfd is None else [fd, pidfd]
        ready, _, _ = select.select(watch, [], [], remaining if pidfd is not None else min(remaining, 0.005))
        if fd in ready:
            chunk = os.read(fd, 65536)
            if chunk:
                reader.feed(chunk, pid)
                if reader.bad is not None or reader.ended:
                    return False, None
        if pidfd is not None and pidfd in ready:
            _, st = os.waitpid(pid, 0)
            return False, st


def finish_child(pid, fd, reader, wstatus):
    """After wait_child: make sure the child is gone (or dying), and read what it left. Returns the wait status."""
    if reader.ended and wstatus is None:
        # The child is on its way out (os._exit right after the end record). Do not wait for the kernel to tear it
        # down, which is slow on some VMs: make sure it dies, and reap it later.
        kill_child(pid)
    elif wstatus is None:
        kill_child(pid)
        _, wstatus = os.waitpid(pid, 0)
    elif reader.bad is None:
        reader.drain(fd, pid)
    return wstatus


def fork_run(batch, first, workdir, deadline=None):
    """Fork one child that runs batch[0]'s tests from `first`, then every test of batch[1:], appending
    (status, ms, message) to each suite's results as its records arrive. Returns (done, stop): `done` suites
    finished (their end record arrived, in order, and was trusted); when done < len(batch), stop describes how
    the child stopped during batch[done], whose results hold what it reported before. Each suite has its own
    time limit, from the moment the one before it ended (or `deadline` for the first, when given). Returns when
    the child is gone and every process it left behind is dead."""
    nonce = os.urandom(16).hex()
    r, w = os.pipe()
    t_start = time.monotonic()
    pid = os.fork()
    if pid == 0:
        try:
            os.close(r)
            child_main(w, nonce, batch, first, workdir)
        finally:
            os._exit(Exit.CHILD_ESCAPED)
    os.close(w)
    try:
        pidfd = os.pidfd_open(pid)
    except (AttributeError, OSError):
        pidfd = None
    reader = ResultReader(batch, nonce, t_start, deadline)
    timed_out, wstatus = False, None
    try:
        timed_out, wstatus = wait_child(pid, pidfd, r, reader)
        wstatus = finish_child(pid, r, reader, wstatus)
    finally:
        now = time.monotonic()
        os.close(r)
        if pidfd is not None:
            os.close(pidfd)
        sweep(pid, None if wstatus is not None else pid)
        if IPC_SWEEP:
            sweep_ipc()
    return reader.outcome(timed_out, wstatus, now)


def settle(suite, stop):
    """After fork_run stopped during a suite run alone: end the test it stopped in as timeout or crashed."""
    results, ms = suite.results, stop["ms"]
    bad, wstatus, timed_out = stop["bad"], stop["wstatus"], stop["timed_out"]
    if suite.finished():
        # every test reported, but the child did not finish the harness's way: its last report is not trusted
        results.pop()
        if bad is not None:
            why = "the test %s" % bad
        elif wstatus is not None:
            why = "the test process %s after its last test" % describe_exit(wstatus)
        else:
            why = "the test process did not finish after its last test"
        results.append(("timeout" if timed_out else "crashed", ms, why))
        return
    if timed_out:
        results.append(("timeout", ms, "exceeded the suite's time limit of %gs" % suite.timeout))
        return
    if bad is not None:
        results.append(("crashed", ms, "the test %s" % bad))
        return
    if os.WIFSIGNALED(wstatus) and os.WTERMSIG(wstatus) == signal.SIGXCPU:
        results.append(("timeout", ms, "exceeded the CPU time limit"))
        return
    code_ = os.WEXITSTATUS(wstatus) if os.WIFEXITED(wstatus) else None
    why = EXIT_MEANINGS.get(code_) or "the test process %s without reporting a result" % describe_exit(wstatus)
    results.append(("crashed", ms, why))


def describe_exception(e):
    try:
        name = type(e).__name__
        text = str(e)
        return name + (": " + text if text else "")
    except Exception:
        return "an exception that cannot be printed"


def compile_source(source, filename):
    """A code object, or the message of why the source does not compile. Compiling runs none of the code; its
    cost in memory is bounded by the size limit and by the compiler's own nesting limits."""
    if len(source) > MAX_SOURCE:
        return "SourceTooLarge: %d characters; the limit is %d" % (len(source), MAX_SOURCE)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # SyntaxWarnings would go to the server's stderr
            return compile(source, filename, "exec", dont_inherit=True)
    except Exception as e:
        return describe_exception(e)


def warm_late(name):
    """Import a module in the server after it started, for the forks to inherit (as WARM_MODULES are), and keep the
    collector in the children away from its objects. Only a standard-library module or one of WARM_ON_DEMAND's."""
    # The server's stdout is the jobs' answer channel: whatever the import prints goes to /dev/null instead.
    streams = (sys.stdout, sys.stderr)
    streams[0].flush()
    saved = os.dup(1)
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 1)
    os.close(null)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # a library's import-time warning would go to the server's stderr
            __import__(name)
    except BaseException:
        pass
    finally:
        for stream in (sys.stdout, streams[0]):
            try:
                stream.flush()
            except BaseException:
                pass
        sys.stdout, sys.stderr = streams
        os.dup2(saved, 1)
        os.close(saved)
    gc.freeze()


def warm_named(*sources):
    """The WARM_ON_DEMAND libraries the sources import (the package, or one of its WARM_SUBPACKAGES), imported in the
    server once each (not under a --memory below 512 MiB, which the inherited address space would eat into)."""
    if LIMITS.memory < 512:
        return
    for source in sources:
        if source and ("numpy" in source or "scipy" in source):
            for m in WARM_ON_DEMAND.finditer(source):
                package, _, rest = m.group(1).partition(".")
                sub = rest.partition(".")[0]
                name = package + "." + sub if sub in WARM_SUBPACKAGES[package] else package
                if name not in sys.modules:
                    warm_late(name)


def prepare(code, setup, tests):
    """Compile the suite in the server, once, before the fork: (code, setup or None, [test code or message]), or
    the message every test gets when the snippet or the setup does not compile (no fork is needed then)."""
    c = compile_source(code, "<snippet>")
    if isinstance(c, str):
        return None, "in snippet: " + c
    st = None
    if setup:
        st = compile_source(setup, "<setup>")
        if isinstance(st, str):
            return None, "in setup: " + st
    return (c, st, [compile_source(t, "<test>") for t in tests]), None


def run_alone(suite, workdir):
    """Run one suite in forks of its own: normally one; a test that kills its process costs a re-fork for the
    tests after it. Every test ends with an outcome within the suite's time limit."""
    suite.results = []
    if suite.broken is not None:
        suite.results = [("error", 0, truncate(suite.broken))] * (1 if suite.failfast else suite.ntests)
        return
    deadline = time.monotonic() + suite.timeout
    try:
        while not suite.finished():
            if time.monotonic() >= deadline:
                suite.out_of_time()
                break
            done, stop = fork_run([suite], len(suite.results), workdir, deadline)
            if done == 0:
                settle(suite, stop)
                deadline += stop["extended"]
    finally:
        clear_workdir(workdir)


def needs_own_process(suite):
    """A shared run's outcome that could depend on what ran before it in the same process: run it again alone."""
    for status, _, message in suite.results:
        if status == "error" and (message.startswith("MemoryError") or message.startswith("RecursionError")):
            return True
    return False


def run_jobs(suites, workdir, report):
    """Run the suites in order and report each as soon as its outcomes are final. Consecutive suites of one group
    that passed the sharing screen share one forked process, up to --share of them (each test still in a fresh
    namespace); suites of different groups never share one;
    when a shared process stops other than the harness's way, the suite it stopped in ends as it would have
    alone (a time-out) or runs again alone (anything else), and the suites after it get a new process. Every
    other suite runs alone."""
    i = 0
    n = len(suites)
    while i < n:
        if not suites[i].shared:
            run_alone(suites[i], workdir)
            report(suites[i])
            i += 1
            continue
        j = i
        group = suites[i].group
        while j < n and j - i < LIMITS.share and suites[j].shared and suites[j].group == group:
            j += 1
        batch = suites[i:j]
        if len(batch) == 1:
            run_alone(batch[0], workdir)
            report(batch[0])
            i += 1
            continue
        for s in batch:
            s.results = []
        try:
            done, stop = fork_run(batch, 0, workdir)
        finally:
            clear_workdir(workdir)
        for s in batch[:done]:
            if needs_own_process(s):
                run_alone(s, workdir)
            report(s)
        i += done
        if done < len(batch):
            s = suites[i]
            if stop["timed_out"] and not stop["ended"]:
                # It ran out of time in a test, as it would have alone: the same outcomes, without paying the
                # time limit twice.
                settle(s, stop)
                s.out_of_time()
            else:
                run_alone(s, workdir)
            report(s)
            i += 1


def parse_record(line, prefix, k, index):
    """(status, ms, message) from the child's record of test `index` of suite `k`, or None when it is not one."""
    try:
        text = line.decode("utf-8")
        if not text.startswith(prefix):
            return None
        got_k, i, status, ms, message = text[len(prefix):].split(" ", 4)
        got_k, i, ms = int(got_k), int(i), int(ms)
        message = json.loads(message)
    except Exception:
        return None
    if got_k != k or i != index or status not in ("passed", "failed", "error") or not isinstance(message, str):
        return None
    if status == "passed" and message:
        return None
    return status, max(ms, 0), message


def make_workdir():
    path = os.path.join(LIMITS.workroot, "work-%d-%s" % (SELF, os.urandom(4).hex()))
    os.mkdir(path, 0o700)
    os.chmod(path, 0o777)  # the tests may run as an unprivileged uid; they write only here
    return path


def clear_workdir(path):
    """Empty the suite's directory for the next suite (cheap when the suite wrote nothing, as most do)."""
    try:
        names = os.listdir(path)
    except OSError:
        names = None
    if names is None or names or (os.stat(path).st_mode & 0o7777) != 0o777:
        remove_tree(path)
        os.mkdir(path, 0o700)
        os.chmod(path, 0o777)


DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC


def _empty_dir(fd):
    """Unlink every entry of the open folder that is not a folder; return the names of its folders."""
    folders = []
    try:
        with os.scandir(fd) as it:
            for e in it:
                try:
                    is_dir = e.is_dir(follow_symlinks=False)
                except OSError:
                    is_dir = False
                if is_dir:
                    folders.append(e.name)
                else:
                    try:
                        os.unlink(e.name, dir_fd=fd)
                    except OSError:
                        pass
    except OSError:
        pass
    return folders


def _enter(fd, name):
    """The folder `name` of the open folder fd, opened without following a link (made searchable first when our
    uid may not enter it and the server has no capability that lets it); None when it cannot be opened."""
    for attempt in (0, 1):
        try:
            return os.open(name, DIR_FLAGS, dir_fd=fd)
        except PermissionError:
            if attempt:
                return None
            try:
                os.chmod(name, 0o700, dir_fd=fd)
            except OSError:
                return None
        except OSError:
            return None
    return None


def remove_tree(path):
    """Remove the folder at `path` and everything in it, whatever its depth: a test may leave a chain of folders
    thousands of levels deep, past PATH_MAX and any recursion limit. One folder descriptor at a time, each opened
    relative to its parent, never following a link, with an explicit stack of the names on the way down (no
    recursion). The tree may hold files of another uid and folders without permissions: the server's capabilities
    (CAP_DAC_OVERRIDE, CAP_FOWNER) or a chmod get through. Run only when no test process is left."""
    try:
        fd = os.open(path, DIR_FLAGS)
    except OSError:
        try:
            os.unlink(path)
        except OSError:
            pass
        return
    stack = []  # (the folder we went down into, the folders of its parent still to remove)
    try:
        pending = _empty_dir(fd)
        while True:
            if pending:
                name = pending.pop()
                sub = _enter(fd, name)
                if sub is None:
                    try:
                        os.rmdir(name, dir_fd=fd)
                    except OSError:
                        pass
                    continue
                stack.append((name, pending))
                os.close(fd)
                fd = sub
                pending = _empty_dir(fd)
                continue
            if not stack:
                break
            parent = os.open("..", DIR_FLAGS, dir_fd=fd)
            os.close(fd)
            fd = parent
            name, pending = stack.pop()
            try:
                os.rmdir(name, dir_fd=fd)
            except OSError:
                pass
    finally:
        os.close(fd)
    try:
        os.rmdir(path)
    except OSError:
        try:
            os.chmod(path, 0o700)
            os.rmdir(path)
        except OSError:
            pass


# ---------------------------------------------------------------- System V IPC
#
# Shared-memory segments, semaphore sets and message queues outlive the processes that made them: one suite could
# leave a segment for the next to read, or hold memory the worker's limits do not count. In an IPC namespace of
# our own (bubblewrap's --unshare-ipc, unshare --ipc) the server allows none at all: it sets the namespace's
# limits on the number of each to 0 (benchmark code has no use for them; POSIX message queues are refused by
# RLIMIT_MSGQUEUE in every test process). Without one, it removes after each suite every object that the tests' uid
# (a uid of this worker's own) created.
IPC_NONE = (("/proc/sys/kernel/shmmni", "0"), ("/proc/sys/kernel/msgmni", "0"), ("/proc/sys/fs/mqueue/queues_max", "0"))
IPC_SWEEP = False  # main(): True when the tests may create System V objects that the server must remove
IPC_RMID = 0


def forbid_ipc():
    """True when no System V object can be created in our IPC namespace (the limits are written here)."""
    if not LIMITS.ipcns:
        return False
    ok = True
    writes = list(IPC_NONE)
    try:
        with open("/proc/sys/kernel/sem") as f:
            sem = f.read().split()  # SEMMSL SEMMNS SEMOPM SEMMNI
        writes.append(("/proc/sys/kernel/sem", " ".join(sem[:3] + ["0"])))
    except (OSError, IndexError):
        ok = False
    for path, value in writes:
        try:
            with open(path, "w") as f:
                f.write(value)
        except OSError:
            ok = False
    return ok


def ipc_left():
    """[(kind, id)] of the System V objects the tests' uid created (/proc/sysvipc/*: shm, sem, msg)."""
    found = []
    for kind in ("shm", "sem", "msg"):
        try:
            with open("/proc/sysvipc/" + kind) as f:
                lines = f.read().splitlines()
        except OSError:
            continue
        if len(lines) < 2:
            continue
        try:
            col = lines[0].split().index("cuid")
            for line in lines[1:]:
                fields = line.split()
                if int(fields[col]) == LIMITS.uid:
                    found.append((kind, int(fields[1])))
        except (ValueError, IndexError):
            continue
    return found


def sweep_ipc():
    """Remove the objects ipc_left finds, from a process of the tests' uid (only an object's owner, creator or a
    holder of CAP_SYS_ADMIN may remove it, and the server keeps no CAP_SYS_ADMIN): ctypes is loaded there, never in
    the server, whose resident memory every fork pays for."""
    found = ipc_left()
    if not found:
        return
    pid = os.fork()
    if pid == 0:
        try:
            os.setgroups([])
            os.setgid(LIMITS.gid)
            os.setuid(LIMITS.uid)
            import ctypes

            libc = ctypes.CDLL(None, use_errno=True)
            for kind, ident in found:
                if kind == "shm":
                    libc.shmctl(ident, IPC_RMID, None)
                elif kind == "sem":
                    libc.semctl(ident, 0, IPC_RMID)
                else:
                    libc.msgctl(ident, IPC_RMID, None)
        finally:
            os._exit(0)
    try:
        os.waitpid(pid, 0)
    except ChildProcessError:
        pass


def emit(obj):
    sys.stdout.write(json.dumps(obj, separators=(",", ":")) + "\n")
    sys.stdout.flush()


def serve():
    emit({"ready": True, "protocol": HARNESS_PROTOCOL, "pid": SELF, "subreaper": SUBREAPER,
          "version": "%d.%d.%d" % sys.version_info[:3], "executable": sys.executable})
    workdir = make_workdir()
    # The children's environment, set once here rather than in every child (clearing os.environ calls unsetenv
    # per variable and touches pages that fork shares: a quarter of a suite's cost). Nothing of the server's own
    # environment (already minimal) survives.
    os.environ.clear()
    os.environ.update(CHILD_ENV)
    os.environ["HOME"] = workdir
    os.environ["TMPDIR"] = workdir
    gc.freeze()  # keep the collector in each child away from the server's objects (fewer copy-on-write faults)
    # Jobs arrive on a private descriptor; fd 0 becomes /dev/null, so that sys.stdin, which the children inherit,
    # holds no read-ahead of other jobs and needs no reopening in every child. The children get signals' default
    # actions and a neutral argv the same way.
    jobs = os.dup(0)
    null = os.open("/dev/null", os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGXFSZ, signal.SIGCHLD):
        signal.signal(sig, signal.SIG_DFL)
    sys.argv = [""]

    def report(suite):
        emit({"id": suite.id, "r": suite.results})

    buf = bytearray()
    eof = False
    try:
        while True:
            # Take every job that has arrived (Node keeps several in flight), so that suites can share a process
            # and the server's own work between forks is done once per batch.
            if b"\n" not in buf and not eof:
                # nothing queued: reap a child killed on its way out before waiting, so that no zombie of the
                # sandbox uid outlives its suite while the server idles
                reap_all(patience=2.0)
            while not eof and (b"\n" not in buf or select.select([jobs], [], [], 0)[0]):
                chunk = os.read(jobs, 1 << 20)
                if not chunk:
                    eof = True
                else:
                    buf += chunk
            end = buf.rfind(b"\n")
            if end < 0:
                return
            lines = bytes(buf[:end]).split(b"\n")
            del buf[: end + 1]
            suites = [Suite(json.loads(line)) for line in lines if line.strip()]
            run_jobs(suites, workdir, report)
    finally:
        remove_tree(workdir)


def guard_server():
    """Outside a PID namespace: die with Node and adopt orphans so the sweep can find them. Running as the tests'
    own uid: keep our /proc/<pid>/fd and memory unreadable to them. Returns whether we are a subreaper. (ctypes
    costs resident memory, and so fork time, which is why it is loaded only when needed.)"""
    if LIMITS.pidns and LIMITS.uid >= 0:
        return False
    try:
        import ctypes

        prctl = ctypes.CDLL(None, use_errno=True).prctl
        prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        prctl(PR_SET_DUMPABLE, 0, 0, 0, 0)
        return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except Exception:
        return False


def main(argv):
    global LIMITS, SELF, SUBREAPER, IPC_SWEEP
    # Only stdin, stdout and stderr: whatever else the process that started execret had open and did not mark
    # close-on-exec (the spawn layer closes those too; this is the second line) is closed before anything runs.
    os.closerange(3, MAXFD)
    try:
        LIMITS = Limits.from_json(argv[1] if len(argv) > 1 else "{}")
    except ValueError as e:
        sys.stderr.write("execret harness: %s\n" % e)
        sys.exit(Exit.USAGE)
    SELF = os.getpid()
    # -c puts the current directory first on sys.path; nothing but the standard library should shadow modules.
    sys.path[:] = [p for p in sys.path if p]
    for name in WARM_MODULES:
        try:
            __import__(name)
        except Exception:
            pass
    SUBREAPER = guard_server()
    IPC_SWEEP = not forbid_ipc() and LIMITS.uid >= 0
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    try:
        serve()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main(sys.argv)
