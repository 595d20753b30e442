import { usageError } from '../../core/errors.js';
import type { OnProgress } from '../../core/progress.js';
import { round, taskFileName, type LiteConfig } from '../formats/config.js';
import { checkConfigName, writeReleaseConfig, type ReleaseDataset, type ReleaseManifest } from './folder.js';
import { isSetTask } from '../estimation/set-tasks.js';
import { selectConfig } from '../selection/fit-config.js';
import type { LoadedTask } from '../tasks/folder.js';
import type { RetrievalData } from '../tasks/types/retrieval.js';
import type { ReferenceModel } from '../selection/reference-models.js';
import type { OutcomeMatrix } from '../types.js';
import {
  parseVariant,
  variantLabel,
  variantsFor,
  type Variant,
  type VariantChoice,
} from '../validation/variant.js';
import { configCost } from './cost.js';
import { releaseValidation, type ReleaseValidation } from './validation.js';
import { LITE_DEFAULTS } from '../defaults.js';

export interface ReleaseSelectOptions {
  /** config name: the sub-folder of the release */
  name: string;
  /** release folder */
  out: string;
  k: number;
  variant?: VariantChoice;
  seed?: number;
  C?: number;
  randomDraws?: number;
  /** every input model with its family, type and role in the reference set (default: the matrix's models) */
  referenceModels?: readonly ReferenceModel[];
  tokensPerSecond?: number;
  onProgress?: OnProgress;
}

/** The variant a release config uses: the validation's choice, or a given combo that the validation scored. */
function releaseVariant(mx: OutcomeMatrix, choice: VariantChoice | undefined, v: ReleaseValidation): Variant {
  if (choice === undefined || choice === 'auto') return parseVariant(v.choice.combo);
  const hasSets = mx.tasks.some((_, t) => isSetTask(mx, t));
  const want = hasSets ? { ...choice, setSelection: choice.setSelection ?? 'stratified' } : choice;
  const combos = variantsFor(hasSets).map(variantLabel);
  if (!combos.includes(variantLabel(want)))
    throw usageError(
      `a release config uses a validated combo, not "${variantLabel(want)}"`,
      `use --method auto, or one of ${combos.join(', ')}`,
    );
  return want;
}

function datasets(mx: OutcomeMatrix, tasks: readonly LoadedTask[] | null): ReleaseDataset[] {
  const src = mx.source?.kind === 'tasks' ? mx.source.tasks : null;
  return mx.tasks.map((name, t) => {
    const d = src?.find((x) => x.name === name);
    const loaded = tasks?.find((x) => x.data.meta.name === name);
    const pools = (loaded?.data as RetrievalData | undefined)?.pools ?? null;
    return {
      name,
      type: mx.taskType ? mx.taskType[t] : null,
      main_score: d?.main_score ?? null,
      statistic: isSetTask(mx, t) ? 'set' : 'item',
      dir: d?.dir ?? null,
      sha256: d?.sha256 ?? null,
      items: mx.itemTask.filter((x) => x === t).length,
      pools,
    };
  });
}

/** The shipped combo's family-protocol figures, when the family folds estimated anything (not with one family). */
function familyFigures(
  v: ReleaseValidation,
  label: string,
): { family_mae?: number; family_random_mae?: number } {
  const f = v.aggregate.family[label]?.macro.mae;
  if (f === undefined || !Number.isFinite(f)) return {};
  return { family_mae: round(f), family_random_mae: round(v.aggregate.family.random.macro.mae) };
}

function releaseManifest(
  mx: OutcomeMatrix,
  config: LiteConfig,
  v: ReleaseValidation,
  variant: Variant,
  opts: ReleaseSelectOptions,
  tasks: readonly LoadedTask[] | null,
): ReleaseManifest {
  const label = variantLabel(variant);
  const d = v.aggregate.distinct;
  const { reference_models: refs, ...rest } = config.manifest;
  const models =
    opts.referenceModels ?? refs.map((r, j) => ({ ...r, type: mx.modelTypes?.[j] ?? '', role: 'selection' }));
  return {
    name: opts.name,
    variant: label,
    ...rest,
    tasks: rest.tasks.map((t) => ({ ...t, file: taskFileName(t.name) })),
    reference_models: models.map(({ name, family, type, role }) => ({ name, family, type, role })),
    validation: {
      protocol: 'distinct',
      chosen: label,
      mae: round(d[label].macro.mae),
      kendall: round(d[label].macro.kendall),
      random_mae: round(d.random.macro.mae),
      ...familyFigures(v, label),
      chosen_by: label === v.choice.combo ? v.choice.protocol : 'fixed by the user',
      optimistic: true,
    },
    datasets: datasets(mx, tasks),
    cost: tasks ? configCost(config, tasks, opts.tokensPerSecond ?? LITE_DEFAULTS.tokensPerSecond) : null,
    validation_file: `validation/${opts.name}.json`,
  };
}

/**
 * `lite select --name CONFIG --out DIR`: validate (both protocols, every combo), fit the chosen combo on every
 * reference model, and write the config into the release folder, regenerating the files that cover every config.
 */
export function selectRelease(
  mx: OutcomeMatrix,
  tasks: readonly LoadedTask[] | null,
  opts: ReleaseSelectOptions,
): { config: LiteConfig; manifest: ReleaseManifest; validation: ReleaseValidation } {
  checkConfigName(opts.name);
  const seed = opts.seed ?? LITE_DEFAULTS.seed;
  const C = opts.C ?? LITE_DEFAULTS.C;
  const validation = releaseValidation(mx, {
    k: opts.k,
    seed,
    C,
    randomDraws: opts.randomDraws,
    onProgress: opts.onProgress,
  });
  const variant = releaseVariant(mx, opts.variant, validation);
  const config = selectConfig(mx, { k: opts.k, variant, seed, C });
  const manifest = releaseManifest(mx, config, validation, variant, opts, tasks);
  writeReleaseConfig(opts.out, {
    manifest,
    config: { manifest: manifest as unknown as LiteConfig['manifest'], tasks: config.tasks },
    validation,
  });
  return { config, manifest, validation };
}
