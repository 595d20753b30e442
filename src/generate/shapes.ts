/**
 * The three answer shapes: their JSON Schemas (sent as the structured-output option), a lenient reader (a JSON
 * object alone, inside a code fence, or amid prose) and strict checks (every field present with its type, no
 * unknown field, the counts asked for). A failure is a message for the model's next attempt, never a throw.
 */
import { CORE_BUG_TYPES } from '../mutate/index.js';
import type { SchemaName } from './types.js';

const str = { type: 'string' } as const;
const object = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

export const SCHEMAS: Readonly<Record<SchemaName, Readonly<Record<string, unknown>>>> = Object.freeze({
  execret_registry: object({
    entries: { type: 'array', items: object({ entry_point: str, query: str, domain: str }) },
  }),
  execret_task: object({
    code: str,
    tests: { type: 'array', items: str },
    distractors: {
      type: 'array',
      items: object({ bug_type: { type: 'string', enum: [...CORE_BUG_TYPES] }, code: str, description: str }),
    },
  }),
  execret_bugs: object({ bugs: { type: 'array', items: object({ code: str, description: str }) } }),
});

export interface RegistryEntry {
  entry_point: string;
  query: string;
  domain: string;
}
export interface TaskAnswer {
  code: string;
  tests: string[];
  distractors: { bug_type: string; code: string; description: string }[];
}
export interface BugsAnswer {
  bugs: { code: string; description: string }[];
}

export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/** The JSON object in an answer: the whole text, else a fenced block, else the outermost braces. */
export function readJsonObject(text: string): Read<Record<string, unknown>> {
  const tries = [text.trim()];
  for (const m of text.matchAll(/```[a-zA-Z0-9_-]*\s*\n([\s\S]*?)```/g)) tries.push(m[1].trim());
  const a = text.indexOf('{');
  const b = text.lastIndexOf('}');
  if (a >= 0 && b > a) tries.push(text.slice(a, b + 1));
  for (const t of tries) {
    try {
      const v: unknown = JSON.parse(t);
      if (v !== null && typeof v === 'object' && !Array.isArray(v))
        return { ok: true, value: v as Record<string, unknown> };
    } catch {
      // try the next reading
    }
  }
  const start = text.replace(/\s+/g, ' ').trim().slice(0, 80);
  return { ok: false, message: `the answer is not a JSON object (it starts: ${JSON.stringify(start)})` };
}

class ShapeError extends Error {}

function fields(v: unknown, at: string, keys: readonly string[]): Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v))
    throw new ShapeError(`${at}: expected an object`);
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o))
    if (!keys.includes(k)) throw new ShapeError(`${at}.${k}: unknown field (expected ${keys.join(', ')})`);
  for (const k of keys) if (!(k in o)) throw new ShapeError(`${at}.${k}: missing`);
  return o;
}
function text(v: unknown, at: string): string {
  if (typeof v !== 'string') throw new ShapeError(`${at}: expected a string`);
  if (v.trim() === '') throw new ShapeError(`${at}: empty`);
  return v;
}
function list(v: unknown, at: string): unknown[] {
  if (!Array.isArray(v)) throw new ShapeError(`${at}: expected an array`);
  return v;
}

function checked<T>(text_: string, shape: (o: Record<string, unknown>) => T): Read<T> {
  const json = readJsonObject(text_);
  if (!json.ok) return json;
  try {
    return { ok: true, value: shape(json.value) };
  } catch (e) {
    if (e instanceof ShapeError) return { ok: false, message: e.message };
    throw e;
  }
}

export function readRegistry(answer: string): Read<RegistryEntry[]> {
  return checked(answer, (o) =>
    list(fields(o, 'answer', ['entries']).entries, 'entries').map((e, i) => {
      const r = fields(e, `entries[${i}]`, ['entry_point', 'query', 'domain']);
      return {
        entry_point: text(r.entry_point, `entries[${i}].entry_point`),
        query: text(r.query, `entries[${i}].query`),
        domain: text(r.domain, `entries[${i}].domain`),
      };
    }),
  );
}

export function readTask(answer: string, distractors: number): Read<TaskAnswer> {
  return checked(answer, (o) => {
    const r = fields(o, 'answer', ['code', 'tests', 'distractors']);
    const tests = list(r.tests, 'tests').map((t, i) => text(t, `tests[${i}]`));
    if (tests.length === 0) throw new ShapeError('tests: expected at least one test');
    const ds = list(r.distractors, 'distractors').map((d, i) => {
      const x = fields(d, `distractors[${i}]`, ['bug_type', 'code', 'description']);
      const bugType = text(x.bug_type, `distractors[${i}].bug_type`);
      if (!(CORE_BUG_TYPES as readonly string[]).includes(bugType))
        throw new ShapeError(
          `distractors[${i}].bug_type: "${bugType}" is not one of ${CORE_BUG_TYPES.join(', ')}`,
        );
      return {
        bug_type: bugType,
        code: text(x.code, `distractors[${i}].code`),
        description: text(x.description, `distractors[${i}].description`),
      };
    });
    if (ds.length !== distractors)
      throw new ShapeError(`distractors: expected ${distractors}, got ${ds.length}`);
    return { code: text(r.code, 'code'), tests, distractors: ds };
  });
}

export function readBugs(answer: string): Read<BugsAnswer> {
  return checked(answer, (o) => ({
    bugs: list(fields(o, 'answer', ['bugs']).bugs, 'bugs').map((b, i) => {
      const x = fields(b, `bugs[${i}]`, ['code', 'description']);
      return {
        code: text(x.code, `bugs[${i}].code`),
        description: text(x.description, `bugs[${i}].description`),
      };
    }),
  }));
}

/**
 * Whether a free-form rewrite's own description says it is not a bug (equivalent, still correct, no change in
 * behaviour): the pilot's 40 of 127 accidentally correct rewrites said so. "incorrect" is not "correct".
 */
export function saysCorrect(description: string): boolean {
  const d = description.toLowerCase();
  return (
    /\b(equivalent|no (actual |real )?bug|not (actually |really )?(a )?bug|no (functional |behaviou?r(al)? )?change|same (behaviou?r|result|output)s?|behaves (the )?same|identical (behaviou?r|output))\b/.test(
      d,
    ) || /\b(still|remains|is|actually) (correct|right|valid)\b/.test(d)
  );
}
