import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inputError, usageError } from '../../core/errors.js';
import { parseJsonText, readTextFile } from '../../core/jsonl.js';
import { checkSchemaVersion } from '../../core/schema.js';
import type { PoolParams } from '../pools/format.js';
import type { ConfigCost } from './cost.js';
import type { ReleaseValidation } from './validation.js';
import { renderReleaseReadme, renderReleaseSelection, renderValidationMarkdown } from '../render/release.js';
import { readConfig, taskFileName, type LiteConfig, type LiteManifest } from '../formats/config.js';
import { toCsv } from '../formats/csv.js';

/**
 * The lite release (MTEB-lite's layout): one folder per config plus files that cover every config.
 *   DIR/CONFIG/manifest.json    the config's manifest (ReleaseManifest)
 *   DIR/CONFIG/<Task>.json      per task: selected ids, weights, item parameters, calibration; no texts
 *   DIR/CONFIG/calibration.csv  task, a, b, fit_pearson_r, fit_residual_sd, n, type, statistic, estimator
 *   DIR/validation/CONFIG.json  the release validation (release/validation.ts), and CONFIG.md
 *   DIR/models.csv              model, family, type, role_<CONFIG>... over every config
 *   DIR/README.md, DIR/SELECTION.md   regenerated from every config's manifest and validation
 * `lite select --name CONFIG --out DIR` writes one config and regenerates the shared files.
 */
export interface ReleaseModel {
  name: string;
  family: string;
  /** from the family table's optional third column (e.g. public, base, proprietary); "" when not given */
  type: string;
  /** "selection": a reference model the config was selected and calibrated on */
  role: string;
}

export interface ReleaseDataset {
  name: string;
  type: string | null;
  main_score: string | null;
  statistic: 'item' | 'set';
  dir: string | null;
  sha256: string | null;
  items: number;
  pools: PoolParams | null;
}

export interface ReleaseManifest extends Omit<LiteManifest, 'reference_models'> {
  name: string;
  /** the variant selected with, as its combo label (`anchor+gp`, or `anchor+gp+stratified` with set tasks) */
  variant: string;
  reference_models: ReleaseModel[];
  datasets: ReleaseDataset[];
  cost: ConfigCost | null;
  validation_file: string;
}

export interface ReleaseConfig {
  manifest: ReleaseManifest;
  config: LiteConfig;
  validation: ReleaseValidation;
}

const json = (doc: unknown) => JSON.stringify(doc, null, 2) + '\n';

export function checkConfigName(name: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(name) || name === 'validation')
    throw usageError(`config name "${name}": use letters, digits, "_", "." and "-" (and not "validation")`);
}

function calibrationCsv(config: LiteConfig): string {
  const est = config.manifest.estimator;
  return toCsv([
    ['task', 'a', 'b', 'fit_pearson_r', 'fit_residual_sd', 'n', 'type', 'statistic', 'estimator'],
    ...config.tasks.map((t) => {
      const c = t.calibration[est];
      const stat = t.statistic === 'set' ? 'set' : 'item';
      return [t.task, c.a, c.b, c.r, c.residual_sd, c.n]
        .map(String)
        .concat([t.type ?? '', stat, stat === 'set' ? (t.set_metric ?? '') : est]);
    }),
  ]);
}

/** Write one config of a release, then regenerate the files that cover every config in the folder. */
export function writeReleaseConfig(dir: string, r: ReleaseConfig): void {
  checkConfigName(r.manifest.name);
  const cdir = join(dir, r.manifest.name);
  mkdirSync(cdir, { recursive: true });
  mkdirSync(join(dir, 'validation'), { recursive: true });
  writeFileSync(join(cdir, 'manifest.json'), json(r.manifest));
  for (const t of r.config.tasks) writeFileSync(join(cdir, taskFileName(t.task)), json(t));
  writeFileSync(join(cdir, 'calibration.csv'), calibrationCsv(r.config));
  writeFileSync(join(dir, r.manifest.validation_file), json(r.validation));
  writeFileSync(
    join(dir, 'validation', `${r.manifest.name}.md`),
    renderValidationMarkdown(r.manifest, r.validation),
  );
  regenerateRelease(dir);
}

function readValidation(file: string): ReleaseValidation {
  const doc = parseJsonText(readTextFile(file, 'release validation'), file) as ReleaseValidation;
  checkSchemaVersion(doc as unknown as Record<string, unknown>, file, {
    what: 'lite release validation',
    remedy: 're-run `execret lite select --name`',
    key: 'schema_version',
  });
  if (typeof doc.choice?.combo !== 'string' || typeof doc.aggregate !== 'object')
    throw inputError('expected "choice.combo" and "aggregate"', { file });
  return doc;
}

/** Every config of a release folder (sub-folders whose manifest names itself), in name order. */
export function readRelease(dir: string): ReleaseConfig[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter(
      (n) =>
        n !== 'validation' &&
        statSync(join(dir, n)).isDirectory() &&
        existsSync(join(dir, n, 'manifest.json')),
    )
    .sort()
    .map((n) => {
      const config = readConfig(join(dir, n));
      const manifest = config.manifest as unknown as ReleaseManifest;
      if (manifest.name !== n)
        throw inputError(`the manifest names config "${manifest.name}", its folder is "${n}"`, {
          file: join(dir, n, 'manifest.json'),
          field: 'name',
        });
      return { manifest, config, validation: readValidation(join(dir, manifest.validation_file)) };
    });
}

/** models.csv: one row per model of any config; its role in each config (or why it is not in it). */
function modelsCsv(configs: readonly ReleaseConfig[]): string {
  const models = new Map<string, ReleaseModel>();
  for (const c of configs)
    for (const m of c.manifest.reference_models) if (!models.has(m.name)) models.set(m.name, m);
  return toCsv([
    ['model', 'family', 'type', ...configs.map((c) => `role_${c.manifest.name}`)],
    ...[...models.values()].map((m) => [
      m.name,
      m.family,
      m.type,
      ...configs.map(
        (c) =>
          c.manifest.reference_models.find((x) => x.name === m.name)?.role ??
          'not among this config’s models',
      ),
    ]),
  ]);
}

export function regenerateRelease(dir: string): void {
  const configs = readRelease(dir);
  writeFileSync(join(dir, 'models.csv'), modelsCsv(configs));
  writeFileSync(join(dir, 'README.md'), renderReleaseReadme(dir, configs));
  writeFileSync(join(dir, 'SELECTION.md'), renderReleaseSelection(configs));
}
