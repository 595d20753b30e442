// query: Rank players from a dict of name -> score using standard competition ranking ("1224"): order by score
// descending then name ascending, give tied scores the same rank and skip the following ranks; return (rank, name)
// pairs.
function competitionRanking(scores) {
  const ordered = Object.entries(scores).sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
  const out = [];
  ordered.forEach(([name, score], i) => {
    const rank = i > 0 && score === ordered[i - 1][1] ? out[out.length - 1][0] : i + 1;
    out.push([rank, name]);
  });
  return out;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(competitionRanking({}), []);
assert.deepStrictEqual(competitionRanking({ a: 10 }), [[1, 'a']]);
assert.deepStrictEqual(competitionRanking({ a: 10, b: 20, c: 15 }), [[1, 'b'], [2, 'c'], [3, 'a']]);
assert.deepStrictEqual(
  competitionRanking({ a: 10, b: 20, c: 20, d: 5 }),
  [[1, 'b'], [1, 'c'], [3, 'a'], [4, 'd']],
);
assert.deepStrictEqual(competitionRanking({ x: 3, y: 3, z: 3 }), [[1, 'x'], [1, 'y'], [1, 'z']]);
assert.deepStrictEqual(
  competitionRanking({ p: 1, q: 2, r: 2, s: 2, t: 0 }),
  [[1, 'q'], [1, 'r'], [1, 's'], [4, 'p'], [5, 't']],
);
assert.deepStrictEqual(competitionRanking({ m: -1, n: -1, o: 4 }), [[1, 'o'], [2, 'm'], [2, 'n']]);
assert.deepStrictEqual(competitionRanking({ b: 7, a: 7 }), [[1, 'a'], [1, 'b']]);
