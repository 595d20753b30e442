import { named } from '../parser.js';
import type { SyntaxFacts } from '../adapter.js';
import { codeHasErrors, withTree, type SyntaxNode } from '../parser.js';

/**
 * JavaScript facts other stages need (the build gate, importers), read from the tree-sitter tree. TypeScript's
 * grammar extends JavaScript's, so the same functions serve both (`lang` picks the grammar). "Module level" is the
 * top of the script: its declarations, and `var` and function declarations inside top-level blocks (they bind
 * globals too in a script).
 */
export type JsLike = 'javascript' | 'typescript';

const FUNCTION_DECLARATIONS = new Set(['function_declaration', 'generator_function_declaration']);
const CLASS_DECLARATIONS = new Set(['class_declaration', 'abstract_class_declaration']);
const VARIABLE_DECLARATIONS = new Set(['lexical_declaration', 'variable_declaration']);
/** Every node that is a function of its own (its returns, its parameters and its `this` are its own). */
export const FUNCTION_TYPES: ReadonlySet<string> = new Set([
  'function_declaration',
  'function_expression',
  'function',
  'arrow_function',
  'generator_function_declaration',
  'generator_function',
  'method_definition',
]);
/** Values that make `const f = ...` a function. */
const FUNCTION_VALUES = new Set(['arrow_function', 'function_expression', 'function', 'generator_function']);
/** Compound statements whose blocks still bind globals through `var` and function declarations. */
const TOP_BLOCKS = new Set([
  'statement_block',
  'if_statement',
  'else_clause',
  'for_statement',
  'for_in_statement',
  'while_statement',
  'do_statement',
  'try_statement',
  'catch_clause',
  'finally_clause',
  'labeled_statement',
]);

/** Top-level statements, `export` unwrapped (a module-style task still names its functions). */
export function topLevelStatements(root: SyntaxNode): SyntaxNode[] {
  return named(root).map((s) =>
    s.type === 'export_statement' ? (s.childForFieldName('declaration') ?? s) : s,
  );
}

/** Identifiers a binding pattern binds: `a`, `[a, ...b]`, `{a, b: c, d = 1}`. */
function patternNames(p: SyntaxNode | null, out: string[]): void {
  if (!p) return;
  switch (p.type) {
    case 'identifier':
    case 'shorthand_property_identifier_pattern':
      out.push(p.text);
      return;
    case 'array_pattern':
    case 'object_pattern':
    case 'rest_pattern':
      for (const c of named(p)) patternNames(c, out);
      return;
    case 'assignment_pattern':
      patternNames(p.childForFieldName('left'), out);
      return;
    case 'pair_pattern':
      patternNames(p.childForFieldName('value'), out);
      return;
    case 'object_assignment_pattern':
      patternNames(p.childForFieldName('left'), out);
      return;
    default:
      return;
  }
}

/** Names one top-level statement binds; `varsOnly` inside top-level blocks (where let/const are local). */
function statementNames(s: SyntaxNode, out: string[], varsOnly: boolean): void {
  if (FUNCTION_DECLARATIONS.has(s.type) || (!varsOnly && CLASS_DECLARATIONS.has(s.type))) {
    const name = s.childForFieldName('name');
    if (name) out.push(name.text);
  } else if (
    s.type === 'variable_declaration' ||
    (!varsOnly && (s.type === 'lexical_declaration' || s.type === 'enum_declaration'))
  ) {
    if (s.type === 'enum_declaration') {
      const name = s.childForFieldName('name');
      if (name) out.push(name.text);
      return;
    }
    for (const d of named(s))
      if (d.type === 'variable_declarator') patternNames(d.childForFieldName('name'), out);
  } else if (!varsOnly && s.type === 'expression_statement') {
    // `x = 1` at the top of a sloppy script binds a global
    const e = named(s)[0];
    if (e?.type === 'assignment_expression') patternNames(e.childForFieldName('left'), out);
  } else if (TOP_BLOCKS.has(s.type)) {
    for (const c of named(s)) statementNames(c, out, true);
  }
}

/** The function value a declarator holds, through parentheses and TypeScript's `as`/`satisfies`. */
function functionValue(value: SyntaxNode | null): boolean {
  let v = value;
  while (v && ['parenthesized_expression', 'as_expression', 'satisfies_expression'].includes(v.type)) {
    v = named(v)[0] ?? null;
  }
  return !!v && FUNCTION_VALUES.has(v.type);
}

/**
 * The top-level function named `name`: a function declaration, or a `const`/`let`/`var` declarator whose value
 * is an arrow function or a function expression. Returns the declaration statement and the function node.
 */
export function findFunction(
  root: SyntaxNode,
  name: string,
): { statement: SyntaxNode; fn: SyntaxNode } | null {
  for (const s of topLevelStatements(root)) {
    if (FUNCTION_DECLARATIONS.has(s.type) && s.childForFieldName('name')?.text === name) {
      return { statement: s, fn: s };
    }
    if (!VARIABLE_DECLARATIONS.has(s.type)) continue;
    for (const d of named(s)) {
      if (d.type !== 'variable_declarator' || d.childForFieldName('name')?.text !== name) continue;
      const value = d.childForFieldName('value');
      if (functionValue(value)) return { statement: s, fn: value! };
    }
  }
  return null;
}

