import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderHtml } from './html.js';
import { renderMarkdown } from './markdown.js';
import { createReport, type Report, type ReportOptions } from './report.js';

export { createReport, renderHtml, renderMarkdown, type Report, type ReportOptions };
export type { ReportSystem } from './report.js';

export interface WriteReportOptions extends ReportOptions {
  /** folder for report.html, report.md and report.json (see reportTargets) */
  out?: string;
  html?: string;
  md?: string;
  json?: string;
}

/**
 * Where each rendering goes. The rule (docs/metrics.md, "Report files"):
 * - a rendering named by its own option (`html`, `md`, `json`) goes to that file;
 * - the others go to `out`/report.{html,md,json} when `out` is given, or when no file is named at all, to the
 *   results folder (the default: all three next to summary.json);
 * - when some file is named and `out` is not, only the named files are written: nothing lands in the results
 *   folder that was not asked for.
 */
export function reportTargets(opts: WriteReportOptions): { html?: string; md?: string; json?: string } {
  const named = opts.html !== undefined || opts.md !== undefined || opts.json !== undefined;
  const dir = opts.out ?? (named ? undefined : opts.results);
  const at = (file: string | undefined, name: string) =>
    file ?? (dir === undefined ? undefined : join(dir, name));
  return {
    html: at(opts.html, 'report.html'),
    md: at(opts.md, 'report.md'),
    json: at(opts.json, 'report.json'),
  };
}

/** Build the report and write the renderings reportTargets names; returns the report and the files written. */
export function writeReport(opts: WriteReportOptions): { report: Report; files: string[] } {
  const report = createReport(opts);
  const targets = reportTargets(opts);
  const renders: [string | undefined, () => string][] = [
    [targets.html, () => renderHtml(report)],
    [targets.md, () => renderMarkdown(report)],
    [targets.json, () => JSON.stringify(report, null, 2) + '\n'],
  ];
  const files: string[] = [];
  for (const [file, render] of renders) {
    if (!file) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, render());
    files.push(file);
  }
  return { report, files };
}
