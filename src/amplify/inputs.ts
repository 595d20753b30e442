import type { Rng } from '../core/rng.js';
import type { Argument, Value } from '../lang/values.js';
import type { CallSite, Candidate } from './types.js';

/**
 * Type-aware input mutation, EvalPlus style: new inputs are made from the inputs of the task's own tests by
 * mutating one argument (recursively into containers), drawing on the scalars seen in all of them (the
 * "ingredients"). Every new input joins the pool it is drawn from, so mutations compound. Deterministic for a
 * generator state; language-neutral (values, not source text).
 */

/** Longest argument list (as source text) a candidate may have: tests are read by people. */
export const MAX_ARGUMENT_CHARS = 300;
/** Containers grow to at most this many elements. */
const MAX_ITEMS = 24;

interface Ingredients {
  ints: bigint[];
  floats: number[];
  strs: string[];
  chars: string[];
}

function collect(v: Value, into: Ingredients): void {
  switch (v.kind) {
    case 'int':
      into.ints.push(v.value);
      return;
    case 'float':
      into.floats.push(v.value);
      return;
    case 'str':
      into.strs.push(v.value);
      for (const ch of v.value) into.chars.push(ch);
      return;
    case 'list':
    case 'tuple':
    case 'set':
      v.items.forEach((x) => collect(x, into));
      return;
    case 'dict':
      v.entries.forEach(([k, x]) => (collect(k, into), collect(x, into)));
      return;
  }
}

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.int(xs.length)];

function mutateInt(v: bigint, rng: Rng, ing: Ingredients): bigint {
  const lo = ing.ints.reduce((a, b) => (b < a ? b : a), 0n);
  const hi = ing.ints.reduce((a, b) => (b > a ? b : a), 0n);
  const options: bigint[] = [v + 1n, v - 1n, -v, 0n, 1n, v * 2n, v / 2n, lo - 1n, hi + 1n];
  if (ing.ints.length) options.push(pick(rng, ing.ints), pick(rng, ing.ints) + 1n);
  return pick(rng, options);
}

function mutateFloat(v: number, rng: Rng, ing: Ingredients): number {
  const options = [v + 0.5, v - 0.5, -v, 0.0, v * 2, v / 2, v + 1, Math.round(v * 10 + 1) / 10];
  if (ing.floats.length) options.push(pick(rng, ing.floats));
  const x = pick(rng, options);
  return Number.isFinite(x) ? x : v;
}

const EXTRA_CHARS = ['a', 'b', 'z', 'A', ' ', '0', '1', '!'];

const KINDS: readonly RegExp[] = [/[0-9]/, /[a-z]/, /[A-Z]/];
const KIND_CHARS = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/** Another character: of the same kind (digit, lower-case, upper-case letter) three times in four. */
function likeChar(c: string, rng: Rng, alphabet: readonly string[]): string {
  const k = KINDS.findIndex((re) => re.test(c));
  if (k < 0 || rng.next() < 0.25) return pick(rng, alphabet);
  return pick(rng, [...KIND_CHARS[k]]);
}

/** Words of the tests' own strings, for word-level changes of a sentence-like input. */
function wordsOf(ing: Ingredients): string[] {
  return ing.strs.flatMap((x) => x.split(' ')).filter((w) => w !== '');
}

/**
 * A sentence-like string (words between single spaces: `'three one five'`, `'Hello world'`) changed a word at a
 * time: one dropped, two neighbours swapped, one repeated, or one replaced by a word of the tests' own strings.
 * A character edit of such input mostly makes a word the function does not know, which the reference rejects.
 */
function mutateWords(words: string[], rng: Rng, ing: Ingredients): string {
  const at = rng.int(words.length);
  const out = words.slice();
  switch (rng.int(4)) {
    case 0:
      out.splice(at, 1);
      break;
    case 1:
      if (at + 1 < out.length) [out[at], out[at + 1]] = [out[at + 1], out[at]];
      else out.reverse();
      break;
    case 2:
      out.splice(at, 0, out[at]);
      break;
    default: {
      const pool = wordsOf(ing);
      out[at] = pool.length ? pick(rng, pool) : out[at];
    }
  }
  return out.join(' ');
}

function mutateStr(s: string, rng: Rng, ing: Ingredients): string {
  if (/^\S+( \S+)+$/.test(s) && rng.next() < 0.5) return mutateWords(s.split(' '), rng, ing);
  const chars = [...s];
  const alphabet = ing.chars.length ? [...ing.chars, ...EXTRA_CHARS] : EXTRA_CHARS;
  const at = rng.int(chars.length + 1);
  switch (rng.int(11)) {
    case 0:
      return [...chars.slice(0, at), pick(rng, alphabet), ...chars.slice(at)].join('');
    case 1:
      return chars.length ? [...chars.slice(0, at), ...chars.slice(at + 1)].join('') : pick(rng, alphabet);
    case 2:
    case 3:
      // a character replaced, mostly by one of its own kind, so that a date or a code keeps its format
      return chars.length
        ? chars.map((c, i) => (i === at % chars.length ? likeChar(c, rng, alphabet) : c)).join('')
        : 'a';
    case 4:
      if (chars.length > 1) {
        const i = rng.int(chars.length - 1);
        [chars[i], chars[i + 1]] = [chars[i + 1], chars[i]];
      }
      return chars.join('');
    case 5: {
      const j = at + rng.int(chars.length - at + 1);
      return [...chars.slice(0, j), ...chars.slice(at, j), ...chars.slice(j)].join('');
    }
    case 6:
      return [...chars].reverse().join('');
    case 7:
      return rng.next() < 0.5 ? s.toUpperCase() : s.toLowerCase();
    case 8:
      return '';
    case 9:
      return ing.strs.length ? pick(rng, ing.strs) : s + s;
    default:
      return s + (chars.length ? pick(rng, chars) : pick(rng, alphabet));
  }
}