/** A comment's text without its markers: `//`, or `/*` ... `*\/` with the leading `*` of each line. */
export function commentText(comment: string): string {
  if (comment.startsWith('//')) return comment.replace(/^\/\/\s?/, '');
  const body = comment.replace(/^\/\*\*?/, '').replace(/\*\/$/, '');
  const lines = body.split('\n').map((l) => l.replace(/^\s*\* ?/, (m) => (m.includes('*') ? '' : m)));
  let margin = Infinity;
  for (const l of lines.slice(1)) if (l.trim()) margin = Math.min(margin, l.length - l.trimStart().length);
  const out = [lines[0].trim(), ...lines.slice(1).map((l) => (margin === Infinity ? l : l.slice(margin)))];
  while (out.length && out[out.length - 1].trim() === '') out.pop();
  while (out.length && out[0].trim() === '') out.shift();
  return out.map((l) => l.trimEnd()).join('\n');
}

export interface DocComment {
  /** the comment's text, markers and common indentation removed */
  text: string;
  /** span to cut to remove it: from the start of its first line to after the newline ending its last line */
  start: number;
  end: number;
}

/**
 * The documentation comment of a top-level function: the comments right above its declaration (a `/** *\/`
 * block, a `/* *\/` block or consecutive `//` lines, with nothing but blank space between them and the
 * declaration), else the comments at the start of its body. What importers turn into the query.
 */
export async function docComment(code: string, name: string, lang: JsLike): Promise<DocComment | null> {
  return withTree(code, lang, (tree) => {
    const found = findFunction(tree.rootNode, name);
    if (!found) return null;
    const above: SyntaxNode[] = [];
    for (let p = found.statement.previousSibling; p && p.type === 'comment'; p = p.previousSibling) {
      const gap = code.slice(p.endIndex, (above[0] ?? found.statement).startIndex);
      if (!/^\s*$/.test(gap) || (gap.match(/\n/g)?.length ?? 0) > 1) break;
      above.unshift(p);
    }
    let comments = above;
    if (comments.length === 0) {
      const body = found.fn.childForFieldName('body');
      const first: SyntaxNode[] = [];
      if (body?.type === 'statement_block') {
        for (const c of body.namedChildren) {
          if (!c || c.type !== 'comment') break;
          first.push(c);
        }
      }
      comments = first;
    }
    if (comments.length === 0) return null;
    const text = comments
      .map((c) => commentText(c.text))
      .join('\n')
      .trim();
    let start = comments[0].startIndex;
    const lineStart = code.lastIndexOf('\n', start - 1) + 1;
    if (/^[ \t]*$/.test(code.slice(lineStart, start))) start = lineStart;
    let end = comments[comments.length - 1].endIndex;
    const nl = code.indexOf('\n', end);
    if (/^[ \t]*$/.test(code.slice(end, nl === -1 ? code.length : nl)))
      end = nl === -1 ? code.length : nl + 1;
    return { text, start, end };
  });
}

/** One statement's source and span. */
export interface StatementSpan {
  text: string;
  start: number;
  end: number;
}

/**
 * The statements of the body of top-level function `name` (a test function such as HumanEval-X's
 * `const testX = () => { ... }`), comments left out; null when there is no such function with a block body.
 */
export async function functionBodyStatements(
  code: string,
  name: string,
  lang: JsLike,
): Promise<StatementSpan[] | null> {
  return withTree(code, lang, (tree) => {
    const body = findFunction(tree.rootNode, name)?.fn.childForFieldName('body');
    if (!body || body.type !== 'statement_block') return null;
    return named(body).map((s) => ({ text: s.text, start: s.startIndex, end: s.endIndex }));
  });
}

/** The adapter's gate questions for JavaScript or TypeScript. */
export function jsSyntaxFacts(lang: JsLike): SyntaxFacts {
  return Object.freeze({
    hasSyntaxErrors: (code: string) => codeHasErrors(code, lang),
    definesFunction: (code: string, name: string) =>
      withTree(code, lang, (tree) => findFunction(tree.rootNode, name) !== null),
    moduleLevelNames: (code: string) =>
      withTree(code, lang, (tree) => {
        const names: string[] = [];
        for (const s of topLevelStatements(tree.rootNode)) statementNames(s, names, false);
        return [...new Set(names)];
      }),
    passesName: (code: string, name: string) =>
      withTree(code, lang, (tree) =>
        tree.rootNode
          .descendantsOfType('identifier')
          .some((id) => id?.text === name && id.parent?.type === 'arguments'),
      ),
    callsName: (code: string, name: string) =>
      withTree(code, lang, (tree) =>
        tree.rootNode.descendantsOfType('call_expression').some((c) => {
          const fn = c?.childForFieldName('function');
          return fn?.type === 'identifier' && fn.text === name;
        }),
      ),
  });
}
