#!/usr/bin/env python3
"""Independent check of `execret eval --open`, written without any execret code.

For N queries drawn at random (seeded), re-run every candidate listed in the results folder's per-query file
(`open.candidates`) against the query's tests with this plain Python interpreter, and compare the verdicts with
`open.passing`; every snippet the arity or the result rule left out (`open.ruledOut`) runs too and must fail. Each
candidate runs in a forked child with a CPU alarm and an address-space limit; each test in a
fresh namespace: the query's task's module `context` (task format 2) when the candidate is another task's, then
the candidate's task's `context` and the candidate's code (one compile unit), then
`<query entry point> = <candidate's entry point>` when the names differ, the query's `setup`, then the test. Each
test of another task's candidate gets the open cap of the results (summary.json `open.capS`) of CPU time (the
query's own snippets were judged by the build, under its limits), the module contexts' own run left
out (execret gives the contexts' imports the query's reference time as a budget beside the cap, so a candidate's
test whose own time lies between the cap and the cap plus that budget may pass there and fail here); `--cap-sensitivity S` also runs every candidate with S seconds a test and counts
the verdicts that change (what the open cap decides on this corpus).

The candidates' code runs WITHOUT execret's sandbox (no bwrap, no network namespace): run it on corpora you trust,
or inside a container. JavaScript queries are skipped (counted).

Usage: /usr/bin/python3 scripts/check-open.py RELEASE RESULTS [--system NAME] [--queries 50] [--seed 0]
       [--timeout 2] [--per-test S] [--cap-sensitivity S] [--memory-mb 1024]
Exit 0 when every verdict agrees, 1 otherwise (each disagreement is printed).
"""
import argparse, json, os, random, resource, signal, sys, tempfile


