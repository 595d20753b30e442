# execret amplify: the code that runs inside the sandbox, as the `code` of an oracle suite (docs/amplify.md).
#
# Two entry points, each called by one test of a suite; each ends by raising ExecretReport, whose message the
# harness returns (the only channel out of the sandbox: one message of at most 600 characters per test):
#
#   execret_probe(thunk)        the reference's result on one input: "value <literal>", or why not
#   execret_kills(sources)      snippets (the reference, mutants) against every test: a verdict letter per test
#   execret_hashcheck(...)      which results change under other string-hash seeds
#
# Both run each call under a CPU-time limit (ITIMER_VIRTUAL), so one slow input or looping mutant costs at most
# that limit, not the suite. The suite's code defines EXECRET_* constants before this kit; see
# src/amplify/languages/python.ts.
import signal


class ExecretReport(Exception):
    """The result of a probe or a kill run: the message is what the harness hands back."""


class ExecretTimeUp(BaseException):
    """Raised by the CPU-time alarm; a BaseException so that `except Exception` in user code does not eat it."""


def execret_alarm(signum, frame):
    raise ExecretTimeUp()


signal.signal(signal.SIGVTALRM, execret_alarm)

EXECRET_MAX_LITERAL = 500


def execret_literal(v, depth=0):
    """Python source for a value that `ast.literal_eval` reads back to an equal value, as `repr` writes it;
    ExecretReport when there is none (other types, nan/inf, subclasses whose repr differs) or it is too long."""
    if depth > 20:
        raise ExecretReport("unwritable too deeply nested")
    t = type(v)
    if v is None or t is bool or t is int or t is str:
        try:
            text = repr(v)
        except ValueError:  # an int beyond the interpreter's int-to-str digit limit
            raise ExecretReport("too-long")
    elif t is float:
        if v != v or v in (float("inf"), float("-inf")):
            raise ExecretReport("unwritable float %r" % v)
        text = repr(v)
    elif t is list:
        text = "[" + ", ".join([execret_literal(x, depth + 1) for x in v]) + "]"
    elif t is tuple:
        items = [execret_literal(x, depth + 1) for x in v]
        text = "(" + items[0] + ",)" if len(items) == 1 else "(" + ", ".join(items) + ")"
    elif t is set or t is frozenset:
        items = sorted(execret_literal(x, depth + 1) for x in v)
        if t is frozenset:
            raise ExecretReport("unwritable frozenset")
        text = "{" + ", ".join(items) + "}" if items else "set()"
    elif t is dict:
        text = "{" + ", ".join(execret_literal(k, depth + 1) + ": " + execret_literal(x, depth + 1) for k, x in v.items()) + "}"
    else:
        raise ExecretReport("unwritable " + t.__name__)
    if len(text) > EXECRET_MAX_LITERAL:
        raise ExecretReport("too-long")
    return text


EXECRET_MAX_ITEMS = 200


def execret_render(v):
    """What a probe reports of a result: "value <literal>"; for a task whose tests are doctests (EXECRET_DOCTEST)
    and a result with no literal, what doctest itself would compare: an iterator's items, as a list
    ("listvalue <literal>": the test materialises the result with list()), else the result's repr ("reprvalue
    <str literal>": the test compares repr()), unless that repr is object's own or names a memory address."""
    try:
        return "value " + execret_literal(v)
    except ExecretReport as e:
        if not globals().get("EXECRET_DOCTEST") or not str(e).startswith("unwritable"):
            raise
    import itertools
    import re

    try:
        an_iterator = hasattr(v, "__next__") and iter(v) is v
    except Exception:
        an_iterator = False
    if an_iterator:
        items = list(itertools.islice(v, EXECRET_MAX_ITEMS + 1))
        if len(items) > EXECRET_MAX_ITEMS:
            raise ExecretReport("too-long")
        return "listvalue " + execret_literal(items)
    if type(v).__repr__ is object.__repr__:
        raise ExecretReport("unwritable " + type(v).__name__)
    text = repr(v)
    if re.search(r" at 0x[0-9A-Fa-f]+", text):
        raise ExecretReport("unwritable " + type(v).__name__)
    if len(text) > EXECRET_MAX_LITERAL:
        raise ExecretReport("too-long")
    return "reprvalue " + repr(text)


def execret_timed(fn, limit):
    signal.setitimer(signal.ITIMER_VIRTUAL, limit)
    try:
        return fn()
    finally:
        signal.setitimer(signal.ITIMER_VIRTUAL, 0)


def execret_probe(thunk):
    """Run the reference on one input twice (a second call in the same namespace must agree) and report the
    result's literal; the reference raising, or running out of CPU time, is reported by the harness as that."""
    try:
        first = execret_timed(lambda: execret_render(thunk()), EXECRET_PROBE_LIMIT)
        second = execret_timed(lambda: execret_render(thunk()), EXECRET_PROBE_LIMIT)
    except ExecretTimeUp:
        raise ExecretReport("slow")
    if first != second:
        raise ExecretReport("nondeterministic")
    raise ExecretReport(first)


