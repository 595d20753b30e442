/**
 * `exec-consensus` (listwise): behavioural agreement among the candidates, in the manner of MBR-exec (Shi et al.,
 * 2022) and AlphaCode's clustering. It never sees the tests, and reads the query only for the function's name.
 *
 * 1. Each candidate runs once in the sandbox (one suite through the oracle and its cache). Inside, a helper finds
 *    the function's arity by calling it with 0, 1, 2 ... arguments until the TypeError is no longer the call's own
 *    ("f() missing ..." / "f() takes ..."), then probes argument types: small seeded values of each type combination
 *    (int, list of int, str, float, list of str, bool, list of lists, dict, pair), in a fixed order; a combination
 *    is accepted when two probes run without an exception. For the first two accepted combinations, it runs the
 *    function on 8 seeded inputs and reports each result's class (value, None or empty, exception) and a hash of
 *    its repr.
 * 2. The combination most candidates accepted is the one compared. Candidate i's score is
 *    sum over other candidates j and inputs m of w(o_im) [o_im = o_jm], where w = 1 for a value, 0.25 for None or
 *    an empty value and 0.1 for an exception: degenerate outputs count for less, because several single-edit bugs
 *    collapse onto the same None, [] or exception and would otherwise outvote the correct function. A candidate that
 *    times out scores 0, as does one that does not define the function (one that never mentions its name is not
 *    run).
 * Equal scores keep the order of the stage before.
 */
import { usageError } from '../../core/errors.js';
import type { Suite, SuiteResult } from '../../execute/types.js';
import { mayDefine, oracleOf, timeoutOption } from './exec-examples.js';
import type { Reranker, RerankerFactory, RerankList } from './types.js';
import { emptyRerankUsage } from './types.js';

export const DEFAULT_CONSENSUS_TIMEOUT_S = 0.25;
export const WEIGHTS = Object.freeze({ value: 1, empty: 0.25, exception: 0.1 });

/**
 * The helper each suite's test calls (`execret_behave(f, "f", seed)`); it reports through the failing assert's
 * message. It names nothing the oracle's sharing screen refuses.
 */
export const PYTHON_CONSENSUS_HELPER = `
import copy, hashlib, itertools, json, random

EXECRET_TYPES = ("int", "list_int", "str", "float", "list_str", "bool", "list_list_int", "dict_str_int", "pair_int")


def execret_value(kind, rng):
    if kind == "int":
        return rng.randint(-3, 12)
    if kind == "float":
        return rng.randint(-6, 24) / 2
    if kind == "bool":
        return rng.random() < 0.5
    if kind == "str":
        return "".join(rng.choice("abcab xyzA1") for k in range(rng.randint(0, 7)))
    if kind == "list_int":
        return [rng.randint(-3, 12) for k in range(rng.randint(0, 6))]
    if kind == "list_str":
        return [execret_value("str", rng) for k in range(rng.randint(0, 4))]
    if kind == "list_list_int":
        return [execret_value("list_int", rng) for k in range(rng.randint(0, 3))]
    if kind == "dict_str_int":
        return {execret_value("str", rng): rng.randint(-3, 12) for k in range(rng.randint(0, 3))}
    return (rng.randint(-3, 12), rng.randint(-3, 12))


def execret_arity(f, name):
    for n in range(5):
        try:
            f(*([1] * n))
        except TypeError as e:
            text = str(e)
            if text.startswith(name + "()") and "positional argument" in text:
                continue
        except Exception:
            pass
        return n
    return 1


def execret_combos(n):
    t = EXECRET_TYPES
    if n == 0:
        return [()]
    if n <= 2:
        return list(itertools.product(t, repeat=n))
    out = [tuple([k] * n) for k in t]
    out += [(a, b) + ("int",) * (n - 2) for a, b in itertools.product(t, t)]
    return list(dict.fromkeys(out))


def execret_code(f, args):
    try:
        r = f(*copy.deepcopy(args))
    except Exception as e:
        return "E" + type(e).__name__
    if r is None:
        return "N"
    try:
        empty = len(r) == 0
    except Exception:
        empty = False
    return ("D" if empty else "V") + hashlib.sha1(repr(r).encode("utf-8", "replace")).hexdigest()[:10]


def execret_behave(f, name, seed):
    n = execret_arity(f, name)
    accepted = []
    for combo in execret_combos(n):
        rng = random.Random("probe:" + "|".join(combo))
        codes = [execret_code(f, [execret_value(k, rng) for k in combo]) for j in range(2)]
        if all(c[0] != "E" for c in codes):
            accepted.append(combo)
            if len(accepted) == 2:
                break
    out = []
    for combo in accepted:
        rng = random.Random("%s:%s" % (seed, "|".join(combo)))
        inputs = [[execret_value(k, rng) for k in combo] for j in range(8)]
        out.append(["|".join(combo), [execret_code(f, a) for a in inputs]])
    raise AssertionError("EXECRET " + json.dumps({"n": n, "c": out}, separators=(",", ":")))
`;

