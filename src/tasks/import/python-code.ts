import type { Value } from '../../lang/values.js';

/** Source clean-ups the public Python datasets need. */

/** `\r\n` (MBPP's original file has it in code and tests) and lone `\r` become `\n`. */
export function normaliseLineEnds(s: string): string {
  return s.replace(/\r\n?/g, '\n');
}

/**
 * Tabs in indentation become spaces. Code indented with tabs only gets four spaces per tab; code that mixes tabs
 * and spaces across its lines gets Python's own reading (a tab advances to the next multiple of 8 columns), so
 * the blocks stay what the interpreter saw. Tabs after the indentation are data and stay.
 */
export function expandIndentTabs(code: string): string {
  const indents = code.match(/^[ \t]+/gm) ?? [];
  if (!indents.some((w) => w.includes('\t'))) return code;
  const mixed = indents.some((w) => w.includes(' '));
  return code.replace(/^[ \t]+/gm, (ws) => {
    if (!mixed) return ws.replace(/\t/g, '    ');
    let col = 0;
    for (const ch of ws) col = ch === '\t' ? col + 8 - (col % 8) : col + 1;
    return ' '.repeat(col);
  });
}

/** EvalPlus marks its input-validation asserts with `# $_CONTRACT_$`; they are not part of the solution. */
export function stripContracts(code: string): string {
  return code
    .split('\n')
    .filter((l) => !l.includes('$_CONTRACT_$'))
    .join('\n');
}

/** Module-level `def` names in order (a quick scan; the gate checks definitions on the syntax tree). */
export function topLevelFunctions(code: string): string[] {
  return [...code.matchAll(/^(?:async\s+)?def\s+([A-Za-z_]\w*)\s*\(/gm)].map((m) => m[1]);
}

/**
 * Reshape a JSON value like a template taken from the dataset's own asserts: JSON has no tuples or sets, so
 * EvalPlus writes `(1, 2)` as `[1, 2]` (and MBPP+ functions that take tuples then get lists). Where the template
 * has a tuple or set and the value a list, the list becomes one; an int where the template has a float becomes
 * a float. Nested values follow the template's first element.
 */
export function conformTo(template: Value | undefined, v: Value): Value {
  if (!template) return v;
  if (v.kind === 'list') {
    const inner = (i: number) =>
      template.kind === 'list' || template.kind === 'tuple' || template.kind === 'set'
        ? (template.items[i] ?? template.items[0])
        : undefined;
    const items = v.items.map((x, i) => conformTo(inner(i), x));
    if (template.kind === 'tuple') return { kind: 'tuple', items };
    if (template.kind === 'set') return { kind: 'set', items };
    return { kind: 'list', items };
  }
  if (v.kind === 'dict' && template.kind === 'dict') {
    const [k0, v0] = template.entries[0] ?? [];
    return {
      kind: 'dict',
      entries: v.entries.map(([k, x]) => [conformTo(k0, k), conformTo(v0, x)] as const),
    };
  }
  if (v.kind === 'int' && template.kind === 'float') return { kind: 'float', value: Number(v.value) };
  return v;
}
