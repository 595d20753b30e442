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

/** One argument of a call: positional (`name` undefined) or a keyword argument. */
export interface Argument {
  readonly name?: string;
  readonly value: Value;
}

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
