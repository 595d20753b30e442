import { existsSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { ExecretError, inputError } from '../../core/errors.js';
import { sha256 } from '../../core/hash.js';
import { parseJsonl, parseJsonText, readTextFile } from '../../core/jsonl.js';
import { lookup } from '../../core/registry.js';
import { taskType } from './registry.js';
import type { RowsByFile, TaskMeta, TaskType } from './task-type.js';

/**
 * A task folder (docs/lite.md "Task folders"): `task.json` ({type, main_score, split, seed, and the type's own
 * settings}) plus the type's row files; a Retrieval task may be a plain BEIR folder without task.json.
 */
export interface LoadedTask {
  dir: string;
  type: TaskType;
  data: { meta: TaskMeta };
  /** item ids, in item order */
  ids: readonly string[];
  /** sha256 over the files read: sha256 of the text "<sha256(file)>  <name>\n" per file, in read order */
  sha256: string;
  files: Record<string, string>;
}

const COMMON_FIELDS = ['name', 'type', 'main_score', 'split', 'seed', 'description'];

function readTaskJson(dir: string): Record<string, unknown> {
  const file = join(dir, 'task.json');
  if (!existsSync(file)) {
    if (existsSync(join(dir, 'corpus.jsonl')) && existsSync(join(dir, 'queries.jsonl')))
      return { type: 'Retrieval' };
    throw new ExecretError('E_NOT_FOUND', `not a task folder (no task.json, and not a BEIR folder): ${dir}`, {
      hint: 'see docs/lite.md, "Task folders"',
    });
  }
  const doc = parseJsonText(readTextFile(file, 'task.json'), file);
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc))
    throw inputError('expected a JSON object', { file });
  return doc as Record<string, unknown>;
}

/** task.json resolved against the type's defaults; unknown fields and wrong kinds of value are errors. */
export function resolveMeta(
  dir: string,
  doc: Record<string, unknown>,
  file = join(dir, 'task.json'),
): { type: TaskType; meta: TaskMeta } {
  const type = taskType(String(doc.type ?? ''));
  const field = (name: string, kind: 'string' | 'number', dflt: string | number) => {
    const v = doc[name] ?? dflt;
    if (typeof v !== kind || (kind === 'number' && !Number.isInteger(v)))
      throw inputError(`expected ${kind === 'number' ? 'an integer' : 'a string'}`, { file, field: name });
    return v as never;
  };
  for (const k of Object.keys(doc))
    if (!COMMON_FIELDS.includes(k) && !(k in type.params))
      throw inputError(
        `unknown field for a ${type.name} task (known: ${[...COMMON_FIELDS, ...Object.keys(type.params)].join(', ')})`,
        { file, field: k },
      );
  const name: string = field('name', 'string', basename(resolve(dir)));
  if (name === '' || name.includes('/'))
    throw inputError('a task name is not empty and has no "/"', { file, field: 'name' });
  const mainScore = lookup(
    `${type.name} main score`,
    Object.fromEntries(type.mainScores.map((m) => [m, m])),
    field('main_score', 'string', type.mainScores[0]),
  );
  const params = Object.fromEntries(
    Object.entries(type.params).map(([k, d]) => [
      k,
      field(k, typeof d === 'number' ? 'number' : 'string', d),
    ]),
  );
  return {
    type,
    meta: {
      name,
      type: type.name,
      mainScore,
      split: field('split', 'string', 'test'),
      seed: field('seed', 'number', 42),
      params,
    },
  };
}

/** One data file's rows: JSON Lines, a qrels TSV (header optional), or one JSON document. */
export function readRows(
  dir: string,
  name: string,
): { file: string; text: string; rows: { line: number; value: unknown }[] } {
  const file = join(dir, name);
  const text = readTextFile(file, name);
  if (name.endsWith('.jsonl')) return { file, text, rows: parseJsonl(text, file) };
  if (name.endsWith('.json')) {
    return { file, text, rows: [{ line: 1, value: parseJsonText(text, file) }] };
  }
  const rows = text.split('\n').flatMap((raw, i) => {
    const cells = raw.replace(/\r$/, '').split('\t');
    if (raw.trim() === '' || (i === 0 && cells[0] === 'query-id')) return [];
    if (cells.length < 3)
      throw inputError('expected query-id, corpus-id and score, tab-separated', { file, line: i + 1 });
    return [{ line: i + 1, value: cells.slice(0, 3) }];
  });
  return { file, text, rows };
}

/** The rows of the named files of a folder, and each file's sha256. */
export function readFiles(
  dir: string,
  names: readonly string[],
): { rows: RowsByFile; sha256: Record<string, string> } {
  const rows: Record<string, { file: string; rows: { line: number; value: unknown }[] }> = {};
  const hashes: Record<string, string> = {};
  for (const name of names) {
    const r = readRows(dir, name);
    rows[name] = r;
    hashes[name] = sha256(r.text);
  }
  return { rows, sha256: hashes };
}

export function loadTask(dir: string): LoadedTask {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new ExecretError('E_NOT_FOUND', `task folder not found: ${dir}`);
  const { type, meta } = resolveMeta(dir, readTaskJson(dir));
  const names = type.files(meta);
  const { rows, sha256: files } = readFiles(dir, names);
  const listing = names.map((name) => `${files[name]}  ${name}\n`).join('');
  const data = type.fromRows(rows, meta);
  return { dir, type, data, ids: type.itemIds(data), sha256: sha256(listing), files };
}
