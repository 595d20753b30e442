// query: Convert a 12-hour time such as "7:05 PM" or "12:30 am" (hour 1-12, two-digit minutes, a single space, AM/PM
// in any case) to 24-hour "HH:MM"; return an empty string if the input is not in that form.
function twelveHourTo24h(text) {
  const parts = text.trim().split(' ');
  if (parts.length !== 2 || !parts[0].includes(':')) {
    return '';
  }
  const clock = parts[0];
  const suffix = parts[1].toUpperCase();
  if (suffix !== 'AM' && suffix !== 'PM') {
    return '';
  }
  const colon = clock.indexOf(':');
  const hh = clock.slice(0, colon);
  const mm = clock.slice(colon + 1);
  if (!/^\d+$/.test(hh + mm) || mm.length !== 2) {
    return '';
  }
  let h = Number(hh);
  const m = Number(mm);
  if (h < 1 || h > 12 || m > 59) {
    return '';
  }
  if (h === 12) {
    h = 0;
  }
  if (suffix === 'PM') {
    h += 12;
  }
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

// tests
const assert = require('node:assert');
assert.strictEqual(twelveHourTo24h('7:59 PM'), '19:59');
assert.strictEqual(twelveHourTo24h('12:30 am'), '00:30');
assert.strictEqual(twelveHourTo24h('1:00 AM'), '01:00');
assert.strictEqual(twelveHourTo24h('13:00 PM'), '');
assert.strictEqual(twelveHourTo24h('0:15 AM'), '');
assert.strictEqual(twelveHourTo24h('10:60 AM'), '');
assert.strictEqual(twelveHourTo24h('x1:00 AM'), '');
assert.strictEqual(twelveHourTo24h('10:5 AM'), '');
assert.strictEqual(twelveHourTo24h('10:15 XM'), '');
assert.strictEqual(twelveHourTo24h('10:15'), '');
