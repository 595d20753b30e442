import type { SyntaxNode } from '../parser.js';
import { codeHasErrors, loadParser } from '../parser.js';

/**
 * Python facts other stages need (the build gate, importers), read from the tree-sitter tree. "Module level"
 * follows Python's scoping: statements at the top of the module and inside top-level if/try/with/for/while
 * blocks bind module-level names; function and class bodies do not.
 */

async function withPython<T>(code: string, fn: (root: SyntaxNode) => T): Promise<T> {
  const parser = await loadParser('python');
  const tree = parser.parse(code);
  try {
    return fn(tree.rootNode);
  } finally {
    tree.delete();
  }
}

/** True when the code does not parse (tree-sitter ERROR/MISSING nodes, or an empty block). */
export async function hasSyntaxErrors(code: string): Promise<boolean> {
  return codeHasErrors(code, 'python');
}

const COMPOUND = new Set([
  'if_statement',
  'elif_clause',
  'else_clause',
  'try_statement',
  'except_clause',
  'except_group_clause',
  'finally_clause',
  'with_statement',
  'for_statement',
  'while_statement',
  'block',
]);

/** Statements executed in module scope, in source order (descends into top-level compound statements). */
function moduleStatements(root: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  const visit = (n: SyntaxNode): void => {
    for (const c of n.namedChildren) {
      if (!c) continue;
      if (COMPOUND.has(c.type)) visit(c);
      else out.push(c);
    }
  };
  visit(root);
  return out;
}

/** The function or class definition inside a statement (unwrapping decorators), if any. */
function definitionOf(stmt: SyntaxNode): SyntaxNode | null {
  if (stmt.type === 'decorated_definition') return stmt.childForFieldName('definition');
  if (stmt.type === 'function_definition' || stmt.type === 'class_definition') return stmt;
  return null;
}

function targetNames(target: SyntaxNode, out: string[]): void {
  switch (target.type) {
    case 'identifier':
      out.push(target.text);
      return;
    case 'pattern_list':
    case 'tuple_pattern':
    case 'list_pattern':
    case 'parenthesized_expression':
    case 'list_splat_pattern':
    case 'expression_list':
    case 'tuple':
    case 'list':
      for (const c of target.namedChildren) if (c) targetNames(c, out);
      return;
    default:
      return; // attribute or subscript targets bind no name
  }
}

function assignmentNames(node: SyntaxNode, out: string[]): void {
  // `a = b = 1` nests: assignment(left=a, right=assignment(left=b, right=1))
  const left = node.childForFieldName('left');
  if (left) targetNames(left, out);
  const right = node.childForFieldName('right');
  if (right && right.type === 'assignment') assignmentNames(right, out);
}

/** Names bound at module level by def, class or assignment (not by import), unique, in order of first binding. */
export async function moduleLevelNames(code: string): Promise<string[]> {
  return withPython(code, (root) => {
    const names: string[] = [];
    for (const stmt of moduleStatements(root)) {
      const def = definitionOf(stmt);
      if (def) {
        const name = def.childForFieldName('name');
        if (name) names.push(name.text);
      } else if (stmt.type === 'expression_statement') {
        for (const c of stmt.namedChildren) if (c && c.type === 'assignment') assignmentNames(c, names);
      }
    }
    return [...new Set(names)];
  });
}

/** The name an import binds for one imported item: `import a.b` binds `a`, `... as y` binds `y`. */
function importedName(item: SyntaxNode, from: boolean): string | null {
  if (item.type === 'aliased_import') return item.childForFieldName('alias')?.text ?? null;
  if (item.type !== 'dotted_name') return null;
  const parts = item.namedChildren.filter((c) => c !== null);
  return (from ? parts.at(-1) : parts[0])?.text ?? null;
}

/** Names bound at module level by import statements (`from m import *` binds none we can name), unique, in order. */
export async function importedNames(code: string): Promise<string[]> {
  return withPython(code, (root) => {
    const names: string[] = [];
    for (const stmt of moduleStatements(root)) {
      if (stmt.type !== 'import_statement' && stmt.type !== 'import_from_statement') continue;
      for (const item of stmt.childrenForFieldName('name')) {
        const name = item ? importedName(item, stmt.type === 'import_from_statement') : null;
        if (name) names.push(name);
      }
    }
    return [...new Set(names)];
  });
}

function moduleFunction(root: SyntaxNode, name: string): SyntaxNode | null {
  for (const stmt of moduleStatements(root)) {
    const def = definitionOf(stmt);
    if (def?.type === 'function_definition' && def.childForFieldName('name')?.text === name) return def;
  }
  return null;
}

/** True when `def name(...)` appears at module level. */
export async function definesFunction(code: string, name: string): Promise<boolean> {
  return withPython(code, (root) => moduleFunction(root, name) !== null);
}

/** True when a call `name(...)` appears anywhere (a plain name, not `obj.name(...)`). */
export async function callsName(code: string, name: string): Promise<boolean> {
  return withPython(code, (root) =>
    root.descendantsOfType('call').some((c) => {
      const fn = c?.childForFieldName('function');
      return fn?.type === 'identifier' && fn.text === name;
    }),
  );
}

