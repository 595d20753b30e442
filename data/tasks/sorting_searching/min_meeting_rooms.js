// query: Given meetings as (start, end) pairs meaning the half-open interval [start, end), return the minimum
// number of rooms needed so no room hosts overlapping meetings; a meeting ending when another starts can share
// the room, and no meetings need 0 rooms.
function minMeetingRooms(meetings) {
  const starts = meetings.map(([s]) => s).sort((a, b) => a - b);
  const ends = meetings.map(([, e]) => e).sort((a, b) => a - b);
  let rooms = 0;
  let best = 0;
  let j = 0;
  for (const s of starts) {
    while (j < ends.length && ends[j] <= s) {
      j += 1;
      rooms -= 1;
    }
    rooms += 1;
    if (rooms > best) {
      best = rooms;
    }
  }
  return best;
}

// tests
const assert = require('node:assert');
assert.strictEqual(minMeetingRooms([]), 0);
assert.strictEqual(minMeetingRooms([[1, 5]]), 1);
assert.strictEqual(minMeetingRooms([[0, 30], [5, 10], [15, 20]]), 2);
assert.strictEqual(minMeetingRooms([[7, 10], [2, 4]]), 1);
assert.strictEqual(minMeetingRooms([[1, 2], [3, 6], [4, 7]]), 2);
assert.strictEqual(minMeetingRooms([[1, 3], [3, 5], [5, 7]]), 1);
assert.strictEqual(minMeetingRooms([[1, 4], [2, 5], [3, 6]]), 3);
assert.strictEqual(minMeetingRooms([[1, 10], [2, 3], [4, 5], [6, 7], [2, 8]]), 3);
assert.strictEqual(minMeetingRooms([[0, 1], [0, 1], [0, 1], [1, 2]]), 3);
assert.strictEqual(minMeetingRooms([[-5, 0], [-2, 1], [0, 3]]), 2);
