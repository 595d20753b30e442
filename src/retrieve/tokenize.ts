/**
 * Code-aware tokenizer shared by the sparse retrievers. Identifiers are split into lower-cased parts at
 * underscores, camelCase and letter/digit boundaries (`parseHTTPResponse2` -> parse, http, response, 2);
 * operators are tokens of their own, longest match first, so `<=` and `<` differ (a distractor often differs
 * from the canonical by exactly that); any other punctuation character is a one-character token. Whitespace is
 * dropped.
 */
const OPERATORS = [
  '>>>=', '===', '!==', '**=', '//=', '<<=', '>>=', '>>>', '...', '??=', '&&=', '||=',
  '==', '!=', '<=', '>=', '**', '//', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '@=',
  '&&', '||', '??', '?.', '<<', '>>', '->', '=>', '++', '--', ':=',
]; // prettier-ignore

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const TOKEN = new RegExp(
  `([\\p{L}\\p{N}_]+)|(${OPERATORS.map(escape).join('|')})|([^\\s\\p{L}\\p{N}_])`,
  'gu',
);
const PART = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+|\p{L}+/gu;

export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(TOKEN)) {
    if (m[1] !== undefined) {
      for (const chunk of m[1].split('_')) {
        for (const p of chunk.matchAll(PART)) out.push(p[0].toLowerCase());
      }
    } else {
      out.push(m[0]);
    }
  }
  return out;
}
