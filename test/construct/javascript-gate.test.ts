import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Task } from '../../src/core/types.js';
import { checkSyntax } from '../../src/construct/stages/2-syntax.js';

// The gate's syntax stage asks each task's language adapter: JavaScript and TypeScript tasks are judged by their
// own grammar, entry points may be arrow functions, and a suite that never calls the entry point is rejected.

const task = (id: string, over: Partial<Task>): Task => ({
  id,
  language: 'javascript',
  domain: 'd',
  query: 'q',
  entry_point: 'f',
  code: 'const f = (x) => x + 1;\n',
  tests: ['assert.strictEqual(f(1), 2);'],
  ...over,
});

test('the syntax stage judges JavaScript and TypeScript tasks by their adapters', async () => {
  const out = await checkSyntax([
    task('arrow', {}),
    task('decl', { code: 'function f(x) {\n  return x;\n}\n' }),
    task('ts', { language: 'typescript', code: 'const f = (x: number): number => x;\n' }),
    task('nocall', { tests: ['assert.strictEqual(typeof f, "function");'] }),
    task('method', { tests: ['assert.strictEqual(obj.f(1), 2);'] }),
    task('missing', { entry_point: 'g' }),
    task('broken', { code: 'const f = (x) => {;\n' }),
    task('typed-js', { code: 'const f = (x: number) => x;\n' }),
    task('badtest', { tests: ['assert.strictEqual(f(1), 2'] }),
  ]);
  assert.deepEqual(out.accepted.map((t) => t.id).sort(), ['arrow', 'decl', 'ts']);
  const why = Object.fromEntries(out.rejected.map((r) => [r.task, r.code]));
  assert.deepEqual(why, {
    badtest: 'test-unparsable',
    broken: 'code-unparsable',
    method: 'test-misses-entry-point',
    missing: 'entry-point-missing',
    nocall: 'test-misses-entry-point',
    'typed-js': 'code-unparsable',
  });
});
