// query: A robot starts at (0, 0) facing north (y grows northward) and follows commands: "L" and "R" turn 90
// degrees left or right, "F<n>" moves n steps forward and "B<n>" n steps backward; return its final (x, y, facing)
// with facing one of "N", "E", "S", "W", or None if any command is malformed.
function robotFinalPosition(commands) {
  const headings = 'NESW';
  const moves = { N: [0, 1], E: [1, 0], S: [0, -1], W: [-1, 0] };
  let x = 0;
  let y = 0;
  let h = 0;
  for (const cmd of commands) {
    if (cmd === 'L') {
      h = (h + 3) % 4;
    } else if (cmd === 'R') {
      h = (h + 1) % 4;
    } else if (cmd.length > 1 && 'FB'.includes(cmd[0]) && /^\d+$/.test(cmd.slice(1))) {
      let steps = Number(cmd.slice(1));
      if (cmd[0] === 'B') {
        steps = -steps;
      }
      const [dx, dy] = moves[headings[h]];
      x += dx * steps;
      y += dy * steps;
    } else {
      return null;
    }
  }
  return [x, y, headings[h]];
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(robotFinalPosition([]), [0, 0, 'N']);
assert.deepStrictEqual(robotFinalPosition(['F3']), [0, 3, 'N']);
assert.deepStrictEqual(robotFinalPosition(['R', 'F2']), [2, 0, 'E']);
assert.deepStrictEqual(robotFinalPosition(['L', 'F2']), [-2, 0, 'W']);
assert.deepStrictEqual(robotFinalPosition(['L', 'L', 'F10', 'B4']), [0, -6, 'S']);
assert.deepStrictEqual(robotFinalPosition(['R', 'R', 'R', 'R']), [0, 0, 'N']);
assert.deepStrictEqual(robotFinalPosition(['F5', 'R', 'F3', 'R', 'B2', 'L', 'F1']), [4, 7, 'E']);
assert.strictEqual(robotFinalPosition(['F']), null);
assert.strictEqual(robotFinalPosition(['F2', 'X']), null);
assert.strictEqual(robotFinalPosition(['R', 'F-3']), null);
