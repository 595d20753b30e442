// query: Find double bookings: given (id, check-in, check-out) bookings with "YYYY-MM-DD" dates where the check-out day
// is free again, return the sorted list of (smaller id, larger id) pairs whose stays share at least one night; stays
// that only touch, or have no nights, do not conflict.
function bookingConflicts(bookings) {
  const cmp = (x, y) => (x < y ? -1 : x > y ? 1 : 0);
  const out = [];
  for (let i = 0; i < bookings.length; i++) {
    for (let j = i + 1; j < bookings.length; j++) {
      const [aId, aStart, aEnd] = bookings[i];
      const [bId, bStart, bEnd] = bookings[j];
      if (aStart < bEnd && bStart < aEnd && aStart < aEnd && bStart < bEnd) {
        out.push([aId, bId].sort(cmp));
      }
    }
  }
  return out.sort((p, q) => cmp(p[0], q[0]) || cmp(p[1], q[1]));
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(bookingConflicts([]), []);
assert.deepStrictEqual(
  bookingConflicts([['a', '2024-01-01', '2024-01-05'], ['b', '2024-01-05', '2024-01-07']]),
  [],
);
assert.deepStrictEqual(
  bookingConflicts([['a', '2024-01-01', '2024-01-05'], ['b', '2024-01-04', '2024-01-07']]),
  [['a', 'b']],
);
assert.deepStrictEqual(
  bookingConflicts([['b', '2024-01-04', '2024-01-07'], ['a', '2024-01-01', '2024-01-05']]),
  [['a', 'b']],
);
assert.deepStrictEqual(
  bookingConflicts([['z', '2024-02-01', '2024-02-03'], ['y', '2024-02-01', '2024-02-03']]),
  [['y', 'z']],
);
assert.deepStrictEqual(
  bookingConflicts([['a', '2024-01-03', '2024-01-03'], ['b', '2024-01-01', '2024-01-05']]),
  [],
);
assert.deepStrictEqual(
  bookingConflicts([
    ['c', '2024-01-01', '2024-01-10'],
    ['a', '2024-01-02', '2024-01-03'],
    ['b', '2024-01-09', '2024-01-12'],
  ]),
  [['a', 'c'], ['b', 'c']],
);
assert.deepStrictEqual(
  bookingConflicts([
    ['a', '2023-12-30', '2024-01-02'],
    ['b', '2024-01-01', '2024-01-02'],
    ['c', '2024-01-02', '2024-01-04'],
  ]),
  [['a', 'b']],
);
assert.deepStrictEqual(
  [
    [['a', '2024-01-05', '2024-01-01'], ['b', '2024-01-02', '2024-01-03']],
    [['a', '2024-01-01', '2024-01-05'], ['b', '2024-01-03', '2024-01-03']],
    [['a', '2024-01-05', '2024-01-07'], ['b', '2024-01-01', '2024-01-03']],
    [['a', '2024-01-05', '2024-01-07'], ['b', '2024-01-03', '2024-01-05']],
  ].map((b) => bookingConflicts(b)),
  [[], [], [], []],
);
assert.deepStrictEqual(
  bookingConflicts([
    ['b', '2024-01-01', '2024-01-04'],
    ['c', '2024-01-03', '2024-01-05'],
    ['a', '2024-01-02', '2024-01-03'],
  ]),
  [['a', 'b'], ['b', 'c']],
);
