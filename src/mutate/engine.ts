import { inputError } from '../core/errors.js';
import type { Edit, LanguageId, Mutant } from '../core/types.js';
import {
  lineOf,
  lineStartsOf,
  loadParser,
  syntaxKey,
  treeHasErrors,
  type SyntaxNode,
} from '../lang/parser.js';
import { getLanguage } from '../lang/index.js';
import type { EditProposal, MutationOperator } from './operator.js';

/** A checked single-edit candidate, before it is numbered. */
export interface Candidate {
  operator: MutationOperator;
  /** the operator's position in the priority table (ties in code go to the lower) */
  rank: number;
  edit: Edit;
  code: string;
}

/**
 * Run `ops` (in priority order) over every node of `code` and keep the proposals that make a valid mutant:
 * one contiguous edit, not inside a string or comment, code that re-parses without errors, a syntax tree that
 * differs from the original's (not only whitespace or comments), and code no earlier candidate produced.
 * Returned in source order (edit start, then operator priority, then the operator's own order).
 */
export async function generateCandidates(
  code: string,
  language: LanguageId,
  ops: readonly MutationOperator[],
  where: { task: string },
): Promise<Candidate[]> {
  const parser = await loadParser(language);
  // Node types whose text the engine never edits inside: strings (docstrings included), comments, and the
  // language's own (TypeScript's types)
  const OPAQUE = getLanguage(language).opaqueNodeTypes;
  const applicable = ops.filter((op) => op.languages.includes(language));
  const tree = parser.parse(code);
  let baseKey: string;
  const opaque: [number, number][] = [];
  const proposals: { rank: number; seq: number; op: MutationOperator; p: EditProposal }[] = [];
  try {
    if (treeHasErrors(tree, language)) {
      throw inputError(`task "${where.task}": code has syntax errors, cannot mutate it`, { field: 'code' });
    }
    baseKey = syntaxKey(tree);
    let seq = 0;
    const visit = (node: SyntaxNode): void => {
      if (OPAQUE.has(node.type)) {
        opaque.push([node.startIndex, node.endIndex]);
        return;
      }
      for (let r = 0; r < applicable.length; r++) {
        for (const p of applicable[r].mutate(node, code))
          proposals.push({ rank: r, seq: seq++, op: applicable[r], p });
      }
      for (const c of node.children) if (c) visit(c);
    };
    visit(tree.rootNode);
  } finally {
    tree.delete();
  }

  const lineStarts = lineStartsOf(code);
  const seen = new Set<string>([code]);
  const out: (Candidate & { seq: number })[] = [];
  // Dedupe in priority order, so a code reached by two operators is credited to the more specific one.
  proposals.sort((a, b) => a.rank - b.rank || a.seq - b.seq);
  for (const { rank, seq, op, p } of proposals) {
    if (!(0 <= p.start && p.start <= p.end && p.end <= code.length)) continue;
    if (touchesOpaque(p, opaque)) continue;
    const original = code.slice(p.start, p.end);
    if (original === p.replacement) continue;
    const mutated = code.slice(0, p.start) + p.replacement + code.slice(p.end);
    if (seen.has(mutated)) continue;
    seen.add(mutated);
    const t = parser.parse(mutated);
    try {
      if (treeHasErrors(t, language)) continue;
      if (!surelyChangesTokens(p, original, opaque) && syntaxKey(t) === baseKey) continue;
    } finally {
      t.delete();
    }
    const edit: Edit = {
      start: p.start,
      end: p.end,
      original,
      replacement: p.replacement,
      line: lineOf(lineStarts, p.start),
    };
    out.push({ operator: op, rank, edit, code: mutated, seq });
  }
  out.sort((a, b) => a.edit.start - b.edit.start || a.rank - b.rank || a.seq - b.seq);
  return out.map(({ seq: _seq, ...c }) => c);
}

/**
 * A cheap proof that an edit changes the token stream, so the full syntax-key comparison can be skipped: the
 * edit holds no string or comment, and its text differs from the replaced text in more than whitespace. Then
 * strings and comments are untouched while the program's non-whitespace text changed, so the concatenated
 * tokens, and hence the token stream, changed. Anything else is settled by comparing syntax keys.
 */
function surelyChangesTokens(
  p: EditProposal,
  original: string,
  opaque: readonly [number, number][],
): boolean {
  if (opaque.some(([s, e]) => p.start < e && p.end > s)) return false;
  return original.replace(/\s+/g, '') !== p.replacement.replace(/\s+/g, '');
}

/** True when an edit reaches inside a string or comment (covering one whole is fine: e.g. swapping arguments). */
function touchesOpaque(p: EditProposal, opaque: readonly [number, number][]): boolean {
  for (const [s, e] of opaque) {
    if (
      p.start === p.end
        ? s < p.start && p.start < e
        : p.start < e && p.end > s && !(p.start <= s && p.end >= e)
    ) {
      return true;
    }
  }
  return false;
}

export function toMutant(task: string, id: string, c: Candidate): Mutant {
  return { task, id, bug_type: c.operator.bugType, operator: c.operator.id, code: c.code, edits: [c.edit] };
}
