#!/usr/bin/env python3
"""Independent check of a native task file (tasks.jsonl), written without any execret code.

Checks the rules of the bundled benchmark and finds duplicates by execution:
  - ids and entry points unique, snake_case; the query does not name its function; 7-10 tests; no docstring,
    comment, print or input in the reference; standard-library imports only;
  - every reference passes its own tests (a fresh subprocess per task, each test in a fresh namespace);
  - no two queries have a TF-IDF cosine above 0.8 (scikit-learn TfidfVectorizer() defaults, fitted on all queries);
  - no task's reference passes another task's tests with the entry point aliased (pairs pre-filtered by call
    arity and by the types of literal arguments seen in the tests).

Usage: /usr/bin/python3 scripts/check-tasks.py data/tasks.jsonl [--jobs 2] [--timeout 2] [--only-new FILE]
  --min-tests/--max-tests N (defaults 7/10), --cosine X (default 0.8), --no-rules, --no-exec
  --focus PREFIX: report only problems that involve a task whose file/id starts with PREFIX (the others are still
  used as the background for duplicates and cosine).
Exit 0 when everything holds, 1 otherwise (each problem is printed).
"""
import ast, io, json, re, resource, subprocess, sys, tokenize
from concurrent.futures import ThreadPoolExecutor

STDLIB = set(getattr(sys, "stdlib_module_names", ()))

RUNNER = r'''
import json, signal, sys
job = json.load(sys.stdin)
def alarm(*_): raise TimeoutError("timeout")
signal.signal(signal.SIGALRM, alarm)
out = []
for item in job["items"]:
    ok = True
    for t in item["tests"]:
        ns = {"__name__": "__main__"}
        try:
            signal.setitimer(signal.ITIMER_REAL, job["timeout"])
            exec(job["code"], ns)
            if item["alias"] != job["entry"]:
                ns[item["alias"]] = ns[job["entry"]]
            if item.get("setup"):
                exec(item["setup"], ns)
            exec(t, ns)
        except BaseException:
            ok = False
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        if not ok:
            break
    out.append(ok)
sys.stdout.write("RESULT " + json.dumps(out) + "\n")
'''


def run_job(code, entry, items, timeout):
    """Whether the code passes each item's tests. A job that overruns its budget (a C-level computation that the
    per-test alarm cannot interrupt, such as 1 << 4294967295) or dies is split in halves and run again, so one slow
    item cannot decide the others; a single item that still overruns counts as not passing."""
    if not items:
        return []
    budget = 10 + timeout * sum(len(i["tests"]) for i in items)
    try:
        p = subprocess.run([sys.executable, "-I", "-c", RUNNER],
                           input=json.dumps({"code": code, "entry": entry, "items": items, "timeout": timeout}),
                           capture_output=True, text=True, timeout=budget, cwd="/tmp",
                           preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30)))
        lines = [l for l in p.stdout.splitlines() if l.startswith("RESULT ")]
        if lines:
            return json.loads(lines[-1][7:])
    except subprocess.TimeoutExpired:
        pass
    if len(items) == 1:
        return [False]
    half = len(items) // 2
    return run_job(code, entry, items[:half], timeout) + run_job(code, entry, items[half:], timeout)


def literal_type(node):
    try:
        v = ast.literal_eval(node)
    except Exception:
        return "?"
    def name(x):
        if isinstance(x, bool): return "bool"
        if isinstance(x, (list, tuple)): return type(x).__name__ + "[" + ",".join(sorted({name(e) for e in x})) + "]"
        if isinstance(x, dict): return "dict"
        return type(x).__name__
    return name(v)


def call_signatures(task):
    """Shapes (arity, argument types) of the entry point's calls in the tests."""
    sigs = set()
    for t in task["tests"]:
        try:
            tree = ast.parse(t)
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == task["entry_point"]:
                kw = tuple(sorted(k.arg or "**" for k in node.keywords))
                sigs.add((len(node.args), kw, tuple(literal_type(a) for a in node.args)))
    return sigs


def accepts(task, nargs, kws):
    tree = ast.parse(task["code"])
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == task["entry_point"]:
            a = node.args
            pos = len(a.posonlyargs) + len(a.args)
            required = pos - len(a.defaults)
            names = {x.arg for x in a.args + a.kwonlyargs}
            if any(k != "**" and k not in names and not a.kwarg for k in kws):
                return False
            return required <= nargs + len(kws) and (nargs <= pos or a.vararg is not None)
    return True  # a lambda or assignment: let execution decide