/** The docstring statement of a body (module or block): its first statement when that is a lone string. */
function docstringStatement(body: SyntaxNode | null): SyntaxNode | null {
  if (!body) return null;
  const first = body.namedChildren.find((c) => c !== null && c.type !== 'comment');
  if (!first || first.type !== 'expression_statement' || first.namedChildCount !== 1) return null;
  const expr = first.namedChild(0);
  return expr && (expr.type === 'string' || expr.type === 'concatenated_string') ? first : null;
}

const IMPORTS = new Set(['import_statement', 'import_from_statement']);

/**
 * The first lone-string statement of a body when only imports come before it: the description a dataset put
 * after an `import` line inside the function (HumanEval/115 does). Python itself does not call that a docstring.
 */
function leadingString(body: SyntaxNode | null): SyntaxNode | null {
  if (!body) return null;
  for (const c of body.namedChildren) {
    if (!c || c.type === 'comment' || IMPORTS.has(c.type)) continue;
    const expr = c.type === 'expression_statement' && c.namedChildCount === 1 ? c.namedChild(0) : null;
    return expr && (expr.type === 'string' || expr.type === 'concatenated_string') ? c : null;
  }
  return null;
}

/** True when the module, or any function or class, has a docstring. */
export async function hasDocstring(code: string): Promise<boolean> {
  return withPython(code, (root) => {
    if (docstringStatement(root)) return true;
    return root
      .descendantsOfType(['function_definition', 'class_definition'])
      .some((d) => d !== null && docstringStatement(d.childForFieldName('body')) !== null);
  });
}

export interface Docstring {
  /** the docstring's content, cleaned as Python's inspect.cleandoc does (common indentation removed) */
  text: string;
  /** span of the whole statement: from the start of its first line to after the newline ending its last line */
  start: number;
  end: number;
}

/**
 * The docstring of a module-level function, and the span to cut to remove it (with `afterImports`, a string
 * statement preceded only by imports counts too). `code.slice(0, start) +
 * code.slice(end)` drops the docstring lines (when the docstring shares a line with other code, the span shrinks
 * to the statement itself). If the docstring is the function's only statement, removing it leaves an empty body;
 * that is the caller's to fill.
 */
export async function extractFunctionDocstring(
  code: string,
  name: string,
  opts: { afterImports?: boolean } = {},
): Promise<Docstring | null> {
  return withPython(code, (root) => {
    const fn = moduleFunction(root, name);
    const body = fn?.childForFieldName('body') ?? null;
    const stmt = opts.afterImports ? leadingString(body) : docstringStatement(body);
    if (!stmt) return null;
    let start = stmt.startIndex;
    const lineStart = code.lastIndexOf('\n', start - 1) + 1;
    if (/^[ \t]*$/.test(code.slice(lineStart, start))) start = lineStart;
    let end = stmt.endIndex;
    const nl = code.indexOf('\n', end);
    const lineEnd = nl === -1 ? code.length : nl;
    if (/^[ \t]*(#.*)?\r?$/.test(code.slice(end, lineEnd))) end = nl === -1 ? code.length : nl + 1;
    return { text: cleandoc(stringValue(stmt.namedChild(0)!)), start, end };
  });
}

/** The value of a (possibly concatenated) string literal: prefix and quotes removed, common escapes decoded. */
function stringValue(node: SyntaxNode): string {
  if (node.type === 'concatenated_string')
    return node.namedChildren.map((c) => (c ? stringValue(c) : '')).join('');
  const m = /^([A-Za-z]*)('''|"""|'|")([\s\S]*)\2$/.exec(node.text);
  if (!m) return node.text;
  const raw = m[1].toLowerCase().includes('r');
  return raw ? m[3] : decodeEscapes(m[3]);
}

const ESCAPES: Record<string, string> = {
  '\n': '',
  '\\': '\\',
  "'": "'",
  '"': '"',
  n: '\n',
  t: '\t',
  r: '\r',
  a: '\x07',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
};

function decodeEscapes(s: string): string {
  return s.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[\s\S])/g, (all, e: string) => {
    if (e.length > 1) return String.fromCodePoint(parseInt(e.slice(1), 16));
    return ESCAPES[e] ?? all;
  });
}

/** str.expandtabs(8): a tab advances to the next multiple of 8 columns. */
function expandTabs(line: string): string {
  let out = '';
  for (const ch of line) out += ch === '\t' ? ' '.repeat(8 - (out.length % 8)) : ch;
  return out;
}

/** Python's inspect.cleandoc: strip the first line, remove the common indentation of the rest, trim blank ends. */
export function cleandoc(doc: string): string {
  const lines = doc.split('\n').map(expandTabs);
  let margin = Infinity;
  for (const line of lines.slice(1)) {
    const content = line.trimStart();
    if (content) margin = Math.min(margin, line.length - content.length);
  }
  const out = [
    lines[0].trimStart(),
    ...lines.slice(1).map((l) => (margin === Infinity ? l : l.slice(margin))),
  ];
  while (out.length && out[out.length - 1] === '') out.pop();
  while (out.length && out[0] === '') out.shift();
  return out.join('\n');
}
