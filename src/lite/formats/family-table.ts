import { writeFileSync } from 'node:fs';
import { inputError } from '../../core/errors.js';
import { readCsv, toCsv } from './csv.js';

/**
 * The family table: a header and `model,family[,type]` rows (type: e.g. public, base, proprietary; it only
 * labels the model in a lite release's models.csv). Models it does not list are their own family.
 */
export function readFamilyTable(file: string): Map<string, { family: string; type: string; line: number }> {
  const rows = readCsv(file, 'families file');
  const out = new Map<string, { family: string; type: string; line: number }>();
  for (const { line, cells } of rows.slice(1)) {
    if (cells.length !== 2 && cells.length !== 3)
      throw inputError(`expected 2 or 3 columns (model, family[, type]), found ${cells.length}`, {
        file,
        line,
      });
    if (cells[0] === '' || cells[1] === '') throw inputError('empty model or family', { file, line });
    if (out.has(cells[0]))
      throw inputError(`model "${cells[0]}" listed twice`, { file, line, field: 'model' });
    out.set(cells[0], { family: cells[1], type: cells[2] ?? '', line });
  }
  return out;
}

/** The type column of the given models ("" when not given). */
export function modelTypesOf(file: string | undefined, models: readonly string[]): string[] {
  if (!file) return models.map(() => '');
  const fam = readFamilyTable(file);
  return models.map((name) => fam.get(name)?.type ?? '');
}

/** The families of the given models, checked against them: a listed model that is not one is an error. */
export function familiesOf(file: string, models: readonly string[]): string[] {
  const fam = readFamilyTable(file);
  for (const [model, { line }] of fam)
    if (!models.includes(model))
      throw inputError(`unknown model "${model}" (not in the outcomes)`, { file, line, field: 'model' });
  return models.map((name) => fam.get(name)?.family ?? name);
}

export function writeFamilyTable(file: string, rows: readonly { model: string; family: string }[]): void {
  writeFileSync(file, toCsv([['model', 'family'], ...rows.map((r) => [r.model, r.family])]));
}
