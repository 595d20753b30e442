import type { SyntaxNode } from '../../lang/parser.js';

/** Source of a statement nested at some indentation, with its continuation lines dedented by its own column. */
export function statementText(node: SyntaxNode, source: string): string {
  const lineStart = source.lastIndexOf('\n', node.startIndex - 1) + 1;
  const indent = node.startIndex - lineStart;
  return node.text
    .split('\n')
    .map((l, i) => (i === 0 ? l : l.slice(Math.min(indent, l.length - l.trimStart().length))))
    .join('\n');
}

/** [start of the statement's first line, end of its last line including the newline) */
export function lineSpan(node: SyntaxNode, source: string): [number, number] {
  const start = source.lastIndexOf('\n', node.startIndex - 1) + 1;
  const nl = source.indexOf('\n', node.endIndex);
  return [start, nl < 0 ? source.length : nl + 1];
}

/** Text with the given absolute spans removed (`offset` is where `text` starts in the source). */
export function cut(text: string, spans: readonly [number, number][], offset: number): string {
  let out = text;
  for (const [s, e] of [...spans].sort((a, b) => b[0] - a[0])) {
    const a = Math.max(0, s - offset);
    out = out.slice(0, a) + out.slice(Math.min(out.length, e - offset));
  }
  return out;
}
