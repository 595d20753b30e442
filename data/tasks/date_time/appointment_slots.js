// query: List bookable appointment start times "HH:MM" in a day: starting at day_start and stepping by `step` minutes,
// keep each start whose slot of `length` minutes ends by day_end and does not overlap any break interval ("HH:MM",
// "HH:MM") (touching a break is fine).
function appointmentSlots(dayStart, dayEnd, length, step, breaks) {
  const mins = (clock) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
  const pad = (n) => String(n).padStart(2, '0');
  const blocked = breaks.map(([a, b]) => [mins(a), mins(b)]);
  const out = [];
  let t = mins(dayStart);
  const end = mins(dayEnd);
  while (t + length <= end) {
    if (blocked.every(([a, b]) => t + length <= a || t >= b)) {
      out.push(`${pad(Math.floor(t / 60))}:${pad(t % 60)}`);
    }
    t += step;
  }
  return out;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(appointmentSlots('09:00', '11:00', 30, 30, []), ['09:00', '09:30', '10:00', '10:30']);
assert.deepStrictEqual(appointmentSlots('09:00', '11:00', 45, 30, []), ['09:00', '09:30', '10:00']);
assert.deepStrictEqual(appointmentSlots('09:00', '12:00', 60, 60, [['10:30', '11:00']]), ['09:00', '11:00']);
assert.deepStrictEqual(appointmentSlots('09:00', '09:30', 30, 15, []), ['09:00']);
assert.deepStrictEqual(appointmentSlots('09:00', '09:29', 30, 15, []), []);
assert.deepStrictEqual(appointmentSlots('13:00', '14:00', 20, 20, [['13:20', '13:40']]), ['13:00', '13:40']);
assert.deepStrictEqual(appointmentSlots('08:50', '10:00', 30, 25, [['09:00', '09:05']]), ['09:15']);
assert.deepStrictEqual(appointmentSlots('09:05', '10:10', 30, 35, [['12:00', '13:00']]), ['09:05', '09:40']);
assert.deepStrictEqual(
  appointmentSlots('10:00', '12:00', 30, 30, [['09:00', '10:30'], ['11:30', '12:00']]),
  ['10:30', '11:00'],
);
