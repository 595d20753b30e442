"""Independent check of the paper's analyses and the tie-aware exec@k in an execret results folder, from the
per-query files alone (no execret code): deception and canonical-below in both scopes, and the expectation of
exec@k over every order of tied scores, by enumeration.

Run:
  execret eval RELEASE --out RESULTS && execret report RESULTS --json-file report.json
  /usr/bin/python3 scripts/golden/check-analyses.py RESULTS report.json [OPS_JSON]

OPS_JSON (optional, `execret mutate --list-ops --json`) maps operator ids to bug types, for releases whose
distractors are stacked mutants (`bug_type: "stacked"`, `operator: "a+b"`): a stacked distractor is core when
every component is. Without it a stacked distractor is not core.

Definitions (the paper's; docs/metrics.md):
  deception: over (query, canonical, distractor) triples, strict = distractor score > canonical score,
             ties = equal scores, evaluable = triples - ties, rate = strict / evaluable (None when 0)
  canonical below: per query with a clone in scope, gap = canonical score - max clone score; below = gap < 0;
             median (numpy) and mean over those queries
  tie-aware exec@k: the mean of exec@k over every ranking consistent with the scores, enumerated as every order
             of the tie group that straddles rank k (the groups above it are inside the top k whatever their
             order). Groups of more than 9 documents are enumerated by their k-subsets instead of their orders.
Exits 1 listing every difference above 1e-9; prints "ok" and what it checked otherwise.
"""
import itertools, json, math, os, sys

import numpy as np

CORE = ["off_by_one", "wrong_operator", "swap_arguments", "remove_edge_case_check", "wrong_comparison",
        "off_by_one_boundary"]
results, report_file = sys.argv[1], sys.argv[2]
ops = {}
if len(sys.argv) > 3:
    ops = {o["id"]: o.get("bug_type", o.get("bugType")) for o in json.load(open(sys.argv[3]))["operators"]}
summary = json.load(open(os.path.join(results, "summary.json")))
report = json.load(open(report_file))
release = report["release"]["path"]
operator_of = {}
with open(os.path.join(release, "corpus.jsonl")) as f:
    for line in f:
        if line.strip():
            r = json.loads(line)
            operator_of[r["_id"]] = r.get("operator")

problems, checked = [], []


def close(what, ours, ref):
    if ours is None or ref is None:
        if ours is not ref:
            problems.append(f"{what}: report {ours} vs recomputed {ref}")
    elif abs(ours - ref) > 1e-9:
        problems.append(f"{what}: report {ours} vs recomputed {ref}")


def is_core(doc):
    if doc["bug_type"] == "stacked":
        op = operator_of.get(doc["id"])
        return bool(op) and all(ops.get(o) in CORE for o in op.split("+"))
    return doc["bug_type"] in CORE


def cell(margins):
    strict = sum(1 for m in margins if m > 0)
    ties = sum(1 for m in margins if m == 0)
    evaluable = len(margins) - ties
    return {"triples": len(margins), "strict": strict, "ties": ties, "evaluable": evaluable,
            "rate": strict / evaluable if evaluable else None}


def expected_exec(ranking, passing, k):
    """Mean of exec@k over the orders of the group straddling rank k (ranking: [(id, score)] in rank order)."""
    scores = [s for _, s in ranking]
    if any(d in passing for d, s in ranking[:k] if s != scores[min(k, len(scores)) - 1]):
        return 1.0
    v = scores[min(k, len(scores)) - 1]
    above = sum(1 for s in scores if s > v)
    group = [d for d, s in ranking if s == v]
    if above + len(group) >= len(ranking) and len(ranking) >= 100:
        return None  # the group may run past the stored top 100: not decidable from the file
    slots = k - above
    if slots >= len(group):
        return 1.0 if any(d in passing for d in group) else 0.0
    if len(group) <= 9:
        orders = list(itertools.permutations(group))
        return sum(1.0 if any(d in passing for d in o[:slots]) else 0.0 for o in orders) / len(orders)
    subsets = list(itertools.combinations(group, slots))
    return sum(1.0 if any(d in passing for d in c) else 0.0 for c in subsets) / len(subsets)


for sys_ in summary["systems"]:
    name = sys_["name"]
    rows = [json.loads(l) for l in open(os.path.join(results, sys_["perQuery"])) if l.strip()]
    ours = next(s for s in report["systems"] if s["name"] == name)
    margins = {"core": [], "all": []}
    by_type = {"core": {}, "all": {}}
    gaps = {"core": [], "all": []}
    for r in rows:
        canon = next((d for d in r["own"] if d["kind"] == "canonical"), None)
        clones = [d for d in r["own"] if d["kind"] == "distractor"]
        if canon is None:
            continue
        for scope in ("core", "all"):
            inscope = [d for d in clones if scope == "all" or is_core(d)]
            for d in inscope:
                margins[scope].append(d["score"] - canon["score"])
                by_type[scope].setdefault(d["bug_type"], []).append(d["score"] - canon["score"])
            if inscope:
                gaps[scope].append(canon["score"] - max(d["score"] for d in inscope))
    for scope in ("core", "all"):
        ref = cell(margins[scope])
        for key, v in ref.items():
            close(f"{name} deception.{scope}.{key}", ours["deception"][scope][key], v)
        for b in ours["deception"][scope]["byBugType"]:
            ref_b = cell(by_type[scope].get(b["bugType"], []))
            for key, v in ref_b.items():
                close(f"{name} deception.{scope}.{b['bugType']}.{key}", b[key], v)
        if sorted(b["bugType"] for b in ours["deception"][scope]["byBugType"]) != sorted(by_type[scope]):
            problems.append(f"{name} deception.{scope}: bug types differ")
        g = gaps[scope]
        below = sum(1 for x in g if x < 0)
        cb = ours["canonicalBelow"][scope]
        close(f"{name} canonicalBelow.{scope}.queries", cb["queries"], len(g))
        close(f"{name} canonicalBelow.{scope}.below", cb["below"], below)
        close(f"{name} canonicalBelow.{scope}.share", cb["share"], below / len(g) if g else 0)
        close(f"{name} canonicalBelow.{scope}.gapMedian", cb["gapMedian"], float(np.median(g)) if g else None)
        close(f"{name} canonicalBelow.{scope}.gapMean", cb["gapMean"], float(np.mean(g)) if g else None)
        checked.append(f"{name} {scope}: {ref['triples']} triples, {len(g)} queries")
    ks = sorted({int(k.split("@")[1]) for k in sys_["metrics"] if k.startswith("exec@")})
    for k in ks:
        vals, undecided = [], 0
        for r in rows:
            e = expected_exec([(x["id"], x["score"]) for x in r["ranking"]], set(r["passing"]), k)
            if e is None:
                undecided += 1
                continue
            close(f"{name} {r['query']} tieAware exec@{k}", r["tieAware"][f"exec@{k}"], e)
            vals.append(e)
        if undecided == 0:
            close(f"{name} summary exec@{k}.tieAware", sys_["metrics"][f"exec@{k}"]["tieAware"]["value"],
                  sum(vals) / len(vals))
        checked.append(f"{name} tie-aware exec@{k} over {len(vals)} queries ({undecided} past the stored top 100)")

print("\n".join(problems) if problems else "ok\n" + "\n".join(checked))
sys.exit(1 if problems else 0)
