// query: Parse a UTC offset such as "Z", "+05:30", "-0800", "+03", "UTC+3", "GMT-4:30" or "UTC" (prefix and letters in
// any case) into signed minutes east of UTC; hours must be at most 14 (one or two digits) and minutes two digits up to
// 59, and anything else gives None.
function utcOffsetTextToMinutes(text) {
  let t = text.trim().toUpperCase();
  if (t.startsWith('UTC') || t.startsWith('GMT')) {
    t = t.slice(3);
    if (t === '') {
      return 0;
    }
  }
  if (t === 'Z') {
    return 0;
  }
  if (t.length < 2 || !'+-'.includes(t[0])) {
    return null;
  }
  const body = t.slice(1);
  let hours;
  let minutes;
  if (body.includes(':')) {
    const colon = body.indexOf(':');
    hours = body.slice(0, colon);
    minutes = body.slice(colon + 1);
    if (minutes.length !== 2) {
      return null;
    }
  } else if (body.length === 4) {
    hours = body.slice(0, 2);
    minutes = body.slice(2);
  } else {
    hours = body;
    minutes = '00';
  }
  const digits = /^\d+$/;
  if (
    !digits.test(hours) ||
    !digits.test(minutes) ||
    hours.length > 2 ||
    Number(hours) > 14 ||
    Number(minutes) > 59
  ) {
    return null;
  }
  const total = Number(hours) * 60 + Number(minutes);
  return t[0] === '-' ? 0 - total : total;
}

// tests
const assert = require('node:assert');
assert.strictEqual(utcOffsetTextToMinutes('Z'), 0);
assert.strictEqual(utcOffsetTextToMinutes('+05:30'), 330);
assert.strictEqual(utcOffsetTextToMinutes('-0800'), -480);
assert.strictEqual(utcOffsetTextToMinutes('+03'), 180);
assert.strictEqual(utcOffsetTextToMinutes('UTC+3'), 180);
assert.strictEqual(utcOffsetTextToMinutes('gmt-4:30'), -270);
assert.strictEqual(utcOffsetTextToMinutes(' utc '), 0);
assert.deepStrictEqual(
  ['+14:00', '-00:00', '+0059', '+9', '+1230'].map((t) => utcOffsetTextToMinutes(t)),
  [840, 0, 59, 540, 750],
);
assert.deepStrictEqual(
  ['+15:00', '+05:60', '05:30', '+', '+5:3', '+123', '+ab', 'EST', '', '+005', '+05:ab'].map((t) =>
    utcOffsetTextToMinutes(t),
  ),
  Array(11).fill(null),
);
