import { containsFloat, type Value } from '../values.js';
import { pythonFloatRepr, renderPython } from './literals.js';

/**
 * Tolerance for float results, recorded in the test itself: |got - want| <= atol + rtol * |want|. The defaults
 * are EvalPlus's (an absolute 1e-6 when a dataset gives none) plus a relative 1e-6, so that large results are not
 * held to digits beyond a double's precision.
 */
export interface Tolerance {
  atol: number;
  rtol: number;
}

export const DEFAULT_TOLERANCE: Tolerance = Object.freeze({ atol: 1e-6, rtol: 1e-6 });

/** Up to three significant digits, rounded up (a bound that reads well and is never tighter than asked). */
export function roundUp(x: number): number {
  if (!(x > 0) || !Number.isFinite(x)) return x;
  const e = Math.floor(Math.log10(x)) - 2;
  const m = Math.ceil(Number((x / 10 ** e).toPrecision(12)));
  return Number(`${m}e${e}`);
}

const NUMBER = (v: Value) => v.kind === 'int' || v.kind === 'float';

/**
 * One assert statement: `call` (Python source of the observed expression, e.g. `f(1, [2])`) against `expected`.
 * Exact `==` without floats (`is None` for None); with floats, a tolerance check for a float, or for a flat list
 * or tuple of numbers. Null when the expected value has floats in any other shape, or a float with no literal
 * (inf, nan): no single test statement states such a result with a tolerance.
 */
export function renderPythonAssert(
  call: string,
  expected: Value,
  tol: Tolerance = DEFAULT_TOLERANCE,
): string | null {
  if (expected.kind === 'none') return `assert ${call} is None`;
  if (!containsFloat(expected)) return `assert ${call} == ${renderPython(expected)}`;
  if (expected.kind === 'float') {
    if (!Number.isFinite(expected.value)) return null;
    const bound = roundUp(tol.atol + tol.rtol * Math.abs(expected.value));
    return `assert abs(${call} - ${renderPython(expected)}) <= ${pythonFloatRepr(bound)}`;
  }
  if ((expected.kind === 'list' || expected.kind === 'tuple') && expected.items.every(NUMBER)) {
    if (expected.items.some((v) => v.kind === 'float' && !Number.isFinite(v.value))) return null;
    const close = `abs(g - w) <= ${pythonFloatRepr(tol.atol)} + ${pythonFloatRepr(tol.rtol)} * abs(w)`;
    return (
      `assert (lambda got, want: len(got) == len(want) and all(${close} for g, w in zip(got, want)))` +
      `(${call}, ${renderPython(expected)})`
    );
  }
  return null;
}