def run_candidate(code, context, query_context, alias_line, setup, tests, timeout_s, per_test_s, memory_mb):
    """True when every test passes, each within per_test_s of CPU time; run in a forked child so that a loop or a
    crash cannot take this process."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # child
        os.close(r)
        ok = False
        try:
            resource.setrlimit(resource.RLIMIT_AS, (memory_mb << 20, memory_mb << 20))
            signal.signal(signal.SIGALRM, signal.SIG_DFL)
            signal.setitimer(signal.ITIMER_REAL, timeout_s)
            os.chdir(tempfile.mkdtemp())
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            # three compile units, as execret's open probe runs them: the query's module context, the candidate
            # (its own module context, then its code: its definitions win over the query module's), then the
            # binding, the query's setup and the test
            before = compile(query_context, "<query context>", "exec") if query_context else None
            own_context = compile(context, "<candidate context>", "exec") if context else None
            snippet = compile(code, "<candidate>", "exec")
            ok = True
            signal.signal(signal.SIGPROF, signal.SIG_DFL)
            for test in tests:
                ns = {"__name__": "__main__"}
                try:
                    # the module contexts (a repository file's imports and helpers) run first, untimed: execret's
                    # suites give them the query's reference time as a budget beside the cap
                    if before is not None:
                        exec(before, ns)
                    if own_context is not None:
                        exec(own_context, ns)
                    # the open cap: CPU time of the candidate's code, the binding, the setup and the test
                    if per_test_s:
                        signal.setitimer(signal.ITIMER_PROF, per_test_s)
                    exec(snippet, ns)
                    src = "\n".join(p for p in (alias_line, setup, test) if p)
                    exec(compile(src, "<test>", "exec"), ns)
                    signal.setitimer(signal.ITIMER_PROF, 0)
                except BaseException:
                    ok = False
                    break
        finally:
            os.write(w, b"1" if ok else b"0")
            os._exit(0)
    os.close(w)
    verdict = b""
    while True:
        chunk = os.read(r, 1)
        if not chunk:
            break
        verdict += chunk
    os.close(r)
    os.waitpid(pid, 0)
    return verdict == b"1"


def fail(message):
    """A clear one-line error on stderr, exit 2 (bad input), never a traceback."""
    sys.stderr.write(f"check-open.py: error: {message}\n")
    sys.exit(2)


def read_input(path, what, lines=False):
    """The JSON (or, with `lines`, JSON lines) file at `path`, or a clear error naming it and what it should be."""
    try:
        with open(path, encoding="utf-8") as f:
            return [json.loads(line) for line in f if line.strip()] if lines else json.load(f)
    except OSError as e:
        fail(f"{path}: {e.strerror} ({what})")
    except ValueError as e:
        fail(f"{path}: not valid JSON: {e}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("release")
    ap.add_argument("results")
    ap.add_argument("--system", help="the per-query file's system (default: the first in summary.json)")
    ap.add_argument("--queries", type=int, default=50)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--timeout", type=float, default=None, help="wall seconds per candidate, all its tests (default: 2 + the per-test cap times the tests)")
    ap.add_argument("--per-test", type=float, default=None, help="CPU seconds per test (default: summary.json open.capS)")
    ap.add_argument("--cap-sensitivity", type=float, default=None, help="also run each candidate with this many seconds a test; count the verdicts that change")
    ap.add_argument("--memory-mb", type=int, default=1024)
    a = ap.parse_args()
    for flag, value in (("--timeout", a.timeout), ("--per-test", a.per_test), ("--cap-sensitivity", a.cap_sensitivity)):
        if value is not None and not value > 0:
            ap.error(f"{flag} must be a positive number of seconds, got {value}")
    if a.queries < 1:
        ap.error(f"--queries must be at least 1, got {a.queries}")

    summary = read_input(os.path.join(a.results, "summary.json"), "RESULTS: the folder of `execret eval --open --out`")
    per_test = a.per_test if a.per_test is not None else float(summary.get("open", {}).get("capS", 1.0))
    systems = {s["name"]: s for s in summary.get("systems", [])}
    if not systems or (a.system and a.system not in systems):
        fail(f"{os.path.join(a.results, 'summary.json')}: no system {a.system or ''!s} (it has: {', '.join(systems) or 'none'})")
    system = systems[a.system] if a.system else summary["systems"][0]
    rows = read_input(os.path.join(a.results, system["perQuery"]), "written by the same evaluation", lines=True)
    if not rows or "open" not in rows[0]:
        fail(f"{a.results}: no open labels in {system['perQuery']} (run `execret eval --open`)")
    release_is = "RELEASE: the release folder the evaluation read"
    tasks = {t["id"]: t for t in read_input(os.path.join(a.release, "tasks.jsonl"), release_is, lines=True)}
    corpus = {d["_id"]: d for d in read_input(os.path.join(a.release, "corpus.jsonl"), release_is, lines=True)}

    foreign = next((r["task"] for r in rows if r["task"] not in tasks), None)
    if foreign is not None:
        fail(f"{os.path.join(a.results, system['perQuery'])}: task {foreign} is not in {a.release}/tasks.jsonl (the results of another release?)")
    python_rows = [r for r in rows if tasks[r["task"]]["language"] == "python"]
    skipped_js = len(rows) - len(python_rows)
    rng = random.Random(a.seed)
    drawn = rng.sample(python_rows, min(a.queries, len(python_rows)))
    checked = agree = 0
    passing_seen = 0
    ruled_checked = 0
    bad = []
    changed = []
    for r in sorted(drawn, key=lambda r: r["query"]):
        q = tasks[r["task"]]
        passing = set(r["open"]["passing"])
        ruled_out = set(r["open"].get("ruledOut", []))
        for cid in r["open"]["candidates"] + sorted(ruled_out):
            doc = corpus[cid]
            own = tasks[doc["task"]]
            alias = "" if own["entry_point"] == q["entry_point"] else f"{q['entry_point']} = {own['entry_point']}"

            def run(cap):
                wall = a.timeout if a.timeout is not None else 2 + (cap or 1) * len(q["tests"])
                return run_candidate(
                    doc["text"],
                    own.get("context", ""),
                    q.get("context", "") if doc["task"] != q["id"] else "",
                    alias,
                    q.get("setup", ""),
                    q["tests"],
                    wall,
                    cap,
                    a.memory_mb,
                )

            # the query's own snippets: their verdicts are the release's oracle rows, judged by the build under its own
            # limits (a canonical under the build's --timeout), so the open cap does not apply to them
            own_pool = doc["task"] == q["id"]
            got = run(None if own_pool else per_test)
            if a.cap_sensitivity is not None and not own_pool and cid not in ruled_out and run(a.cap_sensitivity) != got:
                changed.append((r["query"], cid, got))
            if cid in ruled_out:
                # left out by the arity or the result rule: it must fail
                ruled_checked += 1
                if got:
                    bad.append((r["query"], cid, got, False))
                continue
            checked += 1
            passing_seen += got
            if got == (cid in passing):
                agree += 1
            else:
                bad.append((r["query"], cid, got, cid in passing))
    for query, cid, got in changed:
        print(f"CAP-SENSITIVE query {query} candidate {cid}: {'passes' if got else 'fails'} with {per_test} s a test, {'fails' if got else 'passes'} with {a.cap_sensitivity} s")
    for query, cid, got, said in bad:
        print(f"DISAGREE query {query} candidate {cid}: plain python {'passes' if got else 'fails'}, open.passing says {'pass' if said else 'fail'}")
    print(
        json.dumps(
            {
                "system": system["name"],
                "queries": len(drawn),
                "javascriptSkipped": skipped_js,
                "candidates": checked,
                "passing": passing_seen,
                "agree": agree,
                "agreement": agree / checked if checked else None,
                "ruledOutChecked": ruled_checked,
                "seed": a.seed,
                "perTestS": per_test,
                **({"capSensitivity": {"perTestS": a.cap_sensitivity, "changed": len(changed)}} if a.cap_sensitivity is not None else {}),
            }
        )
    )
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