def rule_problems(t):
    p = []
    eid = t["entry_point"]
    if not re.fullmatch(r"[a-z][a-z0-9_]*", eid): p.append("entry point is not snake_case")
    if eid in t["query"]: p.append("query names its function")
    n = len(t["tests"])
    if not (ARGS["min_tests"] <= n <= ARGS["max_tests"]): p.append(f"{n} tests")
    try:
        tree = ast.parse(t["code"])
    except SyntaxError as e:
        return p + [f"reference does not parse: {e}"]
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and ast.get_docstring(node):
            p.append("docstring in reference"); break
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("print", "input", "open"):
            p.append(f"reference calls {node.func.id}()"); break
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            mods = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            for m in mods:
                if m.split(".")[0] not in STDLIB: p.append(f"non-stdlib import {m}")
    toks = tokenize.generate_tokens(io.StringIO(t["code"]).readline)
    if any(tok.type == tokenize.COMMENT for tok in toks): p.append("comment in reference")
    for test in t["tests"]:
        try:
            tt = ast.parse(test)
        except SyntaxError:
            p.append("a test does not parse"); continue
        if len(tt.body) != 1: p.append("a test is not one statement")
        if not any(isinstance(x, ast.Name) and x.id == eid for x in ast.walk(tt)): p.append("a test does not call the entry point")
    return p


def cosine_pairs(tasks, threshold):
    from sklearn.feature_extraction.text import TfidfVectorizer
    m = TfidfVectorizer().fit_transform([t["query"] for t in tasks])
    sim = (m @ m.T).tocoo()
    return sorted({(min(i, j), max(i, j), round(float(v), 3)) for i, j, v in zip(sim.row, sim.col, sim.data)
                   if i != j and v > threshold})


ARGS = {"min_tests": 7, "max_tests": 10}


def main():
    argv = sys.argv[1:]
    def opt(name, default, cast=str):
        return cast(argv[argv.index(name) + 1]) if name in argv else default
    path = argv[0]
    jobs, timeout = opt("--jobs", 2, int), opt("--timeout", 2.0, float)
    ARGS["min_tests"], ARGS["max_tests"] = opt("--min-tests", 7, int), opt("--max-tests", 10, int)
    threshold, focus = opt("--cosine", 0.8, float), opt("--focus", None)
    tasks = [json.loads(l) for l in open(path) if l.strip()]
    # this checker runs Python; the JavaScript twins are checked by test/data/twins.test.ts (same query and tests as
    # their Python task, reference passing under node)
    others = [t for t in tasks if t.get("language", "python") != "python"]
    tasks = [t for t in tasks if t.get("language", "python") == "python"]
    if others:
        print(f"skipped {len(others)} tasks in other languages")
    involved = lambda *ts: focus is None or any(x["id"].startswith(focus) or x.get("domain", "").startswith(focus) for x in ts)
    problems = []
    seen_ids, seen_eps = {}, {}
    for t in tasks:
        if t["id"] in seen_ids and involved(t): problems.append(f"{t['id']}: duplicate id")
        if t["entry_point"] in seen_eps and involved(t, seen_eps[t["entry_point"]]):
            problems.append(f"{t['id']}: entry point {t['entry_point']} also used by {seen_eps[t['entry_point']]['id']}")
        seen_ids[t["id"]] = t; seen_eps.setdefault(t["entry_point"], t)
        if "--no-rules" not in argv and involved(t):
            problems += [f"{t['id']}: {p}" for p in rule_problems(t)]
    for i, j, v in cosine_pairs(tasks, threshold):
        if involved(tasks[i], tasks[j]):
            problems.append(f"{tasks[i]['id']} ~ {tasks[j]['id']}: query TF-IDF cosine {v}")
    if "--no-exec" not in argv:
        sigs = {t["id"]: call_signatures(t) for t in tasks}
        plans = []
        for b in tasks:
            items = [{"alias": b["entry_point"], "setup": b.get("setup", ""), "tests": b["tests"], "self": True, "of": b["id"]}]
            for a in tasks:
                if a is b or not involved(a, b): continue
                shared = {(n, k, ty) for (n, k, ty) in sigs[a["id"]] if any(ty == ty2 for (_, _, ty2) in sigs[b["id"]])}
                if shared and all(accepts(b, n, k) for (n, k, _) in sigs[a["id"]]):
                    items.append({"alias": a["entry_point"], "setup": a.get("setup", ""), "tests": a["tests"], "self": False, "of": a["id"]})
            plans.append((b, items))
        def check(plan):
            b, items = plan
            strip = lambda i: {k: v for k, v in i.items() if k in ("alias", "setup", "tests")}
            # the task's own tests run in a job of their own: another task's slow test cannot fail them
            res = run_job(b["code"], b["entry_point"], [strip(items[0])], timeout) + \
                run_job(b["code"], b["entry_point"], [strip(i) for i in items[1:]], timeout)
            out = []
            for item, ok in zip(items, res):
                if item["self"] and not ok and involved(b): out.append(f"{b['id']}: reference does not pass its own tests")
                if not item["self"] and ok: out.append(f"{b['id']}: its reference passes the tests of {item['of']} (duplicate or special case)")
            return out, len(items) - 1
        pairs = 0
        with ThreadPoolExecutor(jobs) as ex:
            for out, n in ex.map(check, plans):
                problems += out; pairs += n
        print(f"cross-execution: {pairs} candidate pairs after the arity/type pre-filter")
    print(f"tasks {len(tasks)}")
    for p in problems: print("PROBLEM", p)
    print("ok" if not problems else f"{len(problems)} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
