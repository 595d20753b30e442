// query: For non-negative integers a and b return a tuple (g, x, y) where g = gcd(a, b) and a*x + b*y = g, with the
// coefficients produced by the iterative extended Euclidean algorithm; (0, 0) gives (0, 1, 0).
function extendedGcdCoeffs(a, b) {
  let [oldR, r] = [a, b];
  let [oldX, x] = [1, 0];
  let [oldY, y] = [0, 1];
  while (r !== 0) {
    const q = Math.floor(oldR / r);
    [oldR, r] = [r, oldR - q * r];
    [oldX, x] = [x, oldX - q * x];
    [oldY, y] = [y, oldY - q * y];
  }
  return [oldR, oldX, oldY];
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(extendedGcdCoeffs(0, 0), [0, 1, 0]);
assert.deepStrictEqual(extendedGcdCoeffs(5, 0), [5, 1, 0]);
assert.deepStrictEqual(extendedGcdCoeffs(0, 7), [7, 0, 1]);
assert.deepStrictEqual(extendedGcdCoeffs(240, 46), [2, -9, 47]);
assert.deepStrictEqual(extendedGcdCoeffs(35, 15), [5, 1, -2]);
assert.deepStrictEqual(extendedGcdCoeffs(3, 7), [1, -2, 1]);
assert.deepStrictEqual(extendedGcdCoeffs(12, 12), [12, 0, 1]);
assert.deepStrictEqual(extendedGcdCoeffs(99, 78), [3, -11, 14]);
