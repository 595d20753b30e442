# execret Python fork server: one warm interpreter per worker, started once inside the sandbox.
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
# child exit, it exited with RESULT_EXIT). A child that dies or
# writes garbage mid-suite ends that test as `crashed` (or `timeout`) and the remaining tests get a fresh fork.
# After every fork every process it left behind is killed.
import builtins
import gc
import json
import os
import resource
import select
import signal
import sys
import time
import warnings

HARNESS_PROTOCOL = 1
RESULT_EXIT = 83  # the exit code of a child that reported; os._exit(0) from a snippet is never a pass
MAX_RECORD = 64 * 1024
MESSAGE_LIMIT = 600
MAX_SOURCE = 1 << 20  # characters of one snippet, setup or test

# Warm the modules benchmark code imports most (importing typing in every child would cost more than the fork).
# Kept small on purpose: fork time grows with the server's resident memory.
for _name in ("typing", "math", "collections", "itertools", "functools", "heapq", "bisect", "string", "re", "copy"):
    try:
        __import__(_name)
    except Exception:
        pass

PR_SET_PDEATHSIG = 1
PR_SET_DUMPABLE = 4
PR_SET_CHILD_SUBREAPER = 36


def parse_args(argv):
    opts = {"timeout": 5.0, "memory": 1024, "uid": -1, "gid": -1, "workroot": "/tmp", "pidns": 0, "nproc": 256}
    i = 0
    while i < len(argv):
        key = argv[i].lstrip("-")
        val = argv[i + 1]
        i += 2
        if key in ("timeout",):
            opts[key] = float(val)
        elif key in ("memory", "uid", "gid", "pidns", "nproc"):
            opts[key] = int(val)
        else:
            opts[key] = val
    return opts


OPTS = parse_args(sys.argv[1:])
SELF = os.getpid()
SUBREAPER = False
if not OPTS["pidns"] or OPTS["uid"] < 0:
    # Outside a PID namespace: die with Node and adopt orphans so the sweep can find them. Running as the tests'
    # own uid: keep our /proc/<pid>/fd and memory unreadable to them. (ctypes costs resident memory, and so fork
    # time, which is why it is loaded only when needed.)
    try:
        import ctypes

        _prctl = ctypes.CDLL(None, use_errno=True).prctl
        _prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        _prctl(PR_SET_DUMPABLE, 0, 0, 0, 0)
        SUBREAPER = _prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except Exception:
        pass

# -c puts the current directory first on sys.path; nothing but the standard library should shadow modules.
sys.path[:] = [p for p in sys.path if p]

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


def child_main(wfd, nonce, prepared, first, workdir):
    """Run tests[first:] of a prepared suite (see prepare) and write one record per test to wfd."""
    # Bind everything we need after the snippet ran, so that monkeypatching os/json cannot change the report.
    _write, _exit, _getpid, _dumps, _monotonic = os.write, os._exit, os.getpid, json.dumps, time.monotonic
    _exec, _isinstance, _type, _str = exec, isinstance, type, str
    code, setup, tests = prepared
    failfast = JOB["failfast"]
    me = _getpid()
    # Every object the child touches costs a copy-on-write page fault, and page faults are most of what a suite
    # costs on a VM (about 15 us each here): signal dispositions, stdin, argv and the compiled code are prepared
    # once in the server, and the child does only what must happen after the fork.
    try:
        os.setsid()
        null = os.open("/dev/null", os.O_RDWR)
        for fd in (0, 1, 2):
            os.dup2(null, fd)
        if wfd > 3:
            os.closerange(3, wfd)
        os.closerange(wfd + 1, MAXFD)
        os.chdir(workdir)
        mem = OPTS["memory"] * 1024 * 1024
        cpu = int(JOB["timeout"]) + 1
        resource.setrlimit(resource.RLIMIT_AS, (mem, mem))
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
        resource.setrlimit(resource.RLIMIT_FSIZE, (16 * 1024 * 1024, 16 * 1024 * 1024))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256))
        if OPTS["uid"] >= 0:
            os.setgroups([])
            os.setgid(OPTS["gid"])
            os.setuid(OPTS["uid"])
            # Counted per uid, so it only bounds anything once we run as our own unprivileged uid.
            resource.setrlimit(resource.RLIMIT_NPROC, (OPTS["nproc"], OPTS["nproc"]))
    except BaseException:
        _exit(71)

    for i in range(first, len(tests)):
        t0 = _monotonic()
        status, message = "passed", ""
        phase = "snippet"
        try:
            # A fresh namespace for every test: snippet code, then setup, then the test. Code objects are
            # immutable, so the server compiles each once and every namespace runs the same ones.
            ns = {"__name__": "__main__", "__builtins__": builtins}
            _exec(code, ns)
            phase = "setup"
            if setup is not None:
                _exec(setup, ns)
            phase = "test"
            test = tests[i]
            if _isinstance(test, _str):  # the test did not compile: the server's message
                status, message = "error", test
            else:
                _exec(test, ns)
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
        ns = None
        if _getpid() != me:
            _exit(0)  # a process the test forked: only the child we started may report
        try:
            ms = int(round((_monotonic() - t0) * 1000))
            record = ("%s %d %s %d %s\n" % (nonce, i, status, ms, _dumps(truncate(message)))).encode("utf-8", "replace")
            view = memoryview(record)
            while view:
                n = _write(wfd, view)
                view = view[n:]
        except BaseException:
            _exit(72)
        if status != "passed" and failfast:
            break
    try:
        _write(wfd, ("%s end\n" % nonce).encode())
    except BaseException:
        _exit(72)
    _exit(RESULT_EXIT)


