import { inputError, type ErrorLocation } from '../core/errors.js';
import type { LanguageId, ProvidedDistractor, Provenance, Task, TaskSource } from '../core/types.js';
import { LANGUAGE_IDS } from '../lang/index.js';

export const LANGUAGES: readonly LanguageId[] = LANGUAGE_IDS;
const ID_RE = /^[A-Za-z0-9_][A-Za-z0-9_.:-]*$/;
const IDENT_RE = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const KNOWN_FIELDS = new Set([
  'id',
  'language',
  'domain',
  'query',
  'entry_point',
  'code',
  'tests',
  'setup',
  'inputs',
  'atol',
  // task format 2 (docs/formats.md)
  'context',
  'source',
  'distractors',
  'provenance',
]);

/**
 * Validate one parsed task object. Every problem names the file, line and field; the first problem throws.
 * Unknown fields are errors too (they are usually typos such as "entrypoint").
 */
export function validateTask(value: unknown, loc: ErrorLocation): Task {
  const at = (field: string): ErrorLocation => ({ ...loc, field });
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw inputError(`expected a JSON object, got ${describe(value)}`, loc);
  }
  const o = value as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    if (!KNOWN_FIELDS.has(k)) {
      // A public dataset's record (HumanEval, MBPP and EvalPlus all have task_id) is converted by `import` first.
      const hint =
        'task_id' in o
          ? `this is a public dataset's record, not an execret task: convert the file first with \`execret import FORMAT ${loc.file ?? 'FILE'} --out tasks.jsonl\` (formats: execret import --help)`
          : `known fields: ${[...KNOWN_FIELDS].join(', ')}`;
      throw inputError(`unknown field`, at(k), hint);
    }
  }
  const str = (field: string, required = true): string | undefined => {
    const v = o[field];
    if (v === undefined) {
      if (required) throw inputError('missing required field', at(field));
      return undefined;
    }
    if (typeof v !== 'string') throw inputError(`expected a string, got ${describe(v)}`, at(field));
    if (required && v.trim() === '') throw inputError('must not be empty', at(field));
    return v;
  };
  const id = str('id')!;
  if (!ID_RE.test(id)) throw inputError(`invalid id "${id}" (letters, digits, _ . : - only)`, at('id'));
  const language = str('language')!;
  if (!LANGUAGES.includes(language as LanguageId)) {
    throw inputError(`unsupported language "${language}"`, at('language'), `one of: ${LANGUAGES.join(', ')}`);
  }
  const domain = str('domain', false) ?? 'general';
  const query = str('query')!;
  const entry = str('entry_point')!;
  if (!IDENT_RE.test(entry)) throw inputError(`"${entry}" is not an identifier`, at('entry_point'));
  const code = str('code')!;
  const setup = str('setup', false);
  if (o.tests === undefined) throw inputError('missing required field', at('tests'));
  const tests = stringList(o.tests, 'tests', at, { allowEmpty: false });
  const task: Task = {
    id,
    language: language as LanguageId,
    domain,
    query,
    entry_point: entry,
    code,
    tests,
  };
  if (setup !== undefined && setup !== '') task.setup = setup;
  if (o.inputs !== undefined) task.inputs = stringList(o.inputs, 'inputs', at, { allowEmpty: true });
  if (o.atol !== undefined) {
    if (typeof o.atol !== 'number' || !Number.isFinite(o.atol) || o.atol <= 0)
      throw inputError(`expected a positive number, got ${describe(o.atol)}`, at('atol'));
    task.atol = o.atol;
  }
  const context = str('context', false);
  if (context !== undefined && context !== '') task.context = context;
  if (o.source !== undefined) task.source = taskSource(o.source, at);
  if (o.distractors !== undefined) task.distractors = providedDistractors(o.distractors, at);
  if (o.provenance !== undefined) task.provenance = provenance(o.provenance, at);
  return task;
}

/** Task format 2 `source`: `{"path", "line", "commit"}` (commit a string or null). */
function taskSource(v: unknown, at: (field: string) => ErrorLocation): TaskSource {
  const o = objectOf(v, 'source', at);
  if (typeof o.path !== 'string' || o.path === '')
    throw inputError(`expected a non-empty string, got ${describe(o.path)}`, at('source.path'));
  if (!Number.isInteger(o.line) || (o.line as number) < 1)
    throw inputError(`expected a positive integer, got ${describe(o.line)}`, at('source.line'));
  if (o.commit !== null && typeof o.commit !== 'string')
    throw inputError(`expected a string or null, got ${describe(o.commit)}`, at('source.commit'));
  return { path: o.path, line: o.line as number, commit: o.commit };
}

/** Where a task-provided distractor may come from (task format 2; docs/formats.md). */
export const DISTRACTOR_ORIGINS = Object.freeze(['llm', 'history'] as const);
const DISTRACTOR_FIELDS = new Set(['code', 'bug_type', 'origin', 'description', 'commit']);
const BUG_TYPE_RE = /^[a-z][a-z0-9_]*$/;

