# execret Python fork server: one warm interpreter per worker, started once inside the sandbox.
#
# Protocol (trusted side only): Node writes one JSON job per line on our stdin
#   {"id": 7, "code": "...", "setup": "...", "tests": ["assert ...", ...]}
# and we answer one JSON line per test, then a closing line, on our stdout:
#   {"id": 7, "i": 0, "s": "passed", "ms": 3, "m": ""}   ...   {"id": 7, "done": true}
#
# Each test runs in its own forked child: a new session, rlimits, an unprivileged uid when we can drop to one,
# stdin/stdout/stderr on /dev/null and every other descriptor closed except a private result pipe. The child
# compiles and runs snippet code, then setup, then the test, in a fresh namespace. A test counts as passed only
# when the parent reads exactly one well-formed record carrying this test's random nonce from that pipe AND the
# child then exits with RESULT_EXIT. Anything else (no record, extra bytes, a wrong nonce, exit 0, a signal) is
# `crashed`. After every test every process the child left behind is killed.
import builtins
import errno
import json
import os
import resource
import select
import signal
import sys
import time

HARNESS_PROTOCOL = 1
RESULT_EXIT = 83  # the exit code of a child that reported; os._exit(0) from a snippet is never a pass
MAX_RECORD = 64 * 1024
MESSAGE_LIMIT = 600

# Warm the modules benchmark code usually imports, so each forked test finds them loaded.
for _name in (
    "typing", "math", "re", "collections", "itertools", "functools", "heapq", "bisect", "string", "operator",
    "random", "copy", "fractions", "decimal", "statistics", "datetime", "hashlib", "json", "traceback",
    "dataclasses", "enum", "abc", "numbers", "array", "struct", "textwrap", "unicodedata", "cmath",
):
    try:
        __import__(_name)
    except Exception:
        pass

_prctl = None
try:
    import ctypes

    _libc = ctypes.CDLL(None, use_errno=True)
    _prctl = _libc.prctl
except Exception:
    _prctl = None

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
if _prctl is not None:
    # Die with Node; keep our /proc/<pid>/fd and memory unreadable to same-uid children; adopt orphans.
    _prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    _prctl(PR_SET_DUMPABLE, 0, 0, 0, 0)
    SUBREAPER = _prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0

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


def child_main(wfd, nonce, code, setup, tests, first, workdir):
    # Bind everything we need after the snippet ran, so that monkeypatching os/json cannot change the report.
    _write, _exit, _getpid, _dumps, _monotonic = os.write, os._exit, os.getpid, json.dumps, time.monotonic
    _compile, _exec, _isinstance, _type, _str = compile, exec, isinstance, type, str
    me = _getpid()
    try:
        os.setsid()
        for sig in (signal.SIGPIPE, signal.SIGINT, signal.SIGTERM, signal.SIGXFSZ, signal.SIGCHLD):
            try:
                signal.signal(sig, signal.SIG_DFL)
            except Exception:
                pass
        null = os.open("/dev/null", os.O_RDWR)
        for fd in (0, 1, 2):
            os.dup2(null, fd)
        if wfd > 3:
            os.closerange(3, wfd)
        os.closerange(wfd + 1, MAXFD)
        os.chdir(workdir)
        mem = OPTS["memory"] * 1024 * 1024
        cpu = int(OPTS["timeout"]) + 1
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
        os.environ.clear()
        os.environ.update(CHILD_ENV)
        os.environ["HOME"] = workdir
        os.environ["TMPDIR"] = workdir
        sys.argv = [""]
        sys.stdin = open(0, "r", closefd=False)
        sys.stdout = open(1, "w", closefd=False)
        sys.stderr = open(2, "w", closefd=False)
    except BaseException:
        _exit(71)

    for i in range(first, len(tests)):
        t0 = _monotonic()
        status, message = "passed", ""
        phase = "snippet"
        try:
            # A fresh namespace for every test: snippet code, then setup, then the test.
            ns = {"__name__": "__main__", "__builtins__": builtins}
            _exec(_compile(code, "<snippet>", "exec"), ns)
            phase = "setup"
            if setup:
                _exec(_compile(setup, "<setup>", "exec"), ns)
            phase = "test"
            _exec(_compile(tests[i], "<test>", "exec"), ns)
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


