import { Language, Parser, type Node, type Tree } from 'web-tree-sitter';
import { ExecretError } from '../core/errors.js';
import type { LanguageId } from '../core/types.js';
import { lookup } from '../core/registry.js';
import type { LanguageGrammar } from './adapter.js';
import { GRAMMARS } from './grammars.js';

export type { Node as SyntaxNode, Tree as SyntaxTree } from 'web-tree-sitter';

/** A node's named children without comments (any grammar). */
export function named(node: Node): Node[] {
  return node.namedChildren.filter((c): c is Node => c !== null && c.type !== 'comment');
}

/**
 * Parsing with tree-sitter (web-tree-sitter + the grammar .wasm files). One Parser and one Language per
 * language, created on first use and cached for the life of the process.
 *
 * Offsets: web-tree-sitter hands a JavaScript string to the parser as UTF-16, so `node.startIndex` and
 * `node.endIndex` are UTF-16 code-unit indices, i.e. plain JavaScript string indices (test/lang/parser.test.ts
 * checks this with non-ASCII text). No conversion is needed; every offset in execret is a string index.
 */
export interface CodeParser {
  readonly language: LanguageId;
  /** Parse code. The caller owns the tree: call `tree.delete()` when done (it lives in wasm memory). */
  parse(code: string): Tree;
}

/** The grammar of a language (throws E_UNKNOWN with a did-you-mean, as `getLanguage` does). */
function grammarOf(language: string): LanguageGrammar {
  return lookup('language', GRAMMARS, language);
}

let runtime: Promise<void> | undefined;
const parsers = new Map<LanguageId, Promise<CodeParser>>();

function initRuntime(): Promise<void> {
  runtime ??= Parser.init().catch((cause: unknown) => {
    runtime = undefined;
    throw new ExecretError('E_RUNTIME', 'could not start the tree-sitter runtime (web-tree-sitter)', {
      cause,
    });
  });
  return runtime;
}

/** The cached parser for a language (throws E_UNKNOWN for an unknown language, E_RUNTIME if its grammar fails). */
export function loadParser(language: LanguageId | string): Promise<CodeParser> {
  let adapter: LanguageGrammar;
  try {
    adapter = grammarOf(language);
  } catch (e) {
    return Promise.reject(e);
  }
  let p = parsers.get(adapter.id);
  if (!p) {
    p = (async (): Promise<CodeParser> => {
      await initRuntime();
      const wasm = adapter.grammarWasm();
      let lang: Language;
      try {
        lang = await Language.load(wasm);
      } catch (cause) {
        throw new ExecretError(
          'E_RUNTIME',
          `could not load the tree-sitter grammar for ${adapter.id}: ${wasm}`,
          {
            cause,
          },
        );
      }
      const parser = new Parser();
      parser.setLanguage(lang);
      return {
        language: adapter.id,
        parse(code: string): Tree {
          const tree = parser.parse(code);
          if (!tree)
            throw new ExecretError('E_INTERNAL', `tree-sitter returned no tree for ${adapter.id} code`);
          return tree;
        },
      };
    })();
    p.catch(() => parsers.delete(adapter.id));
    parsers.set(adapter.id, p);
  }
  return p;
}

/** Parse, hand the tree to `fn`, and free it afterwards. */
export async function withTree<T>(code: string, language: LanguageId, fn: (tree: Tree) => T): Promise<T> {
  const parser = await loadParser(language);
  const tree = parser.parse(code);
  try {
    return fn(tree);
  } finally {
    tree.delete();
  }
}

/**
 * True when the tree holds a syntax error: tree-sitter's ERROR and MISSING nodes, and what the language's adapter
 * adds (tree-sitter's Python grammar accepts an empty block, which CPython rejects).
 */
export function treeHasErrors(tree: Tree, language: LanguageId): boolean {
  if (tree.rootNode.hasError) return true;
  return grammarOf(language).extraSyntaxErrors?.(tree) ?? false;
}

/** Parse `code` in `language` and report whether it has syntax errors (the tree is freed). */
export async function codeHasErrors(code: string, language: LanguageId): Promise<boolean> {
  return withTree(code, language, (tree) => treeHasErrors(tree, language));
}

/** Node types whose text is not the sum of their children's: a string's content around its escape sequences. */
const STRING_CONTENT = new Set(['string_content', 'string_fragment']);

/**
 * A normalised token form of a tree: the s-expression of its nodes with the text of every leaf (and of a string's
 * content, escape sequences and all), comments left out. Two programs with equal keys differ only in whitespace or
 * comments.
 */
export function syntaxKey(tree: Tree): string {
  const cur = tree.walk();
  const out: string[] = [];
  try {
    while (true) {
      const type = cur.nodeType;
      if (type !== 'comment') {
        // The characters of a string between its escape sequences belong to no child: keep them in the key
        const content = STRING_CONTENT.has(type) ? `=${JSON.stringify(cur.nodeText)}` : '';
        if (cur.gotoFirstChild()) {
          out.push(`(${type}${content}`);
          continue;
        }
        out.push(`${type}=${JSON.stringify(cur.nodeText)}`);
      }
      while (!cur.gotoNextSibling()) {
        if (!cur.gotoParent()) return out.join(' ');
        out.push(')');
      }
    }
  } finally {
    cur.delete();
  }
}

/** 1-based line of a string index. `lineStarts` from `lineStartsOf(code)`. */
export function lineOf(lineStarts: readonly number[], index: number): number {
  let lo = 0,
    hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lineStarts[mid] <= index) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

export function lineStartsOf(code: string): number[] {
  const starts = [0];
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}
