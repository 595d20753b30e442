import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderHtml } from './html.js';
import { renderMarkdown } from './markdown.js';
import { createReport, type Report, type ReportOptions } from './report.js';

export { createReport, renderHtml, renderMarkdown, type Report, type ReportOptions };

export interface WriteReportOptions extends ReportOptions {
  html?: string;
  md?: string;
  json?: string;
}

/** Build the report and write the requested renderings (default: report.html, report.md, report.json in the results folder). */
export function writeReport(opts: WriteReportOptions): { report: Report; files: string[] } {
  const report = createReport(opts);
  const targets: [string | undefined, () => string][] = [
    [opts.html ?? join(opts.results, 'report.html'), () => renderHtml(report)],
    [opts.md ?? join(opts.results, 'report.md'), () => renderMarkdown(report)],
    [opts.json ?? join(opts.results, 'report.json'), () => JSON.stringify(report, null, 2) + '\n'],
  ];
  const files: string[] = [];
  for (const [file, render] of targets) {
    if (!file) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, render());
    files.push(file);
  }
  return { report, files };
}
