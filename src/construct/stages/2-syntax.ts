import { byCodeUnit } from '../../core/order.js';
import type { Task } from '../../core/types.js';
import { getLanguage } from '../../lang/index.js';
import { rejection, type RejectionCode } from '../rejections.js';
import type { StageOutcome } from '../types.js';

/**
 * Stage 2, syntax-tree semantics: the code parses, the entry point is a module-level function, every test parses
 * and calls the entry point (directly, or through a setup that binds it, as imported HumanEval tests do with
 * `candidate`). The questions go to the task's language adapter (src/lang/<language>/). Two tasks may bind the same module-level name: the integrity stage decides by execution whether
 * that lets one's snippets pass the other's tests (cross/index.ts).
 */
export async function checkSyntax(tasks: readonly Task[]): Promise<StageOutcome<Task>> {
  const out: StageOutcome<Task> = { accepted: [], rejected: [] };
  for (const task of [...tasks].sort((a, b) => byCodeUnit(a.id, b.id))) {
    const problem = await firstProblem(task);
    if (problem) out.rejected.push(rejection(task.id, ...problem));
    else out.accepted.push(task);
  }
  return out;
}

async function firstProblem(task: Task): Promise<[RejectionCode, string?] | null> {
  const { hasSyntaxErrors, definesFunction, callsName, passesName } = getLanguage(task.language).syntax;
  if (await hasSyntaxErrors(task.code)) return ['code-unparsable'];
  if (!(await definesFunction(task.code, task.entry_point))) return ['entry-point-missing', task.entry_point];
  if (task.setup !== undefined && (await hasSyntaxErrors(task.setup))) return ['setup-unparsable'];
  const mentions = (s: string | undefined) =>
    s !== undefined && new RegExp(`\\b${task.entry_point}\\b`).test(s);
  for (let i = 0; i < task.tests.length; i++) {
    const t = task.tests[i];
    if (await hasSyntaxErrors(t)) return ['test-unparsable', String(i)];
    // A test calls the entry point, or makes a call that passes it (`check(f)`) or goes through a setup binding it.
    // (where the adapter can tell, the test must pass the entry point itself to a call: `typeof f` is no call)
    const passed = passesName ? await passesName(t, task.entry_point) : mentions(t);
    const indirect = /\w\s*\(/.test(t) && (passed || mentions(task.setup));
    if (!indirect && !(await callsName(t, task.entry_point))) return ['test-misses-entry-point', String(i)];
  }
  return null;
}
