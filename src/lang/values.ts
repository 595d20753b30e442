/**
 * Test values, independent of any language: what importers read out of literal arguments and expected results,
 * and what `execret amplify` mutates and writes back. Each language renders and parses them in its own syntax
 * (src/lang/<language>/literals.ts). Integers are bigints, so Python's unbounded ints survive the round trip.
 */
export type Value =
  | { readonly kind: 'none' }
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'int'; readonly value: bigint }
  | { readonly kind: 'float'; readonly value: number }
  | { readonly kind: 'str'; readonly value: string }
  | { readonly kind: 'list' | 'tuple' | 'set'; readonly items: readonly Value[] }
  | { readonly kind: 'dict'; readonly entries: readonly (readonly [Value, Value])[] };

export type ValueKind = Value['kind'];

/** One argument of a call: positional (`name` undefined) or a keyword argument. */
export interface Argument {
  readonly name?: string;
  readonly value: Value;
}

export const NONE: Value = Object.freeze({ kind: 'none' });
export const bool = (value: boolean): Value => ({ kind: 'bool', value });
export const int = (value: bigint | number): Value => ({ kind: 'int', value: BigInt(value) });
export const float = (value: number): Value => ({ kind: 'float', value });
export const str = (value: string): Value => ({ kind: 'str', value });
export const list = (items: readonly Value[]): Value => ({ kind: 'list', items });
export const tuple = (items: readonly Value[]): Value => ({ kind: 'tuple', items });

/** True when a float occurs anywhere inside the value (its comparison then needs a tolerance). */
export function containsFloat(v: Value): boolean {
  switch (v.kind) {
    case 'float':
      return true;
    case 'list':
    case 'tuple':
    case 'set':
      return v.items.some(containsFloat);
    case 'dict':
      return v.entries.some(([k, x]) => containsFloat(k) || containsFloat(x));
    default:
      return false;
  }
}

/** Nesting depth: a scalar is 0, `[1]` is 1, `[[1]]` is 2. */
export function depth(v: Value): number {
  switch (v.kind) {
    case 'list':
    case 'tuple':
    case 'set':
      return 1 + Math.max(0, ...v.items.map(depth));
    case 'dict':
      return 1 + Math.max(0, ...v.entries.map(([k, x]) => Math.max(depth(k), depth(x))));
    default:
      return 0;
  }
}

/** Structural equality (floats by value, NaN equal to itself so that deduplication terminates). */
export function sameValue(a: Value, b: Value): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'none':
      return true;
    case 'bool':
    case 'int':
    case 'str':
      return a.value === (b as typeof a).value;
    case 'float':
      return Object.is(a.value, (b as typeof a).value) || a.value === (b as typeof a).value;
    case 'list':
    case 'tuple':
    case 'set': {
      const bi = (b as typeof a).items;
      return a.items.length === bi.length && a.items.every((x, i) => sameValue(x, bi[i]));
    }
    case 'dict': {
      const be = (b as typeof a).entries;
      return (
        a.entries.length === be.length &&
        a.entries.every(([k, x], i) => sameValue(k, be[i][0]) && sameValue(x, be[i][1]))
      );
    }
  }
}
