import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inputError } from '../../core/errors.js';
import { parseJsonText, readTextFile } from '../../core/jsonl.js';

/**
 * Full task scores read straight from mteb's results layout (the `embeddings-benchmark/results` repository, or
 * what `mteb run --output_folder` writes):
 *
 *   results/<model>/<revision>/<Task>.json    {"task_name", "mteb_version", "scores": {"<split>": [
 *                                               {"hf_subset": "default", "languages": [...], "main_score": 0.71, ...},
 *                                               ...]}, ...}
 *   results/<model>/<revision>/model_meta.json {"name": "org/model", "revision": "..."} (optional)
 *
 * A task's full score is the mean of `main_score` over the entries (hf subsets) of its split: what mteb's
 * `TaskResult.get_score()` computes (np.mean over the subsets of the evaluated split). The model is named by
 * model_meta.json's `name`, else by its folder with `__` read as `/` (mteb's convention), and a model of the
 * outcomes matches either that name or the folder name; `NAME@REVISION` picks one revision. A model without the
 * task's file, or whose file lacks the split, has no score there (the same as mteb, which filters such results
 * out); a file that is not in the results format is an input error naming the file and field.
 */
export interface MtebScores {
  /** task-major (t * models.length + j); NaN = no score */
  scores: Float64Array;
  /** the file each score came from ("" where none) */
  files: string[];
  /** what was skipped and why (a missing split), one line each */
  notes: string[];
}

interface Revision {
  /** model names this revision answers to: the meta name, the folder name, and both with @revision */
  names: string[];
  revision: string;
  dir: string;
}

const isDir = (p: string) => existsSync(p) && statSync(p).isDirectory();

/** The `results/` folder: the given one, or its `results/` sub-folder (the root of a results repository). */
export function mtebResultsRoot(dir: string): string {
  return isDir(join(dir, 'results')) ? join(dir, 'results') : dir;
}

function readJson(file: string, what: string): Record<string, unknown> {
  const doc = parseJsonText(readTextFile(file, what), file);
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc))
    throw inputError('expected a JSON object', { file });
  return doc as Record<string, unknown>;
}

/** Every (model, revision) folder of the results root, in name order. */
function revisions(root: string): Revision[] {
  const out: Revision[] = [];
  for (const modelDir of readdirSync(root).sort()) {
    if (!isDir(join(root, modelDir))) continue;
    for (const revDir of readdirSync(join(root, modelDir)).sort()) {
      const dir = join(root, modelDir, revDir);
      if (!isDir(dir)) continue;
      const metaFile = join(dir, 'model_meta.json');
      const meta = existsSync(metaFile) ? readJson(metaFile, 'mteb model_meta.json') : {};
      const name = typeof meta.name === 'string' ? meta.name : modelDir.replace(/__/g, '/');
      const revision = typeof meta.revision === 'string' ? meta.revision : revDir;
      const names = [...new Set([name, modelDir])];
      out.push({ names: [...names, ...names.map((x) => `${x}@${revision}`)], revision, dir });
    }
  }
  return out;
}

/** The mean main_score over the entries of one split of a task file; null when the file lacks the split. */
export function mtebTaskScore(file: string, split: string): number | null {
  const doc = readJson(file, 'mteb task result');
  const scores = doc.scores;
  if (typeof scores !== 'object' || scores === null || Array.isArray(scores))
    throw inputError(
      'expected a "scores" object ({"<split>": [{"hf_subset", "main_score", ...}]})',
      { file, field: 'scores' },
      'results written by mteb before 1.11 have no "scores"; load and save them with a recent mteb',
    );
  const entries = (scores as Record<string, unknown>)[split];
  if (entries === undefined) return null;
  if (!Array.isArray(entries) || entries.length === 0)
    throw inputError('expected a non-empty array of subset scores', { file, field: `scores.${split}` });
  let sum = 0;
  entries.forEach((e, i) => {
    const v = (e as Record<string, unknown> | null)?.main_score;
    if (typeof v !== 'number' || !Number.isFinite(v))
      throw inputError(`expected a number, got ${JSON.stringify(v)}`, {
        file,
        field: `scores.${split}[${i}].main_score`,
      });
    sum += v;
  });
  return sum / entries.length;
}

/**
 * Full scores of the given models on the given tasks from an mteb results folder. `splitOf(task)` names the split
 * each task is scored on (mteb's eval split: usually `test`).
 */
export function readMtebResults(
  dir: string,
  tasks: readonly string[],
  models: readonly string[],
  splitOf: (task: string) => string,
): MtebScores {
  const root = mtebResultsRoot(dir);
  if (!isDir(root))
    throw inputError('expected a folder of mteb results (results/<model>/<revision>/)', { file: dir });
  const revs = revisions(root);
  const m = models.length;
  const scores = new Float64Array(tasks.length * m).fill(NaN);
  const files: string[] = new Array<string>(tasks.length * m).fill('');
  const notes: string[] = [];
  models.forEach((model, j) => {
    const mine = revs.filter((r) => r.names.includes(model));
    if (mine.length === 0) notes.push(`${model}: no folder in ${root}: no full score on any task`);
    tasks.forEach((task, t) => {
      const found = mine
        .map((r) => ({ r, file: join(r.dir, `${task}.json`) }))
        .filter((x) => existsSync(x.file));
      if (found.length > 1)
        throw inputError(
          `model "${model}" has results for task "${task}" in ${found.length} revisions (${found.map((x) => x.r.revision).join(', ')})`,
          { file: root },
          `name the model NAME@REVISION in the outcomes to pick one, e.g. "${model}@${found[0].r.revision}"`,
        );
      if (found.length === 0) return;
      const split = splitOf(task);
      const v = mtebTaskScore(found[0].file, split);
      if (v === null) notes.push(`${model}: ${found[0].file} has no "${split}" split: no score on ${task}`);
      else {
        scores[t * m + j] = v;
        files[t * m + j] = found[0].file;
      }
    });
  });
  return { scores, files, notes };
}
