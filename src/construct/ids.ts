import { sha256 } from '../core/hash.js';
import type { OracleRow } from '../core/types.js';

/**
 * The ids a build gives and the order it writes rows in. Every stage of construct takes them from here (never from
 * another stage's file), so the stages, the cross-task checks and the release writer share them without a cycle.
 * Strings are ordered by code unit (`byCodeUnit`, src/core/order.ts).
 */

/**
 * A snippet's corpus id: `<task>-<first 10 hex digits of sha256(text)>`. Opaque on purpose: ranking breaks exact
 * score ties by id, and an id that told canonical from clone (`task` vs `task__m003`) would decide every tie the
 * same way. Stable for the same text, so rebuilds keep their ids.
 */
export function snippetId(task: string, text: string): string {
  return `${task}-${sha256(text).slice(0, 10)}`;
}

/** Oracle rows in release order: by task, then snippet id (code-unit order), then test index. */
export function sortOracleRows(rows: OracleRow[]): OracleRow[] {
  return rows.sort((a, b) =>
    a.task !== b.task
      ? a.task < b.task
        ? -1
        : 1
      : a.snippet !== b.snippet
        ? a.snippet < b.snippet
          ? -1
          : 1
        : a.test - b.test,
  );
}
