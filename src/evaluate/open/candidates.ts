/**
 * The candidate rule of open-domain evaluation (docs/open.md): which corpus snippets run a query's tests.
 *
 * A query's candidates are its own snippets (canonical and distractors, whose outcomes oracle.jsonl already
 * holds), every evaluated system's top `depth`, and up to `sample` more snippets whose entry point accepts
 * every call the query's tests make, drawn with a seeded generator per query. Snippets of the query's language
 * only (rankings hold nothing else). One kind of candidate is left out without running:
 *
 * - **arity** (Python): the snippet's entry point cannot accept some call of the query's tests (too many or too
 *   few positional arguments, an unknown keyword). That call raises TypeError, so the test that makes it fails;
 *   the snippet cannot pass every test. JavaScript accepts any argument count, so nothing is left out there. A
 *   `*` or `**` splat in a call may stand for any number of arguments (acceptsCall), and a decorated entry point
 *   takes any call (the decorator may change what it accepts).
 *
 * - **result** (Python and JavaScript): the snippet's entry point can only return values of kinds that some test's
 *   expected value cannot equal (a function whose every return is a comparison, against a test that expects an
 *   array); that test cannot pass (result-kinds.ts says when the syntax makes both sides certain).
 *
 * A snippet whose helper has the query's entry point's name is run all the same: the binding replaces the helper
 * (the call goes through the query's entry point, as the tests make it), and a snippet broken by that fails.
 */
import { createRng } from '../../core/rng.js';
import type { CorpusRecord } from '../../core/types.js';
import { accepts, taskShape, type EntryParams, type CallShape } from '../../construct/cross/signatures.js';
import type { Release } from '../../release/index.js';
import type { OpenTask } from './release-extras.js';
import { lastDoctestSource } from './doctest-calls.js';
import { expectations, mayMeet, returnKinds, type Kinds } from './result-kinds.js';

/** A rule's verdict on a (query, snippet) pair: run it, or which rule says it cannot pass. */
type Verdict = 'fits' | 'arity' | 'result';

/** What the rule knows about each snippet. */
interface SnippetFacts {
  doc: CorpusRecord;
  language: string;
  /** its own entry point (its task's) */
  entry: string;
  /** its entry point's parameters (null: not a plain def, or not Python) */
  params: EntryParams | null;
  /** the kinds of value its entry point may return (null: not certain) */
  kinds: Kinds;
  /** snippets with the same parameters and result kinds get the same verdict from a query: one per shape */
  shape: string;
}

export interface QueryCandidates {
  query: string;
  /** the query's own snippets (judged by oracle.jsonl) */
  own: string[];
  /** other tasks' snippets to run, corpus order */
  run: number[];
  /** of those, drawn by the arity sample (not in any system's top `depth`) */
  sampled: number;
  /** left out: the entry point cannot take the tests' calls */
  skippedArity: number;
  /** left out: the entry point cannot return what a test expects */
  skippedResult: number;
  /** the systems' top-`depth` snippets of other tasks that a rule left out (known not to pass), corpus order */
  ruledOut: number[];
}

export interface CandidatePlan {
  queries: QueryCandidates[];
  /** corpus snippet facts, indexed as release.corpus */
  snippets: SnippetFacts[];
  /** same-language (query, other task's snippet) pairs in all, and how many the arity and result rules rule out */
  pairs: { total: number; arityRuledOut: number; resultRuledOut: number };
}

/**
 * The facts of every snippet: its task's entry point and language, and (Python) its entry point's parameters,
 * parsed once per distinct signature (a task's distractors nearly always share its canonical's).
 */
async function snippetFacts(release: Release, tasks: ReadonlyMap<string, OpenTask>): Promise<SnippetFacts[]> {
  const bySignature = new Map<string, EntryParams | null>();
  const paramIds = new Map<EntryParams | null, number>([[null, 0]]);
  const out: SnippetFacts[] = [];
  for (const doc of release.corpus) {
    const task = tasks.get(doc.task);
    const language = task?.language ?? 'python';
    const entry = task?.entry_point ?? '';
    let params: EntryParams | null = null;
    if (task && language === 'python') {
      // a decorator may change what the entry point accepts: such a snippet is parsed whole, and takes any call
      const header = /^[ \t]*@/m.test(doc.text) ? undefined : signatureOf(doc.text, entry);
      const key = header ?? doc.text;
      if (!bySignature.has(key)) {
        const code = header ? `${header}\n    pass\n` : doc.text;
        const shape = await taskShape({ ...task, code, tests: [], setup: undefined });
        bySignature.set(key, shape.decorated ? null : shape.params);
      }
      params = bySignature.get(key)!;
    }
    const kinds = task ? await returnKinds(doc.text, entry, language, task.context ?? '') : null;
    if (!paramIds.has(params)) paramIds.set(params, paramIds.size);
    const shape = `${paramIds.get(params)}|${kinds ? [...kinds].sort().join(',') : '?'}`;
    out.push({ doc, language, entry, params, kinds, shape });
  }
  return out;
}

