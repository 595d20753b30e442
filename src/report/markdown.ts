import type { Report } from './report.js';
import { renderRerankMarkdown } from './rerank-render.js';
import { renderOpenMarkdown } from './open.js';
import {
  bugTypeTable,
  canonicalBelowTable,
  deceptionTable,
  domainTable,
  execVsIdentityTable,
  hardestTable,
  languageTable,
  leaderboardTable,
  missTable,
  pairsTable,
  pooledCanonicalBelowTable,
  pooledTable,
  poolDensityTable,
  solvedTable,
  sourceTable,
  spanTable,
  stackedMatchText,
  stackedTable,
  tieTable,
  type Table,
} from './tables.js';
import { TEXT } from './text.js';
import { mdTable } from '../core/markdown.js';

function md(t: Table): string {
  return t.rows.length === 0 ? '_none_' : mdTable(t.head, t.rows);
}

/** The report as Markdown: a pure function of the Report object, sections in the order of the HTML. */
export function renderMarkdown(r: Report): string {
  const out: string[] = ['# execret report', ''];
  const push = (...blocks: string[]) => {
    for (const b of blocks) out.push(b, '');
  };
  push(
    `Release \`${r.release.path}\` (sha256 ${r.release.sha256.slice(0, 12)}…): ${r.release.queries} queries, ` +
      `${r.release.snippets} snippets of which ${r.release.distractors} are execution-verified buggy clones. ` +
      `Seed ${r.seed}${r.bootstrap ? `, ${r.bootstrap.replicates} bootstrap replicates` : ''}. execret ${r.toolVersion}.`,
  );
  if (r.warnings.length) push(r.warnings.map((w) => `> **Warning:** ${w}`).join('\n>\n'));
  push('## Leaderboard', TEXT.leaderboard(r), md(leaderboardTable(r)));
  if (r.languages) push('## Languages', TEXT.languages(r), md(languageTable(r)));
  push('## Ties', TEXT.ties, md(tieTable(r)));
  push('## Pairwise tests', TEXT.pairs, md(pairsTable(r)));
  push('## Miss attribution', TEXT.misses, md(missTable(r)));
  push('## Canonical below its clones', TEXT.canonicalBelow, md(canonicalBelowTable(r)));
  push('Across systems:', md(pooledCanonicalBelowTable(r)));
  push('## Deception', TEXT.deception, md(deceptionTable(r)));
  push('### Pooled over systems', md(pooledTable(r)));
  push('### Deception by bug type', md(bugTypeTable(r)));
  if (sourceTable(r).rows.length) push('### By source', TEXT.sources, md(sourceTable(r)));
  push('### Deception by edit span', TEXT.span, 'Core types:', md(spanTable(r, 'core')));
  push('All types:', md(spanTable(r, 'all')));
  push('## Pool density', TEXT.poolDensity(r), md(poolDensityTable(r)));
  if (r.stacked)
    push('## Stacked against single mutations', stackedMatchText(r.stacked), md(stackedTable(r.stacked)));
  if (r.rerank) out.push(...renderRerankMarkdown(r.rerank, md));
  if (r.open) out.push(...renderOpenMarkdown(r.open, md));
  push('## Domain', TEXT.domain(r), md(domainTable(r)));
  push('### Solved by n systems', md(solvedTable(r)));
  push('### Exec versus identity', TEXT.execVsIdentity(r), md(execVsIdentityTable(r)));
  push('### Hardest queries', md(hardestTable(r)));
  return out.join('\n');
}
