/** The flags of open-domain evaluation (`eval --open`, docs/open.md); defaults come from OPEN_DEFAULTS. */
import type { Command } from 'commander';
import { usageError } from '../core/errors.js';
import { OPEN_DEFAULTS, OPEN_LIMITS, type OpenOptions } from '../evaluate/open/options.js';
import { intOption, numberOption } from './io.js';

export interface OpenFlags {
  open?: boolean;
  openDepth?: number;
  openSample?: number;
  openCache?: string | boolean;
  openThresholds?: number[];
  openSimilarity?: boolean;
  openCap?: number;
}

function thresholds(raw: string): number[] {
  return raw.split(',').map((p) => {
    const v = Number(p.trim());
    if (p.trim() === '' || !(v >= 0 && v <= 1))
      throw usageError(`option --open-thresholds: expected numbers in [0, 1], got "${p}"`);
    return v;
  });
}

export function addOpenFlags(cmd: Command): Command {
  return cmd
    .option('--open', 'also judge relevance by execution over the whole corpus (open labels; docs/open.md)')
    .option(
      '--open-depth <k>',
      `with --open: each system's top k are candidates (default: ${OPEN_DEFAULTS.depth})`,
      intOption('--open-depth', ...OPEN_LIMITS.depth),
    )
    .option(
      '--open-sample <n>',
      `with --open: per query, up to n more snippets whose entry point takes the tests' calls, seeded by --seed (default: ${OPEN_DEFAULTS.sample})`,
      intOption('--open-sample', ...OPEN_LIMITS.sample),
    )
    .option(
      '--open-cache <file>',
      `with --open: SQLite cache of (query, snippet) outcomes (default: ${OPEN_DEFAULTS.cache})`,
    )
    .option('--no-open-cache', 'with --open: do not read or write the outcome cache')
    .option(
      '--open-thresholds <list>',
      `with --open: similarity thresholds of the prevalence figures (default: ${OPEN_DEFAULTS.thresholds.join(',')})`,
      thresholds,
    )
    .option(
      '--open-similarity',
      "with --open: prevalence also by each system's own similarity (scores every passing snippet against the pool again)",
    )
    .option(
      '--open-cap <s>',
      `with --open: the longest one test of a candidate may run, alone, before it does not pass, seconds (default: ${OPEN_DEFAULTS.capShare} x the release's --variant-timeout, 0.25 s for a default build)`,
      numberOption('--open-cap', ...OPEN_LIMITS.capS),
    );
}

/** The library options of the flags, or undefined without --open (an --open-* flag alone is a usage error). */
export function openOptions(f: OpenFlags): OpenOptions | undefined {
  const given =
    f.openDepth !== undefined ||
    f.openSample !== undefined ||
    typeof f.openCache === 'string' ||
    f.openCache === false ||
    f.openThresholds !== undefined ||
    f.openSimilarity === true ||
    f.openCap !== undefined;
  if (!f.open) {
    if (given) throw usageError('the --open-* options need --open');
    return undefined;
  }
  return {
    ...(f.openDepth !== undefined && { depth: f.openDepth }),
    ...(f.openSample !== undefined && { sample: f.openSample }),
    ...(typeof f.openCache === 'string' && { cache: f.openCache }),
    ...(f.openCache === false && { cache: false as const }),
    ...(f.openThresholds && { thresholds: f.openThresholds }),
    ...(f.openSimilarity === true && { systemSimilarity: true }),
    ...(f.openCap !== undefined && { capS: f.openCap }),
  };
}
