import type { Task } from '../../core/types.js';
import { definesFunction, hasSyntaxErrors } from '../../lang/python/syntax.js';
import { assertsFromResults, callArguments, evalplusInputs, recordTolerance } from './evalplus.js';
import { expandIndentTabs, normaliseLineEnds, stripContracts, topLevelFunctions } from './python-code.js';
import { dedupeTests, harvestStatements, type Harvest } from './python-tests.js';
import { missingTexts, skip, taskId, type Importer, type RecordOutcome } from './types.js';

/** Code as Python reads it: `\n` line ends, spaces for indentation tabs, one final newline. */
function cleanCode(code: string): string {
  return expandIndentTabs(stripContracts(normaliseLineEnds(code))).trim() + '\n';
}

/** The first function the tests call that the code defines at module level (MBPP names no entry point). */
async function entryPoint(code: string, tests: readonly string[]): Promise<string | null> {
  const defs = topLevelFunctions(code);
  const called = tests.flatMap((t) => [...t.matchAll(/(?<![\w.])([A-Za-z_]\w*)\s*\(/g)].map((m) => m[1]));
  for (const name of [...called, ...defs]) {
    if (defs.includes(name) && (await definesFunction(code, name))) return name;
  }
  return null;
}

function mbppTask(
  id: string,
  query: string,
  entry: string,
  code: string,
  h: Harvest,
  setup: string[],
  extra: Partial<Task> = {},
): Task {
  const t: Task = { id, language: 'python', domain: 'mbpp', query, entry_point: entry, code, tests: h.tests };
  const s = [...setup, ...h.setup].map((x) => x.trim()).filter(Boolean);
  if (s.length) t.setup = [...new Set(s)].join('\n');
  return { ...t, ...extra };
}

/**
 * MBPP, original layout {task_id, text, code, test_list, test_setup_code, challenge_test_list} (ids 1-974: 1-10
 * prompting, 11-510 test, 511-600 validation, 601-974 training) or sanitized {task_id, prompt, code, test_list,
 * test_imports, source_file}, JSONL or one JSON array. `\r\n` and indentation tabs are normalised; the entry point
 * is the first function the tests call that the code defines; `challenge_test_list` asserts are tests too;
 * `test_setup_code` and `test_imports` become the setup.
 */
export const mbpp: Importer = {
  description:
    'MBPP, original (text, test_setup_code, challenge_test_list) or sanitized (prompt, test_imports)',
  language: 'python',
  fields: ['task_id', 'code', 'test_list'],
  recognise: (r) => r.text('code') !== undefined && r.get('test_list')?.kind === 'list',
  async convert(record) {
    const raw = record.id('task_id');
    if (raw === undefined) return skip('missing task_id');
    const id = taskId(raw, 'mbpp_');
    const query = (record.text('text') ?? record.text('prompt') ?? '').trim();
    if (!query) return skip('missing "text" (or "prompt")', raw);
    const tests = [...(record.texts('test_list') ?? []), ...(record.texts('challenge_test_list') ?? [])].map(
      (t) => normaliseLineEnds(t).trim(),
    );
    if (record.texts('test_list') === undefined) return skip('"test_list" is not a list of strings', raw);
    return finish(id, raw, query, record.text('code') ?? '', tests, [
      normaliseLineEnds(record.text('test_setup_code') ?? ''),
      ...(record.texts('test_imports') ?? []),
    ]);
  },
};

async function finish(
  id: string,
  raw: string,
  query: string,
  source: string,
  tests: string[],
  setup: string[],
  entryHint?: string,
): Promise<RecordOutcome> {
  const code = cleanCode(source);
  if (!code.trim()) return skip('missing code', raw);
  if (await hasSyntaxErrors(code)) return skip('code does not parse', raw);
  const entry = entryHint ?? (await entryPoint(code, tests));
  if (!entry || !(await definesFunction(code, entry))) {
    return skip(
      entry
        ? `entry point "${entry}" is not defined at module level`
        : 'the tests call no function the code defines',
      raw,
    );
  }
  const h = dedupeTests(await harvestStatements(tests, entry));
  if (h.tests.length === 0) return skip('no test calls the entry point', raw, h.dropped);
  return { kind: 'task', task: mbppTask(id, query, entry, code, h, setup), dropped: h.dropped };
}

const PLUS_FIELDS = ['task_id', 'prompt', 'canonical_solution', 'entry_point'] as const;

/** MBPP+ keeps the description in a module docstring with one example assert: the text without the asserts. */
function plusQuery(prompt: string): string {
  const body = normaliseLineEnds(prompt)
    .trim()
    .replace(/^[rRuU]?("""|''')([\s\S]*)\1$/, '$2');
  return body
    .split('\n')
    .filter((l) => !/^\s*assert\b/.test(l))
    .join('\n')
    .trim();
}

/**
 * MBPP+ (EvalPlus) JSONL {task_id "Mbpp/N", prompt, canonical_solution, entry_point, base_input, plus_input, atol,
 * contract, assertion}: the query is the prompt's docstring without its example assert, the tests are the
 * `assertion` asserts (or a `test` with inputs/results literals, or a `test_list`), and the inputs go to `inputs`
 * for `execret amplify`, reshaped like the asserts' arguments (JSON has no tuples).
 */
export const mbppPlus: Importer = {
  description:
    'MBPP+ JSONL (EvalPlus: prompt, canonical_solution, entry_point, base_input, plus_input, atol, assertion)',
  language: 'python',
  fields: [...PLUS_FIELDS, 'base_input', 'assertion'],
  recognise: (r) =>
    missingTexts(r, PLUS_FIELDS).length === 0 &&
    r.has('base_input') &&
    (r.has('assertion') || /^mbpp/i.test(r.id('task_id') ?? '')),
  async convert(record) {
    const missing = missingTexts(record, PLUS_FIELDS);
    if (missing.length) return skip(`missing or not a string: ${missing.join(', ')}`, record.id('task_id'));
    const raw = record.text('task_id')!;
    const entry = record.text('entry_point')!;
    const query = plusQuery(record.text('prompt')!);
    if (!query) return skip('the prompt holds no description', raw);
    const { atol } = recordTolerance(record);
    const base = record.get('base_input');
    const fromResults = record.text('test')
      ? await assertsFromResults(
          normaliseLineEnds(record.text('test')!),
          entry,
          base?.kind === 'list' ? base.items.length : 0,
          atol,
        )
      : null;
    const tests = fromResults ?? [
      ...(record.text('assertion') ? [normaliseLineEnds(record.text('assertion')!)] : []),
      ...(record.texts('test_list') ?? []).map(normaliseLineEnds),
    ];
    const out = await finish(
      taskId(raw),
      raw,
      query,
      record.text('canonical_solution')!,
      tests,
      record.texts('test_imports') ?? [],
      entry,
    );
    if (out.kind !== 'task') return out;
    const inp = evalplusInputs(record, await callArguments(out.task.tests, new Set([entry])));
    if (inp.inputs.length) out.task.inputs = inp.inputs;
    if (atol) out.task.atol = atol;
    return { ...out, dropped: [...out.dropped, ...inp.dropped] };
  },
};
