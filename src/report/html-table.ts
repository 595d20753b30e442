import { esc } from './svg.js';

/** An HTML table; cells that look numeric are right-aligned. */
export function htmlTable(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const num = (c: string) => /^[-–\d.]+%?( \[.*\])?( \(\d+\/\d+\))?$/.test(c);
  return (
    `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>` +
    rows
      .map((r) => `<tr>${r.map((c) => `<td${num(c) ? ' class="num"' : ''}>${esc(c)}</td>`).join('')}</tr>`)
      .join('') +
    '</tbody></table>'
  );
}
