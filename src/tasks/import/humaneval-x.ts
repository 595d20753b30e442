import { takeApartReference } from './js-code.js';
import { jsTask } from './js-tests.js';
import { normaliseLineEnds } from './python-code.js';
import { missingTexts, skip, taskId, type Importer } from './types.js';

/**
 * CodeGeeX's HumanEval-X, JavaScript file (humaneval_js.jsonl.gz): {task_id "JavaScript/N", prompt, declaration,
 * canonical_solution, test, example_test}. There is no entry_point field: the entry point is the function the
 * prompt opens (after any helpers it defines first). Code = prompt + canonical_solution without the entry point's
 * `/* ... *\/` comment, which becomes the query. The test module's `const testX = () => { console.assert(...) }`
 * is split by harvestJsTestModule (one test per assert; the others of the file's languages are skipped, since
 * execret runs JavaScript, not C++, Go, Java or Rust; its Python file is HumanEval's, for `execret import humaneval`).
 */
const FIELDS = ['task_id', 'prompt', 'canonical_solution', 'test', 'declaration'] as const;

export const humanevalX: Importer = {
  description:
    "HumanEval-X (CodeGeeX) JavaScript JSONL: task_id 'JavaScript/N', prompt, declaration, canonical_solution, test; .jsonl or .jsonl.gz",
  language: 'javascript',
  fields: FIELDS,
  recognise: (r) => missingTexts(r, FIELDS).length === 0,
  async convert(record) {
    const raw = record.id('task_id');
    const missing = missingTexts(record, FIELDS);
    if (missing.length) return skip(`missing or not a string: ${missing.join(', ')}`, raw);
    const family = raw!.split('/')[0];
    if (family !== 'JavaScript')
      return skip(`a ${family} record: execret imports HumanEval-X's JavaScript file`, raw);
    const ref = await takeApartReference(
      normaliseLineEnds(record.text('prompt')!),
      normaliseLineEnds(record.text('canonical_solution')!),
      'javascript',
      raw!,
    );
    if ('kind' in ref) return ref;
    return jsTask(ref, record.text('test')!, 'javascript', {
      id: taskId(raw!),
      domain: 'humaneval-x',
      record: raw!,
    });
  },
};