def execret_kills(sources):
    """For each code in `sources` (a snippet: the reference or a mutant), one verdict per test of EXECRET_TESTS:
    p passed, f an assertion failed, e another exception, t out of CPU time, - not run; reported as one word per
    snippet. Each test runs in a fresh namespace: code, then setup, then the test, as the oracle runs them. After
    the first of EXECRET_ORIGINALS (the task's own tests, which come first) that does not pass, or after a
    time-out (a looping mutant would cost the limit on every test), a snippet's remaining tests are not run. The
    tests are compiled once for all the snippets. A test that runs out of EXECRET_KILL_LIMIT (which follows the
    reference's measured time) runs again, in a fresh namespace, under EXECRET_KILL_CAP before it is judged: no
    verdict rests on a measured time, so two machines, or one under load, choose the same tests."""
    setup = compile(EXECRET_SETUP, "<setup>", "exec") if EXECRET_SETUP else None
    context_source = globals().get("EXECRET_CONTEXT")  # a repository task's module context, run before the code
    context = compile(context_source, "<context>", "exec") if context_source else None
    tests = [compile(t, "<test>", "exec") for t in EXECRET_TESTS]
    cap = globals().get("EXECRET_KILL_CAP", EXECRET_KILL_LIMIT)

    def verdict_of(code, test, limit):
        ns = {"__name__": "__main__"}

        def run():
            if context is not None:
                exec(context, ns)
            exec(code, ns)
            if setup is not None:
                exec(setup, ns)
            exec(test, ns)

        try:
            execret_timed(run, limit)
            return "p"
        except ExecretTimeUp:
            return "t"
        except AssertionError:
            return "f"
        except BaseException:
            return "e"

    words = []
    for source in sources:
        code = compile(source, "<snippet>", "exec")
        out = []
        stopped = False
        for i, test in enumerate(tests):
            if stopped:
                out.append("-")
                continue
            verdict = verdict_of(code, test, EXECRET_KILL_LIMIT)
            if verdict == "t" and EXECRET_KILL_LIMIT < cap:
                verdict = verdict_of(code, test, cap)
            out.append(verdict)
            stopped = verdict == "t" or (i < EXECRET_ORIGINALS and verdict != "p")
        words.append("".join(out))
    raise ExecretReport("kills " + " ".join(words))


def execret_hashcheck_literals(exprs, limit, ns):
    out = []
    for e in exprs:
        try:
            thunk = eval("lambda: " + e, ns)
            out.append(execret_timed(lambda: execret_render(thunk()), limit))
        except BaseException as x:
            out.append("!" + type(x).__name__)
    return out


EXECRET_HASH_SEEDS = (1, 2, 3, 5, 8, 13, 21, 34)


def execret_hashcheck(exprs, limit, ns):
    """Evaluate each expression here (in `ns`, the test's namespace) and again in fresh interpreters with other
    string-hash seeds; report the indices whose literal differs (all of them when the check cannot run). The iteration order of a set of strings changes
    with the seed, so a result built from it fails in a fresh interpreter. Only results that hold a string can
    depend on it; the others are not run again. With eight seeds, an order of two strings goes unnoticed with
    probability 2**-8. The interpreters run side by side."""
    import json
    import subprocess
    import sys

    here = execret_hashcheck_literals(exprs, limit, ns)
    suspects = [i for i, lit in enumerate(here) if ("'" in lit or '"' in lit) and not lit.startswith("!")]
    if not suspects:
        raise ExecretReport("hash ")
    script = (
        "EXECRET_KIT = %r\nEXECRET_DOCTEST = %r\n" % (EXECRET_KIT, globals().get("EXECRET_DOCTEST", 0))
        + EXECRET_KIT
        + "\nns = {'__name__': '__main__'}\n"
        + ("exec(%r, ns)\n" % globals()["EXECRET_CONTEXT"] if globals().get("EXECRET_CONTEXT") else "")
        + "exec(%r, ns)\n" % EXECRET_CODE
        + ("exec(%r, ns)\n" % EXECRET_SETUP if EXECRET_SETUP else "")
        + "import json\nprint(json.dumps(execret_hashcheck_literals(%r, %r, ns)))\n" % ([exprs[i] for i in suspects], limit)
    )
    differ = set()
    try:
        procs = [
            subprocess.Popen(
                [sys.executable, "-S", "-c", script],
                env={"PYTHONHASHSEED": str(seed), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"},
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
            )
            for seed in EXECRET_HASH_SEEDS
        ]
        for p in procs:
            out, _ = p.communicate(timeout=20)
            differ.update(i for i, b in zip(suspects, json.loads(out.decode("utf-8"))) if here[i] != b)
    except Exception:
        raise ExecretReport("hash " + " ".join(str(i) for i in suspects))  # no check: every suspect goes
    raise ExecretReport("hash " + " ".join(str(i) for i in sorted(differ)))
