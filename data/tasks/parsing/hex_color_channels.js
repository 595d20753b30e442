// query: Parse a CSS hex color "#rgb" or "#rrggbb" (hex digits in either case) into an (r, g, b) tuple of integers
// 0-255, where the short form doubles each digit; return None for anything else.
function hexColorChannels(text) {
  if (!text.startsWith('#')) {
    return null;
  }
  let body = text.slice(1).toLowerCase();
  if ([...body].some((c) => !'0123456789abcdef'.includes(c))) {
    return null;
  }
  if (body.length === 3) {
    body = [...body].map((c) => c + c).join('');
  } else if (body.length !== 6) {
    return null;
  }
  return [0, 2, 4].map((i) => parseInt(body.slice(i, i + 2), 16));
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(hexColorChannels('#ffffff'), [255, 255, 255]);
assert.deepStrictEqual(hexColorChannels('#000'), [0, 0, 0]);
assert.deepStrictEqual(hexColorChannels('#fa0'), [255, 170, 0]);
assert.deepStrictEqual(hexColorChannels('#1A2b3C'), [26, 43, 60]);
assert.strictEqual(hexColorChannels('1234567'), null);
assert.strictEqual(hexColorChannels('#12345'), null);
assert.strictEqual(hexColorChannels('#ggg'), null);
assert.strictEqual(hexColorChannels('#'), null);
assert.strictEqual(hexColorChannels('#0f0f0f0f'), null);