/** A fresh element like the ones of a container: a mutated copy of one of them. */
function anotherLike(items: readonly Value[], rng: Rng, ing: Ingredients, depth: number): Value | null {
  if (items.length === 0) {
    if (ing.ints.length) return { kind: 'int', value: pick(rng, ing.ints) };
    if (ing.strs.length) return { kind: 'str', value: pick(rng, ing.strs) };
    return null;
  }
  return mutateValue(pick(rng, items), rng, ing, depth + 1);
}

function mutateItems(items: readonly Value[], rng: Rng, ing: Ingredients, depth: number): Value[] {
  const out = items.slice();
  const i = rng.int(Math.max(1, out.length));
  switch (rng.int(8)) {
    case 0:
    case 1: {
      if (out.length >= MAX_ITEMS) break;
      const x = anotherLike(out, rng, ing, depth);
      if (x) out.splice(rng.int(out.length + 1), 0, x);
      return out;
    }
    case 2:
      if (out.length) out.splice(i, 1);
      return out;
    case 3:
      return rng.shuffle(out);
    case 4:
      return [];
    case 5:
      if (out.length && out.length < MAX_ITEMS) out.splice(i, 0, out[i]);
      return out;
    case 6:
      return out.reverse();
  }
  if (out.length) out[i] = mutateValue(out[i], rng, ing, depth + 1);
  return out;
}

/** One mutation of a value, of the same type (containers may change size and order; scalars change value). */
export function mutateValue(v: Value, rng: Rng, ing: Ingredients, depth = 0): Value {
  switch (v.kind) {
    case 'int':
      return { kind: 'int', value: mutateInt(v.value, rng, ing) };
    case 'float':
      return { kind: 'float', value: mutateFloat(v.value, rng, ing) };
    case 'bool':
      return { kind: 'bool', value: !v.value };
    case 'str':
      return { kind: 'str', value: mutateStr(v.value, rng, ing) };
    case 'list':
    case 'set':
      return { kind: v.kind, items: depth > 6 ? v.items : mutateItems(v.items, rng, ing, depth) };
    case 'tuple':
      // a tuple is often a record of fixed arity: change an element more often than the size
      if (v.items.length && rng.next() < 0.6) {
        const items = v.items.slice();
        const i = rng.int(items.length);
        items[i] = mutateValue(items[i], rng, ing, depth + 1);
        return { kind: 'tuple', items };
      }
      return { kind: 'tuple', items: depth > 6 ? v.items : mutateItems(v.items, rng, ing, depth) };
    case 'dict':
      return { kind: 'dict', entries: mutateEntries(v.entries, rng, ing, depth) };
    case 'none':
      return v;
  }
}

function mutateEntries(
  entries: readonly (readonly [Value, Value])[],
  rng: Rng,
  ing: Ingredients,
  depth: number,
): (readonly [Value, Value])[] {
  const out = entries.slice();
  const i = rng.int(Math.max(1, out.length));
  switch (rng.int(4)) {
    case 0:
      if (out.length && out.length < MAX_ITEMS) {
        const [k, x] = pick(rng, out);
        out.push([mutateValue(k, rng, ing, depth + 1), mutateValue(x, rng, ing, depth + 1)]);
      }
      return out;
    case 1:
      if (out.length) out.splice(i, 1);
      return out;
    case 2:
      return [];
  }
  if (out.length) out[i] = [out[i][0], mutateValue(out[i][1], rng, ing, depth + 1)];
  return out;
}

/** Mutate one argument of a call. */
function mutateArguments(args: readonly Argument[], rng: Rng, ing: Ingredients): Argument[] {
  if (args.length === 0) return [];
  const out = args.slice();
  const i = rng.int(out.length);
  out[i] = { ...out[i], value: mutateValue(out[i].value, rng, ing) };
  return out;
}

/**
 * Up to `n` distinct candidate inputs (none of them in `exclude`): the given inputs first (as they come, up to half of `n` when there are
 * call sites to mutate), then mutations of the call sites and of earlier candidates. Inputs equal to one of the
 * tests' own, or longer than MAX_ARGUMENT_CHARS as text, are skipped.
 */
export function generateCandidates(
  sites: readonly CallSite[],
  given: readonly CallSite[],
  n: number,
  rng: Rng,
  render: (args: readonly Argument[]) => string,
  exclude: ReadonlySet<string> = new Set(),
): Candidate[] {
  const ing: Ingredients = { ints: [], floats: [], strs: [], chars: [] };
  for (const s of [...sites, ...given]) s.args.forEach((a) => collect(a.value, ing));
  const seen = new Set([...exclude, ...sites.map((s) => render(s.args))]);
  const out: Candidate[] = [];
  const add = (args: readonly Argument[], site: CallSite, origin: Candidate['origin']): void => {
    const text = render(args);
    if (seen.has(text) || text.length > MAX_ARGUMENT_CHARS) return;
    seen.add(text);
    out.push({ args, text, template: site.template, origin });
  };
  const givenCap = sites.length ? Math.ceil(n / 2) : n;
  for (const g of given) {
    if (out.length >= givenCap) break;
    add(g.args, g, 'given');
  }
  const pool: CallSite[] = [...sites, ...out.map((c) => ({ args: c.args, template: c.template }))];
  if (pool.length === 0) return out;
  for (let attempt = 0; out.length < n && attempt < 30 * n; attempt++) {
    const parent = pool[rng.int(pool.length)];
    const before = out.length;
    add(mutateArguments(parent.args, rng, ing), parent, 'mutated');
    if (out.length > before) pool.push({ args: out[out.length - 1].args, template: parent.template });
  }
  return out;
}