/**
 * The `def entry(...):` line(s) of a Python snippet, when they stand at module level and the parameter list closes
 * before any string or comment could confuse the bracket count; else undefined (then the whole text is parsed).
 */
export function signatureOf(code: string, entry: string): string | undefined {
  const m = new RegExp(`^(?:async[ \\t]+)?def[ \\t]+${entry}[ \\t]*\\(`, 'm').exec(code);
  if (!m) return undefined;
  let depth = 0;
  for (let i = m.index + m[0].length - 1; i < code.length; i++) {
    const ch = code[i];
    if (ch === '"' || ch === "'" || ch === '#') return undefined;
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') {
      depth--;
      if (depth === 0) {
        const colon = /^[ \t]*(->[^:\n]*)?:/.exec(code.slice(i + 1));
        return colon ? code.slice(m.index, i + 1 + colon[0].length) : undefined;
      }
    }
  }
  return undefined;
}

/**
 * The calls of a task's tests to its entry point (Python; another language's tests give none). A repository task's
 * doctest test counts the calls of its last example's source (doctest-calls.ts), which a parser of the test itself
 * sees only as a string.
 */
async function callsOf(task: OpenTask): Promise<CallShape[]> {
  if (task.language !== 'python') return [];
  const tests = task.tests.map((t) => lastDoctestSource(t) ?? t);
  return (await taskShape({ ...task, tests })).calls;
}

/**
 * Whether an entry point with these parameters can take a call of this shape without a TypeError: the gate's
 * `accepts`, except that a `*` splat may stand for any number of positional arguments (none included) and a `**`
 * splat for any keywords, so that with either only what the call surely passes is checked.
 */
export function acceptsCall(params: EntryParams | null, call: CallShape): boolean {
  const splats = call.splats ?? 0;
  if (splats === 0 && !call.kws.includes('**')) return accepts(params, call);
  if (!params) return true;
  if (call.kws.some((k) => k !== '**' && !params.names.has(k) && !params.kwarg)) return false;
  return call.nargs - splats <= params.pos || params.vararg;
}

/**
 * The candidate rule of a release, ready to apply query by query: each snippet's facts, each query's arity verdicts
 * and its arity sample (drawn from the release alone, so it is the same whichever systems are evaluated, and known
 * before any system has ranked). `plan` applies it to every system's rankings; `ranked` to one system's, so that the
 * open step can judge a system's candidates while the next system ranks.
 */
export class CandidateRule {
  private constructor(
    private readonly release: Release,
    readonly snippets: SnippetFacts[],
    private readonly index: Map<string, number>,
    private readonly perQuery: {
      /** the same-language snippets of other tasks whose entry point fits the tests, drawn (corpus order) */
      sample: number[];
      /** whether a snippet of this shape can pass the query's tests, or which rule rules it out */
      verdict: (s: SnippetFacts) => Verdict;
    }[],
    readonly pairs: { total: number; arityRuledOut: number; resultRuledOut: number },
    private readonly opts: { depth: number; sample: number; seed: number },
  ) {}