# ---------------------------------------------------------------- server side (trusted)


def other_pids():
    out = []
    for name in os.listdir("/proc"):
        if name.isdigit():
            pid = int(name)
            if pid != SELF and pid != 1:
                out.append(pid)
    return out


def reap_all():
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def reap_dying():
    """Reap the server's direct children: after a suite, only children already sent SIGKILL remain. Bounded, so
    that a process the kernel is slow to tear down cannot stall the server (the next suite's sweep reaps it)."""
    deadline = time.monotonic() + 2.0
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            if time.monotonic() > deadline:
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
    deadline = time.monotonic() + 10.0
    while True:
        reap_all()
        left = other_pids() if OPTS["pidns"] else our_children()
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
    return os.WIFEXITED(wstatus) and os.WEXITSTATUS(wstatus) == RESULT_EXIT


def kill_child(pid):
    for fn, target in ((os.killpg, pid), (os.kill, pid)):
        try:
            fn(target, signal.SIGKILL)
        except OSError:
            pass


def fork_run(prepared, first, workdir, deadline, results):
    """Fork one child that runs tests[first:], appending (status, ms, message) to results as records arrive.
    Returns when the child is gone and every process it left behind is dead."""
    tests = prepared[2]
    nonce = os.urandom(16).hex()
    r, w = os.pipe()
    t_last = time.monotonic()
    pid = os.fork()
    if pid == 0:
        try:
            os.close(r)
            child_main(w, nonce, prepared, first, workdir)
        finally:
            os._exit(70)
    os.close(w)
    try:
        pidfd = os.pidfd_open(pid)
    except (AttributeError, OSError):
        pidfd = None
    buf = bytearray()
    timed_out = False
    bad = None  # why the stream stopped being trustworthy
    wstatus = None
    ended = False  # the harness in the child wrote its end record: every test ran and reported
    end_line = ("%s end" % nonce).encode()

    def consume():
        nonlocal buf, bad, t_last, ended
        while bad is None:
            nl = buf.find(b"\n")
            if nl < 0:
                if len(buf) > MAX_RECORD:
                    bad = "wrote more than %d bytes to the result channel" % MAX_RECORD
                return
            line = bytes(buf[:nl])
            del buf[: nl + 1]
            if ended:
                bad = "wrote after its last record"
                return
            if finished(results, len(tests)) and line == end_line:
                ended = True
                continue
            rec = parse_record(line, nonce, len(results))
            if rec is None:
                bad = "wrote a malformed result record"
                return
            results.append(rec)
            t_last = time.monotonic()

    try:
        while True:
            if pidfd is None:
                got, st = os.waitpid(pid, os.WNOHANG)
                if got:
                    wstatus = st
                    break
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                timed_out = True
                break
            watch = [r] if pidfd is None else [r, pidfd]
            ready, _, _ = select.select(watch, [], [], remaining if pidfd is not None else min(remaining, 0.005))
            if r in ready:
                chunk = os.read(r, 65536)
                if chunk:
                    buf += chunk
                    consume()
                    if bad is not None or ended:
                        break
            if pidfd is not None and pidfd in ready:
                _, wstatus = os.waitpid(pid, 0)
                break
        if ended and wstatus is None:
            # The child is on its way out (os._exit right after the end record). Do not wait for the kernel to
            # tear it down, which is slow on some VMs: make sure it dies, and reap it later.
            kill_child(pid)
        elif wstatus is None:
            kill_child(pid)
            _, wstatus = os.waitpid(pid, 0)
        elif bad is None:
            # drain what the child wrote before it exited, without waiting for an EOF a daemon could hold off
            os.set_blocking(r, False)
            while bad is None:
                try:
                    chunk = os.read(r, 65536)
                except BlockingIOError:
                    break
                if not chunk:
                    break
                buf += chunk
                consume()
            if bad is None and buf:
                bad = "left an unterminated result record"
    finally:
        now = time.monotonic()
        os.close(r)
        if pidfd is not None:
            os.close(pidfd)
        sweep(pid, None if wstatus is not None else pid)
    ms = int(round((now - t_last) * 1000))
    if finished(results, len(tests)):
        if bad is None and ended and (wstatus is None or exited_ok(wstatus)):
            return
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
        results.append(("timeout", ms, "exceeded the suite's time limit of %gs" % JOB["timeout"]))
        return
    if bad is not None:
        results.append(("crashed", ms, "the test %s" % bad))
        return
    if os.WIFSIGNALED(wstatus) and os.WTERMSIG(wstatus) == signal.SIGXCPU:
        results.append(("timeout", ms, "exceeded the CPU time limit"))
        return
    code_ = os.WEXITSTATUS(wstatus) if os.WIFEXITED(wstatus) else None
    if code_ == 71:
        why = "the sandbox could not set up the test process"
    elif code_ == 72:
        why = "the test process could not write its result (were its descriptors closed?)"
    else:
        why = "the test process %s without reporting a result" % describe_exit(wstatus)
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


