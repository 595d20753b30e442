// query: Split one CSV line into fields on commas, honouring double-quoted fields (which may contain commas, and "" for
// a literal quote); surrounding quotes are removed and an empty line gives [""].
function splitQuotedCsvLine(line) {
  const fields = [];
  let cur = '';
  let inQuotes = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (inQuotes) {
      if (ch === '"') {
        if (i + 1 < line.length && line[i + 1] === '"') {
          cur += '"';
          i += 1;
        } else {
          inQuotes = false;
        }
      } else {
        cur += ch;
      }
    } else if (ch === '"') {
      inQuotes = true;
    } else if (ch === ',') {
      fields.push(cur);
      cur = '';
    } else {
      cur += ch;
    }
  }
  fields.push(cur);
  return fields;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(splitQuotedCsvLine(''), ['']);
assert.deepStrictEqual(splitQuotedCsvLine('a,b,c'), ['a', 'b', 'c']);
assert.deepStrictEqual(splitQuotedCsvLine('"a,b",c'), ['a,b', 'c']);
assert.deepStrictEqual(splitQuotedCsvLine('x,"say ""hi""",y'), ['x', 'say "hi"', 'y']);
assert.deepStrictEqual(splitQuotedCsvLine(',,'), ['', '', '']);
assert.deepStrictEqual(splitQuotedCsvLine('"",z'), ['', 'z']);
assert.deepStrictEqual(splitQuotedCsvLine('a,"b"'), ['a', 'b']);
assert.deepStrictEqual(splitQuotedCsvLine('"end"""'), ['end"']);
assert.deepStrictEqual(splitQuotedCsvLine('1,"2,3,4",5'), ['1', '2,3,4', '5']);
