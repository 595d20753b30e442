/**
 * `exec-examples` (pointwise): run each candidate on the examples written in the query (examples.ts) in the
 * sandbox, through the oracle and its cache. Candidates that pass every example come first, in the order of the
 * stage before, then the rest, in that order too. A query with no examples keeps its order. It sees the query's
 * text and the candidates' code; it never sees the task's tests.
 */
import { usageError } from '../../core/errors.js';
import { hasSyntaxErrors } from '../../lang/python/syntax.js';
import type { Suite } from '../../execute/types.js';
import { PYTHON_EXAMPLE_HELPER, parseExamples, pythonExampleTest } from './examples.js';
import type { Reranker, RerankerFactory, RerankList, RerankContext } from './types.js';
import { emptyRerankUsage } from './types.js';

export const DEFAULT_EXAMPLE_TIMEOUT_S = 1;

/**
 * Whether a snippet may define `name`: whether the name occurs in it as a word at all. One that never mentions it
 * cannot bind it, so calling it could only raise NameError: execution rerankers give it 0 without running it, the
 * score it would get by running. Conservative on purpose (a nested, conditional or imported definition still runs).
 */
export function mayDefine(text: string, name: string): boolean {
  const n = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w$])${n}(?![\\w$])`).test(text);
}

/**
 * Suites for one list: one per candidate that may define the query's function (mayDefine), with the query's
 * examples as tests (none when it has no examples). `suites[i]` is undefined for a candidate that cannot define
 * the function: it scores 0 without running.
 */
export async function exampleSuites(list: RerankList, timeoutS: number): Promise<(Suite | undefined)[]> {
  const q = list.query;
  if (q.language !== 'python') return [];
  const tests: string[] = [];
  for (const e of parseExamples(q.text, q.entryPoint)) {
    // A call that is not an expression, or a written value that is prose (`1 by convention`), would fail every
    // candidate alike: such an example is skipped. A doctest's output may be any text (its repr is compared).
    if (await hasSyntaxErrors(`(${e.call})\n`)) continue;
    const isExpression = !(await hasSyntaxErrors(`(${e.expected})\n`));
    if (!isExpression && e.form !== 'doctest' && /\s/.test(e.expected)) continue;
    tests.push(pythonExampleTest(e, isExpression));
  }
  if (tests.length === 0) return [];
  return list.candidates.map((c) =>
    mayDefine(c.text, q.entryPoint)
      ? {
          snippet: c.id,
          task: q.id,
          language: q.language,
          code: c.text,
          setup: PYTHON_EXAMPLE_HELPER,
          tests,
          timeoutS,
          failFast: true,
        }
      : undefined,
  );
}

export function timeoutOption(name: string, options: Readonly<Record<string, string>>, dflt: number): number {
  const raw = options.timeout;
  if (raw === undefined || raw === '') return dflt;
  const v = Number(raw);
  if (!(v > 0 && v <= 60))
    throw usageError(`reranker ${name}: option timeout: expected seconds in (0, 60], got "${raw}"`);
  return v;
}

export async function oracleOf(ctx: RerankContext, name: string) {
  if (!ctx.oracle) throw usageError(`reranker ${name} runs code and needs the execution oracle`);
  return ctx.oracle();
}

export const execExamples: RerankerFactory = {
  description:
    "candidates that pass the query's own examples (>>> f(x), f(x) == y, ...) first; never the tests",
  kind: 'pointwise',
  options: { timeout: `${DEFAULT_EXAMPLE_TIMEOUT_S} (seconds per candidate)` },
  example: {
    query: {
      id: 'q',
      text: 'Add two numbers.\n>>> add(2, 3)\n5\nAlso add(-1, 1) == 0.',
      language: 'python',
      entryPoint: 'add',
    },
    candidates: [
      { id: 'minus', text: 'def add(a, b):\n    return a - b\n' },
      { id: 'other', text: 'def mul(a, b):\n    return a * b\n' },
      { id: 'right', text: 'def add(a, b):\n    return a + b\n' },
      { id: 'also-right', text: 'def add(a, b):\n    return b + a\n' },
    ],
    expected: ['right', 'also-right', 'minus', 'other'],
  },
  create(name, options): Reranker {
    const timeoutS = timeoutOption(name, options, DEFAULT_EXAMPLE_TIMEOUT_S);
    const usage = emptyRerankUsage();
    return {
      name,
      kind: 'pointwise',
      config: {
        reranker: 'exec-examples',
        timeoutS,
        examples: 'doctest, ==, ->, =>, returns (docs/rerank.md)',
      },
      usage: () => ({ ...usage }),
      async rerank(lists, ctx) {
        const perList: (Suite | undefined)[][] = [];
        for (const l of lists) perList.push(await exampleSuites(l, timeoutS));
        const suites = perList.flat().filter((x): x is Suite => x !== undefined);
        const scores = lists.map((l) => new Float64Array(l.candidates.length));
        if (suites.length === 0) return scores;
        const oracle = await oracleOf(ctx, name);
        const label = `exec-examples (${suites.length} suites)`;
        ctx.onProgress?.({ label, done: 0, total: suites.length });
        const results = await oracle.run(suites);
        ctx.onProgress?.({ label, done: suites.length, total: suites.length });
        usage.suites += suites.length;
        usage.cacheHits += results.filter((r) => r.cached).length;
        let k = 0;
        perList.forEach((list, qi) => {
          list.forEach((suite, c) => {
            if (suite) scores[qi][c] = results[k++].passed ? 1 : 0;
          });
        });
        return scores;
      },
    };
  },
};
