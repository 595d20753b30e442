"""Unit tests of the fork server's pure parts (assets/python/harness.py): limits, record parsing, the sharing
screen, the result stream and the verdicts. Run by test/execute/harness.test.ts with Debian's python3:
    /usr/bin/python3 -B -m unittest discover -s test/execute/python
"""
import importlib.util
import json
import os
import signal
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
HARNESS = os.path.join(HERE, "..", "..", "..", "assets", "python", "harness.py")
_spec = importlib.util.spec_from_file_location("execret_harness", HARNESS)
h = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(h)

NONCE = "ab" * 16
PREFIX = NONCE + " "


def record(k, i, status, ms=1, message=""):
    return h.format_record(NONCE, k, i, status, ms, message)


def suite(code="def f():\n    return 1\n", tests=("assert f() == 1",), setup="", failfast=False, timeout=None):
    job = {"id": 1, "code": code, "setup": setup, "tests": list(tests)}
    if failfast:
        job["failfast"] = True
    if timeout is not None:
        job["timeout"] = timeout
    return h.Suite(job)


def exited(code):
    return code << 8  # a wait status: exited normally with `code`


def killed(sig):
    return sig  # a wait status: killed by `sig`


class LimitsTest(unittest.TestCase):
    def test_defaults_and_every_key(self):
        d = h.Limits()
        self.assertEqual((d.timeout, d.memory, d.max_procs, d.share, d.uid, d.gid, d.pidns, d.workroot),
                         (5.0, 1024, 256, 1, -1, -1, False, "/tmp"))
        text = json.dumps({"timeoutS": 2, "memoryMb": 512, "maxProcs": 64, "share": 16, "uid": 200000,
                           "gid": 65534, "pidNamespace": True, "workroot": "/w"})
        lim = h.Limits.from_json(text)
        self.assertEqual((lim.timeout, lim.memory, lim.max_procs, lim.share, lim.uid, lim.gid, lim.pidns, lim.workroot),
                         (2.0, 512, 64, 16, 200000, 65534, True, "/w"))
        self.assertIsInstance(lim.timeout, float)

    def test_bad_limits_name_the_key(self):
        for text, key in (('{"timeout": 5}', "timeout"), ('{"memoryMb": "1024"}', "memoryMb"),
                          ('{"pidNamespace": 1}', "pidNamespace"), ('{"share": true}', "share"),
                          ('{"timeoutS": 0}', "timeoutS"), ("[]", "object"), ("--timeout", "not JSON")):
            with self.assertRaises(ValueError) as cm:
                h.Limits.from_json(text)
            self.assertIn(key, str(cm.exception))

    def test_exit_codes_are_distinct_and_fixed(self):
        self.assertEqual({e.name: int(e) for e in h.Exit},
                         {"USAGE": 64, "CHILD_ESCAPED": 70, "CHILD_SETUP": 71, "CHILD_WRITE": 72, "CHILD_REPORTED": 83})


class RecordTest(unittest.TestCase):
    def parse(self, line, k=0, index=0):
        return h.parse_record(line.rstrip(b"\n"), PREFIX, k, index)

    def test_a_record_round_trips(self):
        self.assertEqual(self.parse(record(0, 0, "passed", 3)), ("passed", 3, ""))
        self.assertEqual(self.parse(record(1, 4, "failed", 0, "AssertionError: x"), 1, 4),
                         ("failed", 0, "AssertionError: x"))
        self.assertEqual(self.parse(record(0, 0, "error", 2, "ValueError: \u00e9\n2")), ("error", 2, "ValueError: \u00e9\n2"))

    def test_records_out_of_place_or_malformed_are_refused(self):
        refused = [
            (record(0, 1, "passed"), 0, 0),  # wrong test index
            (record(1, 0, "passed"), 0, 0),  # wrong suite
            (record(0, 0, "passed", 1, "a message"), 0, 0),  # a pass carries no message
            (record(0, 0, "timeout"), 0, 0),  # only the server decides time-outs and crashes
            (record(0, 0, "crashed"), 0, 0),
            (("cd" * 16 + " 0 0 passed 1 \"\"\n").encode(), 0, 0),  # another fork's nonce
            ((PREFIX + "0 0 passed 1 not-json\n").encode(), 0, 0),
            ((PREFIX + "0 0 failed 1 [1]\n").encode(), 0, 0),  # a message that is not a string
            ((PREFIX + "0 0 passed\n").encode(), 0, 0),
            (b"\xff\xfe", 0, 0),
        ]
        for line, k, index in refused:
            self.assertIsNone(self.parse(line, k, index), line)

    def test_long_messages_are_truncated(self):
        msg = "x" * 700
        self.assertEqual(h.truncate(msg), "x" * 600 + "... [100 more chars]")
        self.assertEqual(self.parse(record(0, 0, "failed", 1, msg))[2], "x" * 600 + "... [100 more chars]")


