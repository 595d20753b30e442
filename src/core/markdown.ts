/**
 * One Markdown table cell from any text, including text execret did not write (a snippet's error message, a task
 * id from an imported file): it must not break the row or render as markup on GitHub. A pipe is escaped
 * everywhere (GFM splits cells before it parses code spans); line breaks become spaces; outside `code spans`,
 * characters that start inline HTML or entities (< > &) are backslash-escaped, so `<img src=x>` shows as text.
 * Cells execret writes with code spans and emphasis keep them.
 */
export function mdCell(text: string | number): string {
  const s = String(text).replace(/\r?\n|\r/g, ' ');
  const out: string[] = [];
  let last = 0;
  for (const m of s.matchAll(/`[^`]*`/g)) {
    out.push(escapeInline(s.slice(last, m.index)), m[0]);
    last = m.index! + m[0].length;
  }
  out.push(escapeInline(s.slice(last)));
  return out.join('').replace(/\|/g, '\\|');
}

const escapeInline = (s: string) => s.replace(/[<>&]/g, (c) => `\\${c}`);

/** A GFM table: a header row, the alignment row, then the rows; every cell through mdCell. */
export function mdTable(
  head: readonly (string | number)[],
  rows: readonly (readonly (string | number)[])[],
): string {
  const line = (cells: readonly (string | number)[]) => `| ${cells.map(mdCell).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}