/** `distractors`: an array of {code, bug_type, origin, description?, commit?: {id, date, subject}}. */
function providedDistractors(v: unknown, at: (field: string) => ErrorLocation): ProvidedDistractor[] {
  if (!Array.isArray(v))
    throw inputError(`expected an array of objects, got ${describe(v)}`, at('distractors'));
  return v.map((d, i) => {
    const f = (k: string) => at(`distractors[${i}].${k}`);
    if (d === null || typeof d !== 'object' || Array.isArray(d))
      throw inputError(`expected an object, got ${describe(d)}`, at(`distractors[${i}]`));
    const o = d as Record<string, unknown>;
    for (const k of Object.keys(o))
      if (!DISTRACTOR_FIELDS.has(k))
        throw inputError('unknown field', f(k), `known fields: ${[...DISTRACTOR_FIELDS].join(', ')}`);
    const text = (k: string, required: boolean): string | undefined => {
      const x = o[k];
      if (x === undefined) {
        if (required) throw inputError('missing required field', f(k));
        return undefined;
      }
      if (typeof x !== 'string') throw inputError(`expected a string, got ${describe(x)}`, f(k));
      if (required && x.trim() === '') throw inputError('must not be empty', f(k));
      return x;
    };
    const code = text('code', true)!;
    const bugType = text('bug_type', true)!;
    if (!BUG_TYPE_RE.test(bugType))
      throw inputError(`"${bugType}" is not a bug type (lower-case letters, digits, _)`, f('bug_type'));
    const origin = text('origin', true)!;
    if (!(DISTRACTOR_ORIGINS as readonly string[]).includes(origin))
      throw inputError(`unknown origin "${origin}"`, f('origin'), `one of: ${DISTRACTOR_ORIGINS.join(', ')}`);
    const out: ProvidedDistractor = {
      code,
      bug_type: bugType,
      origin: origin as ProvidedDistractor['origin'],
    };
    const description = text('description', false);
    if (description !== undefined) out.description = description;
    if (o.commit !== undefined) {
      const c = o.commit;
      if (c === null || typeof c !== 'object' || Array.isArray(c))
        throw inputError(`expected an object {id, date, subject}, got ${describe(c)}`, f('commit'));
      const r = c as Record<string, unknown>;
      for (const k of ['id', 'date', 'subject'])
        if (typeof r[k] !== 'string')
          throw inputError(`expected a string, got ${describe(r[k])}`, f(`commit.${k}`));
      out.commit = { id: r.id as string, date: r.date as string, subject: r.subject as string };
    }
    return out;
  });
}

function objectOf(v: unknown, field: string, at: (field: string) => ErrorLocation): Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v))
    throw inputError(`expected an object, got ${describe(v)}`, at(field));
  return v as Record<string, unknown>;
}

/** `provenance`: {model, prompt_sha256: {name: hex}}. */
function provenance(v: unknown, at: (field: string) => ErrorLocation): Provenance {
  if (v === null || typeof v !== 'object' || Array.isArray(v))
    throw inputError(`expected an object {model, prompt_sha256}, got ${describe(v)}`, at('provenance'));
  const o = v as Record<string, unknown>;
  if (typeof o.model !== 'string' || o.model === '')
    throw inputError(`expected a string, got ${describe(o.model)}`, at('provenance.model'));
  const h = o.prompt_sha256;
  if (h === null || typeof h !== 'object' || Array.isArray(h))
    throw inputError(
      `expected an object of sha256 hex strings, got ${describe(h)}`,
      at('provenance.prompt_sha256'),
    );
  for (const [k, x] of Object.entries(h))
    if (typeof x !== 'string' || !/^[0-9a-f]{64}$/.test(x))
      throw inputError(
        `expected a sha256 hex string, got ${describe(x)}`,
        at(`provenance.prompt_sha256.${k}`),
      );
  return { model: o.model, prompt_sha256: { ...(h as Record<string, string>) } };
}

/** An array of non-empty strings (at least one unless allowEmpty), each problem naming its index. */
function stringList(
  v: unknown,
  field: string,
  at: (field: string) => ErrorLocation,
  opts: { allowEmpty: boolean },
): string[] {
  if (!Array.isArray(v)) throw inputError(`expected an array of strings, got ${describe(v)}`, at(field));
  if (v.length === 0 && !opts.allowEmpty) throw inputError('must hold at least one test', at(field));
  v.forEach((t, i) => {
    if (typeof t !== 'string')
      throw inputError(`expected a string, got ${describe(t)}`, at(`${field}[${i}]`));
    if (t.trim() === '') throw inputError('must not be empty', at(`${field}[${i}]`));
  });
  return v as string[];
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  return typeof v === 'object' ? 'an object' : `${typeof v} ${JSON.stringify(v)}`.slice(0, 60);
}