/** One candidate's report: its accepted type combinations and, per combination, the codes of its 8 results. */
export interface Behaviour {
  combos: Map<string, string[]>;
}

/** The report in a suite's message, or null (the function is missing, or it timed out or crashed). */
export function readBehaviour(result: SuiteResult): Behaviour | null {
  const t = result.tests[0];
  if (!t || t.status !== 'failed') return null;
  const at = t.message.indexOf('EXECRET ');
  if (at < 0) return null;
  try {
    const doc = JSON.parse(t.message.slice(at + 8)) as { c: [string, string[]][] };
    return { combos: new Map(doc.c) };
  } catch {
    return null;
  }
}

function weight(code: string): number {
  return code[0] === 'V' ? WEIGHTS.value : code[0] === 'E' ? WEIGHTS.exception : WEIGHTS.empty;
}

/** MBR-exec scores of one list's behaviours on the combination most of them accepted. */
export function consensusScores(behaviours: readonly (Behaviour | null)[]): Float64Array {
  const votes = new Map<string, number>();
  for (const b of behaviours) for (const k of b?.combos.keys() ?? []) votes.set(k, (votes.get(k) ?? 0) + 1);
  let combo: string | undefined;
  for (const [k, v] of votes) if (combo === undefined || v > votes.get(combo)!) combo = k;
  const outputs = behaviours.map((b) => (combo === undefined ? undefined : b?.combos.get(combo)));
  return Float64Array.from(outputs, (mine, i) => {
    if (!mine) return 0;
    let s = 0;
    outputs.forEach((other, j) => {
      if (j === i || !other) return;
      for (let m = 0; m < mine.length; m++) if (mine[m] === other[m]) s += weight(mine[m]);
    });
    return s;
  });
}

function consensusSuite(list: RerankList, c: number, timeoutS: number, seed: number): Suite {
  const q = list.query;
  return {
    snippet: list.candidates[c].id,
    task: q.id,
    language: q.language,
    code: list.candidates[c].text,
    setup: PYTHON_CONSENSUS_HELPER,
    tests: [`execret_behave(${q.entryPoint}, ${JSON.stringify(q.entryPoint)}, ${seed})`],
    timeoutS,
  };
}

export const execConsensus: RerankerFactory = {
  description:
    'behavioural agreement on generated inputs (MBR-exec); degenerate outputs count for less; never the tests',
  kind: 'listwise',
  options: {
    timeout: `${DEFAULT_CONSENSUS_TIMEOUT_S} (seconds per candidate)`,
    seed: '0 (of the generated inputs)',
  },
  example: {
    query: { id: 'q', text: 'Return the larger of two numbers.', language: 'python', entryPoint: 'biggest' },
    candidates: [
      { id: 'min', text: 'def biggest(a, b):\n    return a if a < b else b\n' },
      { id: 'none', text: 'def biggest(a, b):\n    if a > b:\n        return a\n' },
      { id: 'max', text: 'def biggest(a, b):\n    return a if a > b else b\n' },
      { id: 'also-max', text: 'def biggest(a, b):\n    return max(a, b)\n' },
      { id: 'other', text: 'def smallest(a, b):\n    return min(a, b)\n' },
    ],
    expected: ['max', 'also-max', 'none', 'min', 'other'],
  },
  create(name, options): Reranker {
    const timeoutS = timeoutOption(name, options, DEFAULT_CONSENSUS_TIMEOUT_S);
    const seed = options.seed === undefined ? 0 : Number(options.seed);
    if (!Number.isInteger(seed) || seed < 0)
      throw usageError(`reranker ${name}: option seed: expected an integer >= 0, got "${options.seed}"`);
    const usage = emptyRerankUsage();
    return {
      name,
      kind: 'listwise',
      config: { reranker: 'exec-consensus', timeoutS, seed, inputs: 8, weights: { ...WEIGHTS } },
      usage: () => ({ ...usage }),
      async rerank(lists, ctx) {
        // a candidate that cannot define the function scores 0 without running (it could only raise NameError)
        const runs = lists.map((l) =>
          l.candidates.map((c) => l.query.language === 'python' && mayDefine(c.text, l.query.entryPoint)),
        );
        const suites = lists.flatMap((l, qi) =>
          l.candidates.flatMap((_, c) => (runs[qi][c] ? [consensusSuite(l, c, timeoutS, seed)] : [])),
        );
        if (suites.length === 0) return lists.map((l) => new Float64Array(l.candidates.length));
        const oracle = await oracleOf(ctx, name);
        const results = await oracle.run(suites);
        usage.suites += suites.length;
        usage.cacheHits += results.filter((r) => r.cached).length;
        let k = 0;
        return lists.map((l, qi) =>
          consensusScores(l.candidates.map((_, c) => (runs[qi][c] ? readBehaviour(results[k++]) : null))),
        );
      },
    };
  },
};
