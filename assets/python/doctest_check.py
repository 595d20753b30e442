def execret_doctest(function, examples):
    """Run a docstring's examples with doctest's own runner in the caller's namespace (the test's), and raise
    AssertionError unless the LAST one gives its expected output (doctest's OutputChecker, option flags and
    exception rules). The earlier ones are replayed for their effects; their own outcome is their own tests'.
    Each example: (source, want, exc_msg or None, [(flag name, on), ...]). Written by `execret import repo`."""
    import doctest as _doctest
    import sys as _sys

    namespace = _sys._getframe(1).f_globals
    flag = _doctest.OPTIONFLAGS_BY_NAME
    parsed = [
        _doctest.Example(source, want, exc_msg, lineno=i, options={flag[n]: on for n, on in opts})
        for i, (source, want, exc_msg, opts) in enumerate(examples)
    ]
    last = parsed[-1]

    class Runner(_doctest.DocTestRunner):
        verdict = None

        def report_start(self, out, test, example):
            pass

        def report_success(self, out, test, example, got):
            if example is last:
                Runner.verdict = ""

        def report_failure(self, out, test, example, got):
            if example is last:
                Runner.verdict = "expected %r, got %r" % (example.want or example.exc_msg, got)

        def report_unexpected_exception(self, out, test, example, exc_info):
            if example is last:
                shown = _doctest._exception_traceback(exc_info).strip().splitlines()[-1:]
                Runner.verdict = "expected %r, raised %s" % (example.want, shown[0] if shown else "?")

    runner = Runner(verbose=False, optionflags=0)
    test = _doctest.DocTest(parsed, namespace, getattr(function, "__name__", "f"), None, 0, None)
    runner.run(test, out=lambda text: None, clear_globs=False)
    if Runner.verdict != "":
        raise AssertionError(Runner.verdict or "the example did not run")
