import type { Task } from '../../core/types.js';
import { loadTasks } from '../../tasks/load.js';
import type { StageOutcome } from '../types.js';

/**
 * Stage 1, schema: the loader validates every line and throws ExecretError (exit 2) naming file, line and field,
 * so this stage accepts every task or stops the build.
 */
export function checkSchema(tasksFile: string): StageOutcome<Task> {
  return { accepted: loadTasks(tasksFile), rejected: [] };
}