  static async create(
    release: Release,
    tasks: ReadonlyMap<string, OpenTask>,
    opts: { depth: number; sample: number; seed: number },
  ): Promise<CandidateRule> {
    const snippets = await snippetFacts(release, tasks);
    const index = new Map(release.corpus.map((d, i) => [d._id, i]));
    // per language, the snippets by shape (parameters and result kinds; a task's snippets mostly share theirs): the
    // rules' verdict is one per shape
    const byShape = new Map<string, Map<string, number[]>>();
    snippets.forEach((s, i) => {
      const m = byShape.get(s.language) ?? byShape.set(s.language, new Map()).get(s.language)!;
      (m.get(s.shape) ?? m.set(s.shape, []).get(s.shape)!).push(i);
    });
    const pairs = { total: 0, arityRuledOut: 0, resultRuledOut: 0 };
    const perQuery = [];
    for (const q of release.queries) {
      const task = tasks.get(q.task)!;
      const calls = await callsOf(task);
      const expected = await expectations(task);
      const verdicts = new Map<string, Verdict>();
      const verdict = (s: SnippetFacts): Verdict => {
        let v = verdicts.get(s.shape);
        if (v === undefined) {
          v = !calls.every((c) => acceptsCall(s.params, c))
            ? 'arity'
            : !expected.every((e) => mayMeet(s.kinds, e))
              ? 'result'
              : 'fits';
          verdicts.set(s.shape, v);
        }
        return v;
      };
      // the query's own task's snippets, by shape (they are never candidates of it)
      const own = new Map<string, number>();
      for (const d of q.own) {
        const i = index.get(d._id);
        if (i !== undefined && snippets[i].language === q.language)
          own.set(snippets[i].shape, (own.get(snippets[i].shape) ?? 0) + 1);
      }
      // the same-language snippets of other tasks that fit (corpus order; listed only for the sample)
      const fitting: number[] = [];
      for (const [shape, ids] of byShape.get(q.language) ?? []) {
        const n = ids.length - (own.get(shape) ?? 0);
        pairs.total += n;
        const v = verdict(snippets[ids[0]]);
        if (v === 'arity') pairs.arityRuledOut += n;
        else if (v === 'result') pairs.resultRuledOut += n;
        else if (opts.sample > 0) for (const i of ids) if (snippets[i].doc.task !== q.task) fitting.push(i);
      }
      fitting.sort((a, b) => a - b);
      const sample =
        opts.sample > 0 && calls.length
          ? createRng(`${opts.seed}:${q._id}`)
              .sample(fitting, Math.min(opts.sample, fitting.length))
              .sort((a, b) => a - b)
          : [];
      perQuery.push({ sample, verdict });
    }
    return new CandidateRule(release, snippets, index, perQuery, pairs, opts);
  }

  /** Query qi's candidates from one system's ranking (its top `depth`): other tasks' snippets of its language that fit. */
  ranked(qi: number, ranking: readonly string[]): number[] {
    const out: number[] = [];
    for (const i of this.top(ranking)) if (this.verdict(qi, i) === 'fits') out.push(i);
    return out;
  }

  /** Query qi's arity sample (snippet indices, corpus order). */
  sample(qi: number): readonly number[] {
    return this.perQuery[qi].sample;
  }

  /** A ranking's top `depth` snippets (corpus indices; ids not in the corpus left out). */
  private *top(ranking: readonly string[]): Generator<number> {
    for (const id of ranking.slice(0, this.opts.depth)) {
      const i = this.index.get(id);
      if (i !== undefined) yield i;
    }
  }

  /**
   * The rules' verdict on snippet i for query qi, or null when it is no candidate of the query: only another task's
   * snippet of the query's language is (the query's own are judged by oracle.jsonl).
   */
  private verdict(qi: number, i: number): Verdict | null {
    const q = this.release.queries[qi];
    const s = this.snippets[i];
    return s.doc.task !== q.task && s.language === q.language ? this.perQuery[qi].verdict(s) : null;
  }

  /**
   * Every query's candidates: own snippets, the union of the systems' top `depth` (from `rankings`, query id ->
   * ranked ids per system) and the arity sample, with the left-out counts.
   */
  plan(rankings: ReadonlyMap<string, readonly (readonly string[])[]>): CandidatePlan {
    const queries = this.release.queries.map((q, qi): QueryCandidates => {
      const c: QueryCandidates = {
        query: q._id,
        own: q.own.map((d) => d._id),
        run: [],
        sampled: 0,
        skippedArity: 0,
        skippedResult: 0,
        ruledOut: [],
      };
      const seen = new Set<number>();
      for (const ranked of rankings.get(q._id) ?? [])
        for (const i of this.top(ranked)) {
          if (seen.has(i)) continue;
          seen.add(i);
          const v = this.verdict(qi, i);
          if (v === 'fits') c.run.push(i);
          else if (v) {
            c.ruledOut.push(i);
            if (v === 'arity') c.skippedArity++;
            else c.skippedResult++;
          }
        }
      for (const i of this.perQuery[qi].sample)
        if (!seen.has(i)) {
          seen.add(i);
          c.run.push(i);
          c.sampled++;
        }
      c.run.sort((a, b) => a - b);
      c.ruledOut.sort((a, b) => a - b);
      return c;
    });
    return { queries, snippets: this.snippets, pairs: this.pairs };
  }
}

/**
 * Every query's candidates: own snippets, the union of the systems' top `depth` (from `rankings`, query id ->
 * ranked ids per system) and the arity sample, with the left-out counts.
 */
export async function planCandidates(
  release: Release,
  tasks: ReadonlyMap<string, OpenTask>,
  rankings: ReadonlyMap<string, readonly (readonly string[])[]>,
  opts: { depth: number; sample: number; seed: number },
): Promise<CandidatePlan> {
  return (await CandidateRule.create(release, tasks, opts)).plan(rankings);
}
