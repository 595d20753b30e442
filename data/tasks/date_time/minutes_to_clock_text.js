// query: Format an integer count of minutes as a 24-hour "HH:MM" clock time, wrapping around midnight so that values
// of 1440 or more, or negative values, map onto the same 24-hour clock (e.g. -1 becomes "23:59").
function minutesToClockText(minutes) {
  minutes = ((minutes % 1440) + 1440) % 1440;
  const hours = Math.floor(minutes / 60);
  const rest = minutes - hours * 60;
  let h = String(hours);
  let m = String(rest);
  if (hours < 10) {
    h = '0' + h;
  }
  if (rest < 10) {
    m = '0' + m;
  }
  return h + ':' + m;
}

// tests
const assert = require('node:assert');
assert.strictEqual(minutesToClockText(0), '00:00');
assert.strictEqual(minutesToClockText(59), '00:59');
assert.strictEqual(minutesToClockText(60), '01:00');
assert.strictEqual(minutesToClockText(549), '09:09');
assert.strictEqual(minutesToClockText(1439), '23:59');
assert.strictEqual(minutesToClockText(1440), '00:00');
assert.strictEqual(minutesToClockText(-1), '23:59');
assert.strictEqual(minutesToClockText(3000), '02:00');
assert.strictEqual(minutesToClockText(610), '10:10');
