// query: Build the uppercase acronym of a phrase from the first letter of each word, where words are separated by
// spaces, hyphens or underscores and words that do not start with a letter are skipped; an empty phrase gives "".
function phraseAcronym(phrase) {
  let letters = '';
  for (let i = 0; i < phrase.length; i++) {
    const ch = phrase[i];
    if (!/\p{L}/u.test(ch)) {
      continue;
    }
    if (i === 0 || ' -_'.includes(phrase[i - 1])) {
      letters += ch.toUpperCase();
    }
  }
  return letters;
}

// tests
const assert = require('node:assert');
assert.strictEqual(phraseAcronym(''), '');
assert.strictEqual(phraseAcronym('Portable Network Graphics'), 'PNG');
assert.strictEqual(phraseAcronym('complementary metal-oxide semiconductor'), 'CMOS');
assert.strictEqual(phraseAcronym('  as   soon as possible '), 'ASAP');
assert.strictEqual(phraseAcronym('snake_case_name'), 'SCN');
assert.strictEqual(phraseAcronym('the 3rd kind'), 'TK');
assert.strictEqual(phraseAcronym('x'), 'X');
assert.strictEqual(phraseAcronym('a1b c2d'), 'AC');
assert.strictEqual(phraseAcronym('---'), '');
assert.strictEqual(phraseAcronym('ab'), 'A');
