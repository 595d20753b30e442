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
 * A snippet whose helper has the query's entry point's name is run all the same: the binding replaces the helper
 * (the call goes through the query's entry point, as the tests make it), and a snippet broken by that fails.
 */
import { createRng } from '../../core/rng.js';
import type { CorpusRecord } from '../../core/types.js';
import { accepts, taskShape, type EntryParams, type CallShape } from '../../construct/cross/signatures.js';
import type { Release } from '../../release/index.js';
import type { OpenTask } from './release-extras.js';
import { lastDoctestSource } from './doctest-calls.js';

/** What the rule knows about each snippet. */
interface SnippetFacts {
  doc: CorpusRecord;
  language: string;
  /** its own entry point (its task's) */
  entry: string;
  /** its entry point's parameters (null: not a plain def, or not Python) */
  params: EntryParams | null;
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
}

export interface CandidatePlan {
  queries: QueryCandidates[];
  /** corpus snippet facts, indexed as release.corpus */
  snippets: SnippetFacts[];
  /** same-language (query, other task's snippet) pairs in all, and how many the arity rule rules out */
  pairs: { total: number; arityRuledOut: number };
}

/**
 * The facts of every snippet: its task's entry point and language, and (Python) its entry point's parameters,
 * parsed once per distinct signature (a task's distractors nearly always share its canonical's).
 */
async function snippetFacts(release: Release, tasks: ReadonlyMap<string, OpenTask>): Promise<SnippetFacts[]> {
  const bySignature = new Map<string, EntryParams | null>();
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
    out.push({ doc, language, entry, params });
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
 * Every query's candidates: own snippets, the union of the systems' top `depth` (from `rankings`, query id ->
 * ranked ids per system) and the arity sample, with the left-out counts.
 */
export async function planCandidates(
  release: Release,
  tasks: ReadonlyMap<string, OpenTask>,
  rankings: ReadonlyMap<string, readonly (readonly string[])[]>,
  opts: { depth: number; sample: number; seed: number },
): Promise<CandidatePlan> {
  const snippets = await snippetFacts(release, tasks);
  const index = new Map(release.corpus.map((d, i) => [d._id, i]));
  const byLanguage = new Map<string, number[]>();
  snippets.forEach((s, i) =>
    (byLanguage.get(s.language) ?? byLanguage.set(s.language, []).get(s.language)!).push(i),
  );
  // per language, the snippets by parameter list (a task's snippets share theirs): the arity verdict is one per list
  const byParams = new Map<string, Map<EntryParams | null, number[]>>();
  for (const [language, ids] of byLanguage) {
    const m = new Map<EntryParams | null, number[]>();
    for (const i of ids)
      (m.get(snippets[i].params) ?? m.set(snippets[i].params, []).get(snippets[i].params)!).push(i);
    byParams.set(language, m);
  }
  const pairs = { total: 0, arityRuledOut: 0 };
  const queries: QueryCandidates[] = [];
  for (const q of release.queries) {
    const task = tasks.get(q.task)!;
    const calls = await callsOf(task);
    // one verdict per distinct parameter list
    const verdicts = new Map<EntryParams | null, boolean>();
    const fits = (s: SnippetFacts) => {
      if (calls.length === 0) return true;
      let v = verdicts.get(s.params);
      if (v === undefined) verdicts.set(s.params, (v = calls.every((c) => acceptsCall(s.params, c))));
      return v;
    };
    // the query's own task's snippets, by parameter list (they are never candidates of it)
    const own = new Map<EntryParams | null, number>();
    for (const d of q.own) {
      const i = index.get(d._id);
      if (i !== undefined && snippets[i].language === q.language)
        own.set(snippets[i].params, (own.get(snippets[i].params) ?? 0) + 1);
    }
    // the same-language snippets of other tasks whose entry point takes the tests' calls (corpus order; listed only
    // for the arity sample)
    const fitting: number[] = [];
    for (const [params, ids] of byParams.get(q.language) ?? []) {
      const n = ids.length - (own.get(params) ?? 0);
      pairs.total += n;
      if (!fits(snippets[ids[0]])) pairs.arityRuledOut += n;
      else if (opts.sample > 0) for (const i of ids) if (snippets[i].doc.task !== q.task) fitting.push(i);
    }
    fitting.sort((a, b) => a - b);
    const c: QueryCandidates = {
      query: q._id,
      own: q.own.map((d) => d._id),
      run: [],
      sampled: 0,
      skippedArity: 0,
    };
    const seen = new Set<number>();
    const consider = (i: number): boolean => {
      if (seen.has(i)) return false;
      seen.add(i);
      const s = snippets[i];
      if (s.doc.task === q.task || s.language !== q.language) return false;
      if (!fits(s)) {
        c.skippedArity++;
        return false;
      }
      c.run.push(i);
      return true;
    };
    for (const ranked of rankings.get(q._id) ?? [])
      for (const id of ranked.slice(0, opts.depth)) {
        const i = index.get(id);
        if (i !== undefined) consider(i);
      }
    if (opts.sample > 0 && calls.length) {
      const rest = fitting.filter((i) => !seen.has(i));
      for (const i of createRng(`${opts.seed}:${q._id}`).sample(rest, Math.min(opts.sample, rest.length)))
        if (consider(i)) c.sampled++;
    }
    c.run.sort((a, b) => a - b);
    queries.push(c);
  }
  return { queries, snippets, pairs };
}
