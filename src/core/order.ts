/** Plain code-unit string order (what `<` does on strings): the same on every machine and locale, the one order
 * used for ids, keys and names everywhere (never `localeCompare`). */
export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