def our_children():
    pids = []
    try:
        for tid in os.listdir("/proc/self/task"):
            with open("/proc/self/task/%s/children" % tid) as f:
                pids.extend(int(p) for p in f.read().split())
    except OSError:
        pass
    return pids


def sweep(pgid):
    """Kill everything the test left behind: its process group, and every other process in our PID namespace
    (or, outside one, every process re-parented to us as subreaper)."""
    try:
        os.killpg(pgid, signal.SIGKILL)
    except OSError:
        pass
    deadline = time.monotonic() + 3.0
    while True:
        reap_all()
        left = other_pids() if OPTS["pidns"] else our_children()
        if not left:
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


def kill_child(pid):
    for fn, target in ((os.killpg, pid), (os.kill, pid)):
        try:
            fn(target, signal.SIGKILL)
        except OSError:
            pass


def fork_run(code, setup, tests, first, workdir, deadline, results):
    """Fork one child that runs tests[first:], appending (status, ms, message) to results as records arrive.
    Returns when the child is gone and every process it left behind is dead."""
    nonce = os.urandom(16).hex()
    r, w = os.pipe()
    t_last = time.monotonic()
    pid = os.fork()
    if pid == 0:
        try:
            os.close(r)
            child_main(w, nonce, code, setup, tests, first, workdir)
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

    def consume():
        nonlocal buf, bad, t_last
        while bad is None:
            nl = buf.find(b"\n")
            if nl < 0:
                if len(buf) > MAX_RECORD:
                    bad = "wrote more than %d bytes to the result channel" % MAX_RECORD
                return
            line = bytes(buf[:nl])
            del buf[: nl + 1]
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
                    if bad is not None:
                        break
            if pidfd is not None and pidfd in ready:
                _, wstatus = os.waitpid(pid, 0)
                break
        if wstatus is None:
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
        sweep(pid)
    ms = int(round((now - t_last) * 1000))
    if len(results) == len(tests) and bad is None:
        if os.WIFEXITED(wstatus) and os.WEXITSTATUS(wstatus) == RESULT_EXIT:
            return
        # every test reported, but the child did not finish the harness's way: the last report is not trusted
        results.pop()
        results.append(("crashed", ms, "the test process %s after its last test" % describe_exit(wstatus)))
        return
    if timed_out:
        results.append(("timeout", ms, "exceeded the suite's time limit of %gs" % OPTS["timeout"]))
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


def run_suite(code, setup, tests, workdir):
    """Results for every test, in order. One fork normally; a test that kills its process costs a re-fork."""
    deadline = time.monotonic() + OPTS["timeout"]
    results = []
    while len(results) < len(tests):
        if time.monotonic() >= deadline:
            results.append(("timeout", 0, "not run: the suite's time limit of %gs was used up" % OPTS["timeout"]))
            continue
        fork_run(code, setup, tests, len(results), workdir, deadline, results)
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


def make_workdir(job_id):
    path = os.path.join(OPTS["workroot"], "suite-%d-%s" % (job_id, os.urandom(4).hex()))
    os.mkdir(path, 0o700)
    os.chmod(path, 0o777)  # the test runs as an unprivileged uid and writes only here
    return path


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
    for line in sys.stdin:
        if not line.strip():
            continue
        job = json.loads(line)
        job_id = job["id"]
        tests = job["tests"]
        code = job["code"]
        setup = job.get("setup") or ""
        workdir = make_workdir(job_id)
        try:
            results = run_suite(code, setup, tests, workdir)
        finally:
            remove_tree(workdir)
        for i, (status, ms, message) in enumerate(results):
            emit({"id": job_id, "i": i, "s": status, "ms": ms, "m": message})
        emit({"id": job_id, "done": True})


if __name__ == "__main__":
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    try:
        serve()
    except KeyboardInterrupt:
        pass
