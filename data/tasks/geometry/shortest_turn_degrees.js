// query: Return the signed rotation in whole degrees, in the range (-180, 180], that turns a compass heading into a
// target heading by the shortest way, positive meaning clockwise; headings may be any integers, negative or above
// 360, and opposite headings give +180.
function shortestTurnDegrees(current, target) {
  let diff = (((target - current) % 360) + 360) % 360;
  if (diff > 180) {
    diff -= 360;
  }
  return diff;
}

// tests
const assert = require('node:assert');
assert.strictEqual(shortestTurnDegrees(0, 90), 90);
assert.strictEqual(shortestTurnDegrees(90, 0), -90);
assert.strictEqual(shortestTurnDegrees(350, 10), 20);
assert.strictEqual(shortestTurnDegrees(10, 350), -20);
assert.strictEqual(shortestTurnDegrees(0, 180), 180);
assert.strictEqual(shortestTurnDegrees(180, 0), 180);
assert.strictEqual(shortestTurnDegrees(0, 181), -179);
assert.strictEqual(shortestTurnDegrees(720, -90), -90);
assert.strictEqual(shortestTurnDegrees(45, 45), 0);
assert.strictEqual(shortestTurnDegrees(-30, 100), 130);
