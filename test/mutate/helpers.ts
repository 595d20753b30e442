import assert from 'node:assert/strict';
import type { LanguageId } from '../../src/core/types.js';
import { loadParser, treeHasErrors } from '../../src/lang/parser.js';
import { generateCandidates } from '../../src/mutate/engine.js';
import { applyEdits } from '../../src/mutate/edits.js';
import type { MutationOperator } from '../../src/mutate/operator.js';

/**
 * The codes `op` makes from `code`, in order, must equal `expected`. Also checks that each mutant is a single
 * edit that reproduces its code from the original, that `original` is the replaced text, and that it re-parses.
 */
export async function expectMutants(
  op: MutationOperator,
  code: string,
  expected: string[],
  language: LanguageId = 'python',
): Promise<void> {
  const cands = await generateCandidates(code, language, [op], { task: 'golden' });
  assert.deepEqual(
    cands.map((c) => c.code),
    expected,
    `${op.id} on ${JSON.stringify(code)}`,
  );
  const parser = await loadParser(language);
  for (const c of cands) {
    assert.equal(c.operator, op);
    const { start, end, original } = c.edit;
    assert.equal(code.slice(start, end), original);
    assert.equal(applyEdits(code, [c.edit]), c.code);
    const tree = parser.parse(c.code);
    assert.equal(treeHasErrors(tree, language), false, `re-parses: ${c.code}`);
    tree.delete();
  }
}
