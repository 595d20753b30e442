// query: Convert a frame count to an SMPTE non-drop timecode "HH:MM:SS:FF" at an integer frame rate, hours wrapping
// after 24; a negative frame count or a frame rate below 1 gives None.
function framesToTimecode(frames, fps) {
  if (frames < 0 || fps < 1) {
    return null;
  }
  const ff = frames % fps;
  const seconds = Math.floor(frames / fps);
  return [Math.floor(seconds / 3600) % 24, Math.floor(seconds / 60) % 60, seconds % 60, ff]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}

// tests
const assert = require('node:assert');
assert.strictEqual(framesToTimecode(0, 25), '00:00:00:00');
assert.strictEqual(framesToTimecode(24, 25), '00:00:00:24');
assert.strictEqual(framesToTimecode(25, 25), '00:00:01:00');
assert.strictEqual(framesToTimecode(1499, 25), '00:00:59:24');
assert.strictEqual(framesToTimecode(1500, 25), '00:01:00:00');
assert.strictEqual(framesToTimecode(90000, 25), '01:00:00:00');
assert.strictEqual(framesToTimecode(2160000, 25), '00:00:00:00');
assert.strictEqual(framesToTimecode(2073599, 24), '23:59:59:23');
assert.deepStrictEqual([framesToTimecode(-1, 25), framesToTimecode(100, 0)], [null, null]);
assert.deepStrictEqual([framesToTimecode(1799, 30), framesToTimecode(3661, 1)], ['00:00:59:29', '01:01:01:00']);
