import { test } from 'node:test';
import assert from 'node:assert/strict';
import { qualityByDomain } from '../../src/construct/quality.js';
import type { Candidate, TaskBuild } from '../../src/construct/types.js';
import type { Task } from '../../src/core/types.js';

function cand(bug: string, killed: boolean): Candidate {
  return {
    mutant: { task: 't', id: `${bug}-${Math.random()}`, bug_type: bug, operator: bug, code: '', edits: [] },
    result: { snippet: '', task: 't', tests: [], passed: !killed, cached: false },
    statuses: [],
    killed,
    failure: killed ? 'assertion' : null,
  };
}

function build(domain: string, tests: number, screened: Candidate[], kept: string[]): TaskBuild {
  const task = { id: `${domain}-${tests}`, domain, tests: Array(tests).fill('assert f()') } as Task;
  return { task, candidates: screened, generated: screened.length, kept: kept.map((b) => cand(b, true)) };
}

test('quality per domain: tasks, mean tests, kill rate, distractors per bug type, core six against extras', () => {
  const rows = qualityByDomain([
    // arrays: 2 tasks, 7 and 10 tests; 3 of 4 screened candidates killed; kept: 3 core, 1 extra
    build(
      'arrays',
      7,
      [cand('off_by_one', true), cand('off_by_one', false)],
      ['off_by_one', 'wrong_operator'],
    ),
    build('arrays', 10, [cand('x', true), cand('x', true)], ['swap_arguments', 'negate_condition']),
    // strings: 1 task, 8 tests; 1 of 2 killed; kept: 1 extra
    build('strings', 8, [cand('method_swap', true), cand('method_swap', false)], ['method_swap']),
  ]);
  assert.deepEqual(rows, [
    {
      domain: 'arrays',
      tasks: 2,
      meanTests: 8.5,
      killRate: 0.75,
      distractors: 4,
      perBugType: { off_by_one: 1, wrong_operator: 1, swap_arguments: 1, negate_condition: 1 },
      core: 3,
      extras: 1,
    },
    {
      domain: 'strings',
      tasks: 1,
      meanTests: 8,
      killRate: 0.5,
      distractors: 1,
      perBugType: { method_swap: 1 },
      core: 0,
      extras: 1,
    },
    {
      domain: 'all',
      tasks: 3,
      meanTests: 25 / 3,
      killRate: 4 / 6,
      distractors: 5,
      perBugType: {
        off_by_one: 1,
        wrong_operator: 1,
        swap_arguments: 1,
        negate_condition: 1,
        method_swap: 1,
      },
      core: 3,
      extras: 2,
    },
  ]);
});
