#!/usr/bin/env python3
"""Independent check of a release folder, written without any execret code: runs every snippet of corpus.jsonl
against its task's tests in a plain subprocess (one per snippet, each test in a fresh namespace) and checks that
every canonical passes and every distractor fails; also checks the release's structural promises.

Usage: /usr/bin/python3 scripts/check-release.py data/release [--jobs 2] [--timeout 10]
Exit 0 when everything holds, 1 otherwise (each problem is printed).
"""
import ast, collections, json, os, re, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

RUNNER = r'''
import json, sys
job = json.load(sys.stdin)
out = []
for t in job["tests"]:
    ns = {"__name__": "__main__"}
    try:
        if job.get("context"):  # task format 2: the module context of a repository task, before the snippet
            exec(job["context"], ns)
        exec(job["code"], ns)
        if job.get("setup"):
            exec(job["setup"], ns)
        exec(t, ns)
        out.append(True)
    except BaseException:
        out.append(False)
sys.stdout.write("RESULT " + json.dumps(out) + "\n")
'''

def run(code, setup, tests, timeout, context=""):
    with tempfile.TemporaryDirectory() as d:
        try:
            p = subprocess.run([sys.executable, "-I", "-c", RUNNER], input=json.dumps({"code": code, "setup": setup, "tests": tests, "context": context}),
                               capture_output=True, text=True, timeout=timeout, cwd=d)
        except subprocess.TimeoutExpired:
            return None
    lines = [l for l in p.stdout.splitlines() if l.startswith("RESULT ")]
    return json.loads(lines[-1][7:]) if lines else None

def main():
    rel = sys.argv[1]
    jobs = int(sys.argv[sys.argv.index("--jobs") + 1]) if "--jobs" in sys.argv else 2
    timeout = float(sys.argv[sys.argv.index("--timeout") + 1]) if "--timeout" in sys.argv else 10
    load = lambda f: [json.loads(l) for l in open(os.path.join(rel, f)) if l.strip()]
    tasks = {t["id"]: t for t in load("tasks.jsonl")}
    queries = load("queries.jsonl")
    corpus = load("corpus.jsonl")
    qrels = [l.split("\t") for l in open(os.path.join(rel, "qrels/test.tsv")).read().splitlines()[1:]]
    problems = []
    ids = [d["_id"] for d in corpus]
    if len(set(ids)) != len(ids): problems.append("duplicate corpus ids")
    if len({d["text"] for d in corpus}) != len(corpus): problems.append("duplicate corpus texts")
    is_python = lambda d: tasks[d["task"]].get("language", "python") == "python"
    canon = collections.Counter(d["task"] for d in corpus if d["kind"] == "canonical")
    for q in queries:
        if canon[q["_id"]] != 1: problems.append(f"{q['_id']}: {canon[q['_id']]} canonicals")
        if re.search(r"\b%s\b" % re.escape(q["entry_point"]), q["text"]): problems.append(f"{q['_id']}: query names its function")
    canon_ids = {d["_id"] for d in corpus if d["kind"] == "canonical"}
    for qid, did, score in qrels:
        if did not in canon_ids: problems.append(f"qrel {qid} -> {did} is not a canonical")
    for d in corpus:
        if d["kind"] == "canonical" and is_python(d):
            for node in ast.walk(ast.parse(d["text"])):
                if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and ast.get_docstring(node):
                    problems.append(f"{d['_id']}: docstring in reference code"); break
        else:
            text = tasks[d["task"]]["code"]
            for e in sorted(d["edits"], key=lambda e: -e["start"]):
                # offsets are UTF-16 code units; these sources are ASCII/BMP so code points match
                if text[e["start"]:e["end"]] != e["original"]: problems.append(f"{d['_id']}: edit original mismatch")
                text = text[:e["start"]] + e["replacement"] + text[e["end"]:]
            if text != d["text"]: problems.append(f"{d['_id']}: edits do not reproduce the text")
    def check(d):
        t = tasks[d["task"]]
        if not is_python(d): return None  # JavaScript and TypeScript: scripts/check-release-js.mjs
        res = run(d["text"], t.get("setup", ""), t["tests"], timeout, t.get("context", ""))
        passed = res is not None and all(res)
        if d["kind"] == "canonical" and not passed: return f"{d['_id']}: canonical does not pass ({res})"
        if d["kind"] == "distractor" and passed: return f"{d['_id']}: distractor passes every test"
        return None
    with ThreadPoolExecutor(jobs) as ex:
        problems += [p for p in ex.map(check, corpus) if p]
    per = collections.Counter(d["task"] for d in corpus if d["kind"] == "distractor")
    full = sum(1 for q in queries if per[q["_id"]] >= 4)
    tests = [len(tasks[q["_id"]]["tests"]) for q in queries]
    domains = collections.Counter(q["domain"] for q in queries)
    py = sum(1 for d in corpus if is_python(d))
    print(f"queries {len(queries)}, snippets {len(corpus)}, canonicals pass / distractors fail checked by subprocess"
          + ("" if py == len(corpus) else f" for the {py} Python snippets (the others: scripts/check-release-js.mjs)"))
    print(f"tasks keeping 4 distractors: {full}/{len(queries)} ({100 * full / len(queries):.1f}%)")
    print(f"tests per task: min {min(tests)}, max {max(tests)}; domains: {dict(sorted(domains.items()))}")
    both = sum(1 for q in queries if per[q["_id"]] >= 4 and len(tasks[q["_id"]]["tests"]) >= 7)
    print(f"tasks with 4 distractors and >= 7 tests: {both}/{len(queries)} ({100 * both / len(queries):.1f}%)")
    hist = collections.Counter(d["task"] for d in corpus if d["kind"] == "distractor" and d.get("bug_type") == "history")
    with_context = sum(1 for q in queries if tasks[q["_id"]].get("context"))
    print(f"tasks with a module context: {with_context}; with a history distractor: {len(hist)}"
          f" ({sum(hist.values())} history distractors)")
    for p in problems: print("PROBLEM", p)
    print("ok" if not problems else f"{len(problems)} problems")
    sys.exit(1 if problems else 0)

if __name__ == "__main__":
    main()