class SharingScreenTest(unittest.TestCase):
    def shareable(self, code, tests=("assert f() == 1",), setup=""):
        prepared, broken = h.prepare(code, setup, list(tests))
        self.assertIsNone(broken)
        return h.shareable(prepared)

    def test_pure_code_shares(self):
        self.assertTrue(self.shareable("import math\nfrom collections import Counter\n"
                                       "def f():\n    return int(math.sqrt(Counter('a')['a']))\n"))
        self.assertTrue(self.shareable("class P:\n    __slots__ = ()\n    def __len__(self):\n        return 0\n", ["assert not P()"]))
        # conservative: storing an attribute, even on self, is the one way to change a module or a class
        self.assertFalse(self.shareable("class P:\n    def __init__(self):\n        self.x = 1\n", ["assert P()"]))

    def test_code_that_reaches_the_process_runs_alone(self):
        alone = [
            "import os\ndef f():\n    return 1\n",  # a module outside the list
            "import math\nmath.pi = 3\n",  # an attribute store
            "def f():\n    del f.x\n",  # an attribute delete
            "def f():\n    return open('/etc/passwd')\n",  # a built-in that reaches past the namespace
            "def f():\n    return [].__class__.__subclasses__()\n",  # a private attribute
            "def f():\n    def g():\n        return getattr(1, 'real')\n    return g()\n",  # nested code too
            "import typing\ndef f():\n    return typing.sys\n",  # a module an allowed module exposes
            "import calendar\ncalendar.setfirstweekday(6)\n",  # process-wide state of an allowed module
        ]
        for code in alone:
            self.assertFalse(self.shareable(code), code)
        self.assertFalse(self.shareable("def f():\n    return 1\n", ["import os; assert f() == 1"]))
        self.assertFalse(self.shareable("def f():\n    return 1\n", setup="import sys"))

    def test_a_suite_that_does_not_compile_is_broken_and_never_shares(self):
        prepared, broken = h.prepare("def f(:\n", "", ["assert f()"])
        self.assertIsNone(prepared)
        self.assertTrue(broken.startswith("in snippet: SyntaxError"))
        prepared, broken = h.prepare("x = 1", "", ["assert (", "assert x == 1"])
        self.assertIsNone(broken)
        self.assertIsInstance(prepared[2][0], str)  # a test that does not compile carries its message


class ResultReaderTest(unittest.TestCase):
    def reader(self, *suites):
        return h.ResultReader(list(suites), NONCE, 0.0, None)

    def end(self, k):
        return ("%s %d end\n" % (NONCE, k)).encode()

    def test_records_then_end_records_suite_by_suite(self):
        a, b = suite(tests=["assert 1", "assert 2"]), suite()
        for s in (a, b):
            s.results = []
        r = self.reader(a, b)
        r.feed(record(0, 0, "passed") + record(0, 1, "failed", 1, "AssertionError")[:10], -1)
        self.assertEqual((r.k, r.bad, len(a.results)), (0, None, 1))
        r.feed(record(0, 1, "failed", 1, "AssertionError")[10:] + self.end(0) + record(1, 0, "passed"), -1)
        self.assertEqual((r.k, r.ended, r.bad), (1, False, None))
        r.feed(self.end(1), -1)
        self.assertTrue(r.ended)
        self.assertEqual(a.results, [("passed", 1, ""), ("failed", 1, "AssertionError")])
        self.assertEqual(r.outcome(False, None, 1.0), (2, None))

    def test_anything_else_makes_the_stream_untrusted(self):
        cases = [
            (record(0, 0, "passed") + b"passed\n", "malformed"),
            (self.end(0), "malformed"),  # an end record before the suite's tests
            (record(0, 0, "passed") + self.end(0) + record(0, 0, "passed"), "after its last record"),
            (b"x" * (h.MAX_RECORD + 1), "more than"),
        ]
        for data, why in cases:
            s = suite()
            s.results = []
            r = self.reader(s)
            r.feed(data, -1)
            self.assertIn(why, r.bad or "", data[:40])

    def test_a_child_that_stopped_mid_suite_is_reported_where_it_stopped(self):
        a, b = suite(), suite(tests=["assert 1", "assert 2"])
        for s in (a, b):
            s.results = []
        r = self.reader(a, b)
        r.feed(record(0, 0, "passed") + self.end(0) + record(1, 0, "passed"), -1)
        done, stop = r.outcome(False, killed(signal.SIGKILL), r.t_last + 0.25)
        self.assertEqual(done, 1)
        self.assertEqual((stop["timed_out"], stop["bad"], stop["ended"], stop["ms"]), (False, None, False, 250))

    def test_an_ended_child_must_exit_the_harness_way(self):
        s = suite()
        s.results = []
        r = self.reader(s)
        r.feed(record(0, 0, "passed") + self.end(0), -1)
        self.assertEqual(r.outcome(False, exited(h.Exit.CHILD_REPORTED), 1.0), (1, None))
        self.assertEqual(r.outcome(False, None, 1.0), (1, None))  # killed on its way out: not seen
        done, stop = r.outcome(False, exited(0), 1.0)
        self.assertEqual((done, stop["ended"]), (0, True))


