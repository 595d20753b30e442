import { docComment, findFunction, type JsLike } from '../../lang/javascript/syntax.js';
import { withTree } from '../../lang/parser.js';
import { getLanguage } from '../../lang/index.js';
import { skip, type RecordOutcome } from './types.js';

/**
 * The reference code of a JavaScript or TypeScript dataset record (prompt + solution) taken apart: the entry point,
 * its documentation comment (the query) and the code without that comment.
 */
export interface JsReference {
  entry: string;
  code: string;
  query: string;
}

/**
 * The function the prompt opens: the last top-level function whose declaration starts inside the prompt (HumanEval-X
 * prompts may define helpers first, as `isPalindrome` before `makePalindrome`).
 */
async function promptFunction(code: string, promptLength: number, lang: JsLike): Promise<string | null> {
  const names = await getLanguage(lang).syntax.moduleLevelNames(code);
  return withTree(code, lang, (tree) => {
    let best: { name: string; at: number } | null = null;
    for (const name of names) {
      const found = findFunction(tree.rootNode, name);
      const at = found?.statement.startIndex ?? -1;
      if (found && at < promptLength && (!best || at > best.at)) best = { name, at };
    }
    return best?.name ?? null;
  });
}

/**
 * Prompt + solution to an entry point, query and code, or the reason the record cannot become a task: the code must
 * parse, the prompt must open a top-level function, and that function must carry a comment to become the query.
 */
export async function takeApartReference(
  prompt: string,
  solution: string,
  lang: JsLike,
  id: string,
): Promise<JsReference | RecordOutcome> {
  const full = prompt + solution;
  const syntax = getLanguage(lang).syntax;
  if (await syntax.hasSyntaxErrors(full)) return skip('prompt + solution does not parse', id);
  const entry = await promptFunction(full, prompt.length, lang);
  if (!entry) return skip('the prompt opens no top-level function', id);
  const doc = await docComment(full, entry, lang);
  if (!doc || !doc.text.trim()) return skip(`no comment on "${entry}" to use as the query`, id);
  const code = (full.slice(0, doc.start) + full.slice(doc.end)).replace(/^\s*\n/, '').trimEnd() + '\n';
  if (await syntax.hasSyntaxErrors(code)) return skip(`"${entry}" does not parse without its comment`, id);
  return { entry, code, query: doc.text };
}
