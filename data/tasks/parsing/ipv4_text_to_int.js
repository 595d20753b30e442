// query: Convert a dotted IPv4 address such as "192.168.0.1" to its 32-bit integer value; return -1 unless there are
// exactly four decimal parts, each 0-255 with no leading zeros (a lone "0" is fine).
function ipv4TextToInt(text) {
  const parts = text.split('.');
  if (parts.length !== 4) {
    return -1;
  }
  let value = 0;
  for (const part of parts) {
    if (!part || !/^\d+$/.test(part) || part.length > 3) {
      return -1;
    }
    if (part.length > 1 && part[0] === '0') {
      return -1;
    }
    const n = Number(part);
    if (n > 255) {
      return -1;
    }
    value = value * 256 + n;
  }
  return value;
}

// tests
const assert = require('node:assert');
assert.strictEqual(ipv4TextToInt('0.0.0.0'), 0);
assert.strictEqual(ipv4TextToInt('192.168.0.1'), 3232235521);
assert.strictEqual(ipv4TextToInt('255.255.255.255'), 4294967295);
assert.strictEqual(ipv4TextToInt('256.1.1.1'), -1);
assert.strictEqual(ipv4TextToInt('1.2.3'), -1);
assert.strictEqual(ipv4TextToInt('1.2.3.4.5'), -1);
assert.strictEqual(ipv4TextToInt('01.2.3.4'), -1);
assert.strictEqual(ipv4TextToInt('1..3.4'), -1);
assert.strictEqual(ipv4TextToInt('10.0.0.a'), -1);
assert.strictEqual(ipv4TextToInt('1.2.3.0255'), -1);