class VerdictTest(unittest.TestCase):
    def settled(self, results, stop, tests=("assert 1", "assert 2"), failfast=False):
        s = suite(tests=tests, failfast=failfast, timeout=2)
        s.results = list(results)
        base = {"timed_out": False, "bad": None, "wstatus": None, "ended": False, "ms": 7, "extended": 0.0}
        base.update(stop)
        h.settle(s, base)
        return s.results

    def test_time_outs(self):
        self.assertEqual(self.settled([("passed", 1, "")], {"timed_out": True})[-1],
                         ("timeout", 7, "exceeded the suite's time limit of 2s"))
        self.assertEqual(self.settled([], {"wstatus": killed(signal.SIGXCPU)})[-1],
                         ("timeout", 7, "exceeded the CPU time limit"))

    def test_crashes_say_why(self):
        self.assertEqual(self.settled([], {"bad": "wrote a malformed result record"})[-1],
                         ("crashed", 7, "the test wrote a malformed result record"))
        self.assertEqual(self.settled([], {"wstatus": exited(h.Exit.CHILD_SETUP)})[-1][2],
                         "the sandbox could not set up the test process")
        self.assertEqual(self.settled([], {"wstatus": exited(h.Exit.CHILD_WRITE)})[-1][2],
                         "the test process could not write its result (were its descriptors closed?)")
        self.assertEqual(self.settled([], {"wstatus": exited(0)})[-1][2],
                         "the test process exited with code 0 without reporting a result")
        self.assertEqual(self.settled([], {"wstatus": killed(signal.SIGSEGV)})[-1][2],
                         "the test process killed by signal SIGSEGV without reporting a result")

    def test_a_finished_suite_whose_process_did_not_end_the_harness_way_loses_its_last_report(self):
        out = self.settled([("passed", 1, ""), ("passed", 2, "")], {"wstatus": exited(0), "ended": True})
        self.assertEqual(out, [("passed", 1, ""), ("crashed", 7, "the test process exited with code 0 after its last test")])
        out = self.settled([("passed", 1, ""), ("passed", 2, "")], {"timed_out": True, "ended": True})
        self.assertEqual(out[-1], ("timeout", 7, "the test process did not finish after its last test"))

    def test_out_of_time_fills_the_tests_not_run(self):
        s = suite(tests=["assert 1", "assert 2", "assert 3"], timeout=1.5)
        s.results = [("passed", 1, "")]
        s.out_of_time()
        self.assertEqual(s.results[1:], [("timeout", 0, "not run: the suite's time limit of 1.5s was used up")] * 2)

    def test_a_fail_fast_suite_is_finished_at_its_first_failure(self):
        s = suite(tests=["assert 1", "assert 0", "assert 1"], failfast=True)
        s.results = [("passed", 1, ""), ("failed", 1, "AssertionError")]
        self.assertTrue(s.finished())


class ChildTest(unittest.TestCase):
    def test_a_test_runs_in_a_fresh_namespace_after_the_snippet_and_setup(self):
        code = compile("x = [1]\n", "<snippet>", "exec")
        setup = compile("x.append(2)\n", "<setup>", "exec")
        run = lambda src: h.run_test(code, setup, compile(src, "<test>", "exec"))
        self.assertEqual(run("assert x == [1, 2]"), ("passed", ""))
        self.assertEqual(run("x.append(3); assert x == [1, 2, 3]"), ("passed", ""))
        self.assertEqual(run("assert x == [1, 2, 3], 'leaked'"), ("failed", "AssertionError: leaked"))
        self.assertEqual(run("raise SystemExit(0)"), ("error", "SystemExit: 0"))
        self.assertEqual(h.run_test(compile("1/0", "<s>", "exec"), None, "unused"),
                         ("error", "in snippet: ZeroDivisionError: division by zero"))
        self.assertEqual(h.run_test(code, None, "SyntaxError: bad"), ("error", "SyntaxError: bad"))


if __name__ == "__main__":
    unittest.main()
