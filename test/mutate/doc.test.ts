import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderMutationDoc } from '../../src/mutate/doc.js';
import { OPERATORS } from '../../src/mutate/index.js';
import { REPO_ROOT } from '../helpers/cli.js';

test('docs/mutation.md is generated from the operator table and lists every operator', () => {
  const doc = readFileSync(join(REPO_ROOT, 'docs/mutation.md'), 'utf8');
  for (const op of OPERATORS) assert.ok(doc.includes(`### \`${op.id}\``), op.id);
  assert.equal(
    doc,
    renderMutationDoc(),
    'docs/mutation.md is stale: run `npx tsx scripts/gen-mutation-doc.ts`',
  );
});
