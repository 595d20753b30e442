// query: Format a whole number of seconds as an ISO 8601 duration using days, hours, minutes and seconds, such as
// "P1DT2H3M4S", "P2D" or "PT5M", omitting zero parts (and the "T" when no time part remains), "PT0S" for zero and a
// leading "-" for negative values.
function durationToIso8601(seconds) {
  const sign = seconds < 0 ? '-' : '';
  let s = Math.abs(seconds);
  const days = Math.floor(s / 86400);
  s %= 86400;
  const hours = Math.floor(s / 3600);
  s %= 3600;
  const minutes = Math.floor(s / 60);
  s %= 60;
  const datePart = days ? `${days}D` : '';
  const timePart = (hours ? `${hours}H` : '') + (minutes ? `${minutes}M` : '') + (s ? `${s}S` : '');
  if (!datePart && !timePart) {
    return 'PT0S';
  }
  return `${sign}P${datePart}${timePart ? `T${timePart}` : ''}`;
}

// tests
const assert = require('node:assert');
assert.strictEqual(durationToIso8601(0), 'PT0S');
assert.strictEqual(durationToIso8601(1), 'PT1S');
assert.strictEqual(durationToIso8601(59), 'PT59S');
assert.strictEqual(durationToIso8601(60), 'PT1M');
assert.strictEqual(durationToIso8601(3600), 'PT1H');
assert.strictEqual(durationToIso8601(86400), 'P1D');
assert.strictEqual(durationToIso8601(93784), 'P1DT2H3M4S');
assert.strictEqual(durationToIso8601(90000), 'P1DT1H');
assert.strictEqual(durationToIso8601(-61), '-PT1M1S');
assert.deepStrictEqual([3601, 86399, 172860].map((s) => durationToIso8601(s)), ['PT1H1S', 'PT23H59M59S', 'P2DT1M']);
