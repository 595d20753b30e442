"""A re-implementation of openai/human-eval's execution harness (human_eval/execution.py, MIT licence), used as a
baseline by bench/verify-bench.ts: a ThreadPoolExecutor of n workers; per suite a multiprocessing.Manager
(a server process) for the result list, and a multiprocessing.Process that creates a temp dir, applies the
reliability guard, and execs the program (code + all tests) in ONE namespace under a SIGALRM time limit.

stdin: JSON {"suites": [{"code": ..., "tests": [...]}, ...], "workers": n, "timeout": s}
stdout: JSON {"passed": k, "seconds": t}
"""
import contextlib
import faulthandler
import io
import json
import multiprocessing
import os
import platform
import signal
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor, as_completed


class TimeoutException(Exception):
    pass


@contextlib.contextmanager
def time_limit(seconds):
    def handler(signum, frame):
        raise TimeoutException("Timed out!")

    signal.setitimer(signal.ITIMER_REAL, seconds)
    signal.signal(signal.SIGALRM, handler)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


class WriteOnlyStringIO(io.StringIO):
    def read(self, *args, **kwargs):
        raise IOError

    def readline(self, *args, **kwargs):
        raise IOError

    def readlines(self, *args, **kwargs):
        raise IOError

    def readable(self, *args, **kwargs):
        return False


@contextlib.contextmanager
def swallow_io():
    stream = WriteOnlyStringIO()
    with contextlib.redirect_stdout(stream):
        with contextlib.redirect_stderr(stream):
            yield


@contextlib.contextmanager
def create_tempdir():
    with tempfile.TemporaryDirectory() as dirname:
        cwd = os.getcwd()
        os.chdir(dirname)
        try:
            yield dirname
        finally:
            os.chdir(cwd)


def reliability_guard(maximum_memory_bytes=None):
    if maximum_memory_bytes is not None:
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (maximum_memory_bytes, maximum_memory_bytes))
        resource.setrlimit(resource.RLIMIT_DATA, (maximum_memory_bytes, maximum_memory_bytes))
        if not platform.uname().system == "Darwin":
            resource.setrlimit(resource.RLIMIT_STACK, (maximum_memory_bytes, maximum_memory_bytes))
    faulthandler.disable()
    import builtins

    builtins.exit = None
    builtins.quit = None
    os.environ["OMP_NUM_THREADS"] = "1"
    for name in ("kill", "system", "putenv", "remove", "removedirs", "rmdir", "fchdir", "setuid", "fork",
                 "forkpty", "killpg", "rename", "renames", "truncate", "replace", "unlink", "fchmod", "fchown",
                 "chmod", "chown", "chroot", "lchown", "getcwd", "chdir"):
        setattr(os, name, None)
    import shutil

    shutil.rmtree = None
    shutil.move = None
    shutil.chown = None
    import subprocess

    subprocess.Popen = None
    sys.modules["ipdb"] = None
    sys.modules["joblib"] = None
    sys.modules["resource"] = None
    sys.modules["psutil"] = None
    sys.modules["tkinter"] = None


def unsafe_execute(program, timeout, result):
    with create_tempdir():
        import shutil

        rmtree, rmdir, chdir = shutil.rmtree, os.rmdir, os.chdir
        reliability_guard()
        try:
            exec_globals = {}
            with swallow_io():
                with time_limit(timeout):
                    exec(program, exec_globals)
            result.append("passed")
        except TimeoutException:
            result.append("timed out")
        except BaseException as e:
            result.append("failed: %s" % e)
        shutil.rmtree, os.rmdir, os.chdir = rmtree, rmdir, chdir


def check_correctness(program, timeout):
    manager = multiprocessing.Manager()
    result = manager.list()
    p = multiprocessing.Process(target=unsafe_execute, args=(program, timeout, result))
    p.start()
    p.join(timeout=timeout + 1)
    if p.is_alive():
        p.kill()
    if not result:
        result.append("timed out")
    out = result[0]
    manager.shutdown()
    return out == "passed"


def main():
    job = json.load(sys.stdin)
    t0 = time.perf_counter()
    passed = 0
    with ThreadPoolExecutor(max_workers=job["workers"]) as ex:
        futures = [
            ex.submit(check_correctness, s["code"] + "\n" + "\n".join(s["tests"]) + "\n", job["timeout"])
            for s in job["suites"]
        ]
        for f in as_completed(futures):
            passed += bool(f.result())
    json.dump({"passed": passed, "seconds": time.perf_counter() - t0}, sys.stdout)


if __name__ == "__main__":
    main()