# The current job's limits: "timeout" (seconds, the server's --timeout unless the job sets its own) and "failfast"
# (stop at the first test that does not pass: the results are then that prefix of the tests).
JOB = {"timeout": OPTS["timeout"], "failfast": False}


def finished(results, n):
    return len(results) >= n or (JOB["failfast"] and results and results[-1][0] != "passed")


def run_suite(code, setup, tests, workdir):
    """Results for every test, in order. One fork normally; a test that kills its process costs a re-fork."""
    deadline = time.monotonic() + JOB["timeout"]
    prepared, broken = prepare(code, setup, tests)
    if broken is not None:
        return [("error", 0, truncate(broken)) for _ in (tests[:1] if JOB["failfast"] else tests)]
    results = []
    while not finished(results, len(tests)):
        if time.monotonic() >= deadline:
            results.append(("timeout", 0, "not run: the suite's time limit of %gs was used up" % JOB["timeout"]))
            continue
        fork_run(prepared, len(results), workdir, deadline, results)
    return results


def parse_record(line, nonce, index):
    try:
        got_nonce, i, status, ms, message = line.decode("utf-8").split(" ", 4)
        i, ms = int(i), int(ms)
        message = json.loads(message)
    except Exception:
        return None
    if got_nonce != nonce or i != index or status not in ("passed", "failed", "error") or not isinstance(message, str):
        return None
    if status == "passed" and message:
        return None
    return status, max(ms, 0), message


def make_workdir():
    path = os.path.join(OPTS["workroot"], "work-%d-%s" % (SELF, os.urandom(4).hex()))
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


def remove_tree(path):
    # The tree may hold files of another uid, unwritable dirs or symlinks; walk it bottom-up without following links.
    for root, dirs, files in os.walk(path, topdown=False):
        for name in files + dirs:
            p = os.path.join(root, name)
            try:
                if os.path.isdir(p) and not os.path.islink(p):
                    os.chmod(p, 0o700)
                    os.rmdir(p)
                else:
                    os.unlink(p)
            except OSError:
                pass
    try:
        os.chmod(path, 0o700)
        os.rmdir(path)
    except OSError:
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
    jobs = os.fdopen(os.dup(0), "r", encoding="utf-8")
    null = os.open("/dev/null", os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGXFSZ, signal.SIGCHLD):
        signal.signal(sig, signal.SIG_DFL)
    sys.argv = [""]
    try:
        for line in jobs:
            if not line.strip():
                continue
            job = json.loads(line)
            timeout = job.get("timeout")
            JOB["timeout"] = float(timeout) if isinstance(timeout, (int, float)) and timeout > 0 else OPTS["timeout"]
            JOB["failfast"] = job.get("failfast") is True
            try:
                results = run_suite(job["code"], job.get("setup") or "", job["tests"], workdir)
            finally:
                clear_workdir(workdir)
            emit({"id": job["id"], "r": results})
            # A child killed on its way out was left to die while the result went back; reap it now, so that no
            # zombie of the sandbox uid outlives its suite while the server waits for the next job.
            reap_dying()
    finally:
        remove_tree(workdir)


if __name__ == "__main__":
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    try:
        serve()
    except KeyboardInterrupt:
        pass
