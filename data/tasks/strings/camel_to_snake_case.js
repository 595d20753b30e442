// query: Convert a camelCase or PascalCase identifier to snake_case: an underscore goes before an uppercase letter
// that follows a lowercase letter or digit, or that starts a new word after an acronym (as in "HTTPServer" -> "http_server").
function camelToSnakeCase(name) {
  const isUpper = (c) => /[A-Z]/.test(c);
  const isLower = (c) => /[a-z]/.test(c);
  let out = '';
  for (let i = 0; i < name.length; i++) {
    const ch = name[i];
    if (isUpper(ch) && i > 0) {
      const prev = name[i - 1];
      const next = i + 1 < name.length ? name[i + 1] : '';
      if (isLower(prev) || /\d/.test(prev)) {
        out += '_';
      } else if (isUpper(prev) && isLower(next)) {
        out += '_';
      }
    }
    out += ch.toLowerCase();
  }
  return out;
}

// tests
const assert = require('node:assert');
assert.strictEqual(camelToSnakeCase(''), '');
assert.strictEqual(camelToSnakeCase('aB'), 'a_b');
assert.strictEqual(camelToSnakeCase('camelCase'), 'camel_case');
assert.strictEqual(camelToSnakeCase('PascalCaseName'), 'pascal_case_name');
assert.strictEqual(camelToSnakeCase('HTTPServer'), 'http_server');
assert.strictEqual(camelToSnakeCase('parseHTTPResponse'), 'parse_http_response');
assert.strictEqual(camelToSnakeCase('version2Update'), 'version2_update');
assert.strictEqual(camelToSnakeCase('my_Var'), 'my_var');
assert.strictEqual(camelToSnakeCase('AB'), 'ab');
assert.strictEqual(camelToSnakeCase('ABc'), 'a_bc');
