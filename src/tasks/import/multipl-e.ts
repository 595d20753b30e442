import type { LanguageId } from '../../core/types.js';
import { takeApartReference } from './js-code.js';
import { jsTask } from './js-tests.js';
import { normaliseLineEnds } from './python-code.js';
import type { Fields } from './records.js';
import { missingTexts, skip, taskId, type Importer, type RecordContext } from './types.js';

/**
 * MultiPL-E's JavaScript and TypeScript prompt files (nuprl/MultiPL-E, e.g. humaneval-js, mbpp-ts): {name,
 * language "js"|"ts", prompt, tests, doctests, original, prompt_terminology, stop_tokens}. The prompt is the
 * translated docstring as `//` comment lines, then the opened function; the tests are `function test() { let
 * candidate = f; assert.deepEqual(candidate(...), ...); ... }` then `test();`.
 *
 * A prompts file holds no solution, so a task's code is prompt + solution where the solution comes from the record
 * itself (a `canonical_solution` or `solution` field) or from a companion file given with `--solutions FILE`
 * (JSON Lines `{"name": ..., "solution": ...}`, `completion` accepted for `solution`), matched by `name`. A solution
 * is what follows the prompt (the function's body and closing brace, as HumanEval's canonical_solution); a solution
 * that starts with the whole prompt is taken as the whole program. A record without one is skipped and reported.
 */
const FIELDS = ['name', 'language', 'prompt', 'tests'] as const;

const LANGUAGES: Readonly<Record<string, LanguageId>> = Object.freeze({
  js: 'javascript',
  javascript: 'javascript',
  ts: 'typescript',
  typescript: 'typescript',
});

const ID_PREFIX: Partial<Record<LanguageId, string>> = { javascript: 'js.', typescript: 'ts.' };

/** HumanEval_0_has_close_elements -> humaneval; mbpp_3_is_not_prime -> mbpp. */
function domainOf(name: string): string {
  if (/^HumanEval_/i.test(name)) return 'humaneval';
  if (/^mbpp_/i.test(name)) return 'mbpp';
  return 'multipl-e';
}

function solutionOf(record: Fields, name: string, ctx: RecordContext): string | undefined {
  return record.text('canonical_solution') ?? record.text('solution') ?? ctx.solutions?.get(name);
}

export const multiplE: Importer = {
  description:
    'MultiPL-E JavaScript/TypeScript prompts (name, language js|ts, prompt, tests), with solutions in the records or --solutions FILE',
  language: 'javascript',
  fields: FIELDS,
  takesSolutions: true,
  recognise: (r) => missingTexts(r, FIELDS).length === 0 && !r.has('task_id'),
  async convert(record, ctx) {
    const name = record.id('name');
    const missing = missingTexts(record, FIELDS);
    if (missing.length) return skip(`missing or not a string: ${missing.join(', ')}`, name);
    const language = LANGUAGES[record.text('language')!];
    if (!language)
      return skip(`language "${record.text('language')}": execret imports MultiPL-E's js and ts files`, name);
    const prompt = normaliseLineEnds(record.text('prompt')!);
    let solution = solutionOf(record, name!, ctx);
    if (solution === undefined)
      return skip(
        'no solution (a prompts file has none: add a "solution" field or give --solutions FILE)',
        name,
      );
    solution = normaliseLineEnds(solution);
    if (solution.startsWith(prompt)) solution = solution.slice(prompt.length);
    const lang = language as 'javascript' | 'typescript';
    const ref = await takeApartReference(prompt, solution, lang, name!);
    if ('kind' in ref) return ref;
    return jsTask(ref, record.text('tests')!, lang, {
      id: `${ID_PREFIX[language]}${taskId(name!)}`,
      domain: domainOf(name!),
      record: name!,
    });
  },
};
