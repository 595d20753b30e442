// query: Classify a triangle by its three side lengths (any order) as "equilateral", "isosceles" or "scalene", or
// "invalid" when a side is not positive or the sides cannot form a triangle of positive area.
function triangleSideClass(a, b, c) {
  const [x, y, z] = [a, b, c].sort((p, q) => p - q);
  if (x <= 0 || x + y <= z) {
    return 'invalid';
  }
  if (x === z) {
    return 'equilateral';
  }
  if (x === y || y === z) {
    return 'isosceles';
  }
  return 'scalene';
}

// tests
const assert = require('node:assert');
assert.strictEqual(triangleSideClass(3, 3, 3), 'equilateral');
assert.strictEqual(triangleSideClass(3, 3, 5), 'isosceles');
assert.strictEqual(triangleSideClass(5, 3, 5), 'isosceles');
assert.strictEqual(triangleSideClass(2, 5, 5), 'isosceles');
assert.strictEqual(triangleSideClass(3, 4, 5), 'scalene');
assert.strictEqual(triangleSideClass(5, 4, 3), 'scalene');
assert.strictEqual(triangleSideClass(1, 2, 3), 'invalid');
assert.strictEqual(triangleSideClass(1, 1, 3), 'invalid');
assert.strictEqual(triangleSideClass(0, 0, 0), 'invalid');
assert.strictEqual(triangleSideClass(-2, 3, 4), 'invalid');
