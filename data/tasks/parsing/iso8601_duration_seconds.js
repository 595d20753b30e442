// query: Convert an ISO 8601 duration restricted to days, hours, minutes and seconds ("P1DT2H30M", "PT45S") or to whole
// weeks alone ("P2W") into seconds; units appear at most once and in that order, each after a non-negative integer,
// with hours, minutes and seconds after "T"; return -1 for anything else, such as years, months or an empty "T".
function iso8601DurationSeconds(text) {
  if (text.length < 3 || text[0] !== 'P') {
    return -1;
  }
  const body = text.slice(1);
  if (body.endsWith('W')) {
    const digits = body.slice(0, -1);
    return /^\d+$/.test(digits) ? Number(digits) * 604800 : -1;
  }
  const t = body.indexOf('T');
  const datePart = t < 0 ? body : body.slice(0, t);
  const timePart = t < 0 ? '' : body.slice(t + 1);
  if (t >= 0 && !timePart) {
    return -1;
  }
  let total = 0;
  for (const [part, units] of [
    [datePart, { D: 86400 }],
    [timePart, { H: 3600, M: 60, S: 1 }],
  ]) {
    const order = Object.keys(units);
    let pos = 0;
    let num = '';
    for (const ch of part) {
      if (/\d/.test(ch)) {
        num += ch;
      } else if (ch in units && num && order.indexOf(ch) >= pos) {
        total += Number(num) * units[ch];
        pos = order.indexOf(ch) + 1;
        num = '';
      } else {
        return -1;
      }
    }
    if (num) {
      return -1;
    }
  }
  return total;
}

// tests
const assert = require('node:assert');
assert.strictEqual(iso8601DurationSeconds('P1DT2H30M5S'), 95405);
assert.strictEqual(iso8601DurationSeconds('PT0S'), 0);
assert.strictEqual(iso8601DurationSeconds('P12W'), 7257600);
assert.strictEqual(iso8601DurationSeconds('PT36H'), 129600);
assert.strictEqual(iso8601DurationSeconds('P3D'), 259200);
assert.strictEqual(iso8601DurationSeconds('PT30M1H'), -1);
assert.strictEqual(iso8601DurationSeconds('PT1M1M'), -1);
assert.strictEqual(iso8601DurationSeconds('P1DT'), -1);
assert.strictEqual(iso8601DurationSeconds('P1M'), -1);
assert.deepStrictEqual(
  ['P', 'PT', 'PW', 'P1H', 'PT5', 'X1D', 'PTM'].map((t) => iso8601DurationSeconds(t)),
  Array(7).fill(-1),
);
