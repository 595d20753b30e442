import type { Task } from '../../core/types.js';
import { definesFunction, extractFunctionDocstring, hasSyntaxErrors } from '../../lang/python/syntax.js';
import { assertsFromResults, callArguments, evalplusInputs, recordTolerance } from './evalplus.js';
import { normaliseLineEnds, stripContracts } from './python-code.js';
import { dedupeTests, harvestCheckModule, type DropReason } from './python-tests.js';
import type { Fields } from './records.js';
import { missingTexts, skip, taskId, type Importer, type RecordOutcome } from './types.js';

/**
 * HumanEval JSONL {task_id, prompt, canonical_solution, test, entry_point}:
 * - code = prompt + canonical_solution, with the entry point's docstring moved out of the code into the query
 *   (the docstring may follow `import` lines inside the function, as in HumanEval/115);
 * - the test module is split by harvestCheckModule: one test per assert of `check(candidate)`, trivial asserts
 *   dropped, what cannot be split kept as a reduced `check`, METADATA and helpers in the setup.
 */
const HUMANEVAL_FIELDS = ['task_id', 'prompt', 'canonical_solution', 'test', 'entry_point'] as const;

interface Prepared {
  id: string;
  raw: string;
  entry: string;
  code: string;
  query: string;
}

/** The shared part of HumanEval and HumanEval+: id, entry point, code without its docstring, the query. */
async function prepare(record: Fields, idField: string): Promise<Prepared | RecordOutcome> {
  const raw = record.text(idField)!;
  const id = taskId(raw);
  const entry = record.text('entry_point')!;
  const full = stripContracts(normaliseLineEnds(record.text('prompt')! + record.text('canonical_solution')!));
  if (await hasSyntaxErrors(full)) return skip('prompt + canonical_solution does not parse', raw);
  if (!(await definesFunction(full, entry)))
    return skip(`entry point "${entry}" is not defined at module level`, raw);
  const doc = await extractFunctionDocstring(full, entry, { afterImports: true });
  if (!doc || !doc.text.trim()) return skip(`no docstring on "${entry}" to use as the query`, raw);
  const code = (full.slice(0, doc.start) + full.slice(doc.end)).replace(/^\n+/, '');
  if (await hasSyntaxErrors(code)) return skip(`"${entry}" has nothing but its docstring`, raw);
  return { id, raw, entry, code, query: doc.text.trim() };
}

function task(p: Prepared, tests: string[], setup: string[], extra: Partial<Task> = {}): Task {
  const t: Task = {
    id: p.id,
    language: 'python',
    domain: 'humaneval',
    query: p.query,
    entry_point: p.entry,
    code: p.code,
    tests,
  };
  const s = setup.join('\n').trim();
  if (s) t.setup = s;
  return { ...t, ...extra };
}

export const humaneval: Importer = {
  description:
    'HumanEval JSONL (task_id, prompt, canonical_solution, test, entry_point); .jsonl or .jsonl.gz',
  language: 'python',
  fields: HUMANEVAL_FIELDS,
  recognise: (r) => missingTexts(r, HUMANEVAL_FIELDS).length === 0,
  async convert(record) {
    const missing = missingTexts(record, HUMANEVAL_FIELDS);
    if (missing.length) return skip(`missing or not a string: ${missing.join(', ')}`, record.id('task_id'));
    const p = await prepare(record, 'task_id');
    if ('kind' in p) return p;
    const h = dedupeTests(await harvestCheckModule(normaliseLineEnds(record.text('test')!), p.entry));
    if (h.tests.length === 0) return skip('no test calls the entry point', p.raw, h.dropped);
    return { kind: 'task', task: task(p, h.tests, h.setup), dropped: h.dropped };
  },
};

const PLUS_FIELDS = ['task_id', 'prompt', 'canonical_solution', 'entry_point'] as const;

/**
 * HumanEval+ (EvalPlus) JSONL: HumanEval's fields plus `base_input`, `plus_input`, `atol` (and `contract`, whose
 * asserts are not part of the solution). Tests are the record's own: the asserts of `test` when it is HumanEval's
 * check function, or the base pairs of its `inputs`/`results` literals in newer files. The inputs go to the task's
 * `inputs` for `execret amplify`, which computes their expected values with the reference, as EvalPlus does.
 */
export const humanevalPlus: Importer = {
  description: 'HumanEval+ JSONL (EvalPlus: HumanEval fields plus base_input, plus_input, atol)',
  language: 'python',
  fields: [...PLUS_FIELDS, 'base_input', 'plus_input'],
  recognise: (r) =>
    missingTexts(r, PLUS_FIELDS).length === 0 &&
    r.has('base_input') &&
    r.has('plus_input') &&
    !r.has('assertion'),
  async convert(record) {
    const missing = missingTexts(record, PLUS_FIELDS);
    if (missing.length) return skip(`missing or not a string: ${missing.join(', ')}`, record.id('task_id'));
    const p = await prepare(record, 'task_id');
    if ('kind' in p) return p;
    const { atol } = recordTolerance(record);
    const test = normaliseLineEnds(record.text('test') ?? '');
    const base = record.get('base_input');
    const nBase = base?.kind === 'list' ? base.items.length : 0;
    let h = { tests: [] as string[], setup: [] as string[], dropped: [] as DropReason[] };
    const fromResults = test ? await assertsFromResults(test, 'candidate', nBase, atol) : null;
    if (fromResults) h = { tests: fromResults, setup: [`candidate = ${p.entry}`], dropped: [] };
    else if (test) h = await harvestCheckModule(test, p.entry);
    h = dedupeTests(h);
    if (h.tests.length === 0)
      return skip('no test with an expected value calls the entry point', p.raw, h.dropped);
    const templates = await callArguments(h.tests, new Set([p.entry, 'candidate']));
    const inp = evalplusInputs(record, templates);
    const extra: Partial<Task> = {
      ...(inp.inputs.length ? { inputs: inp.inputs } : {}),
      ...(atol ? { atol } : {}),
    };
    return { kind: 'task', task: task(p, h.tests, h.setup, extra), dropped: [...h.dropped, ...inp.dropped] };
  },
};
