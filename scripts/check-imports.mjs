#!/usr/bin/env node
// The import rules of src/ (docs/design.md, "The pipeline"), checked from the code with TypeScript's own parser:
//   1. no cycle among src/ files through value imports (static `import`/`export ... from` that are not type-only,
//      and `import('...')`);
//   2. no file imports a later stage of the pipeline, not even for a type;
//   3. only src/cli touches the process: no `process.env`, `process.argv`, `process.exit` or `process.exitCode`
//      outside it (nor their names imported from node:process), and inside it only src/cli/env.ts reads
//      `process.env` (the library takes the environment as an `env` option: src/core/env.ts).
// Usage: node scripts/check-imports.mjs [--graph] [ROOT]   (ROOT: the repository, default: this script's parent)
// Exit 0 when all hold, 1 with one line per violation otherwise.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The pipeline, in order: a folder of src/ may import its own folder and the folders before it, never one after
 * it. Folders on one line are one stage (they may import each other, but their files must not form a cycle).
 * `release` is the release format (its one writer and one reader), so it comes before `construct`, which writes
 * through it, and before `retrieve` and `evaluate`, which read through it. `amplify` strengthens a task file's tests with the oracle and the mutants before `build` gates it; `analysis`
 * reads evaluation results for the report; `lite` reads per-item outcomes of evaluations; `cli` runs them all;
 * `index.ts` is src/index.ts, the library's exports, which sees everything. The same order is the map of src/ in
 * docs/design.md.
 */
export const STAGES = Object.freeze([
  ['core'],
  ['lang'],
  ['tasks'],
  ['mutate'],
  ['execute'],
  ['amplify'],
  ['release'],
  ['construct'],
  ['retrieve'],
  ['metrics', 'stats'],
  ['evaluate'],
  ['analysis'],
  ['report'],
  ['lite'],
  ['generate'],
  ['scale'],
  ['cli'],
  ['index.ts'],
]);

const stageOf = new Map(STAGES.flatMap((folders, i) => folders.map((f) => [f, i])));

/** The stage folder of a file under src/ ("construct" for src/construct/stages/2-syntax.ts). */
function folderOf(srcRel) {
  return srcRel.split(sep)[0];
}

function listTs(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listTs(path));
    else if (/\.(ts|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out.sort();
}

/** Every relative import of one file: `{ spec, typeOnly }`. */
export function importsOf(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      let typeOnly = false;
      if (clause) {
        if (clause.isTypeOnly) typeOnly = true;
        else if (!clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
          const els = clause.namedBindings.elements;
          typeOnly = els.length > 0 && els.every((e) => e.isTypeOnly);
        }
      }
      found.push({ spec: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      let typeOnly = node.isTypeOnly;
      if (!typeOnly && node.exportClause && ts.isNamedExports(node.exportClause)) {
        const els = node.exportClause.elements;
        typeOnly = els.length > 0 && els.every((e) => e.isTypeOnly);
      }
      found.push({ spec: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length === 1 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ spec: node.arguments[0].text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const lit = node.argument.literal;
      if (ts.isStringLiteral(lit)) found.push({ spec: lit.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((i) => i.spec.startsWith('.'));
}

/** The members of `process` that only src/cli may touch. */
const PROCESS_MEMBERS = new Set(['env', 'argv', 'exit', 'exitCode']);

/** The one file of src/cli that reads process.env (the others take the environment from it). */
const ENV_READER = join('cli', 'env.ts');

/** Every use of a CLI-only member of `process` in one file: `{ member, line }` (1-based), in source order. */
export function processUsesOf(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = [];
  const at = (node, member) =>
    found.push({ member, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
  const isProcess = (e) =>
    (ts.isIdentifier(e) && e.text === 'process') ||
    (ts.isPropertyAccessExpression(e) &&
      e.name.text === 'process' &&
      ts.isIdentifier(e.expression) &&
      e.expression.text === 'globalThis');
  const visit = (node) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      isProcess(node.expression) &&
      PROCESS_MEMBERS.has(node.name.text)
    )
      at(node, node.name.text);
    else if (
      ts.isElementAccessExpression(node) &&
      isProcess(node.expression) &&
      ts.isStringLiteralLike(node.argumentExpression) &&
      PROCESS_MEMBERS.has(node.argumentExpression.text)
    )
      at(node, node.argumentExpression.text);
    else if (
      ts.isVariableDeclaration(node) &&
      node.initializer &&
      isProcess(node.initializer) &&
      ts.isObjectBindingPattern(node.name)
    ) {
      for (const el of node.name.elements) {
        const key = el.propertyName ?? el.name;
        if (ts.isIdentifier(key) && PROCESS_MEMBERS.has(key.text)) at(el, key.text);
      }
    } else if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      (node.moduleSpecifier.text === 'process' || node.moduleSpecifier.text === 'node:process')
    ) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const el of bindings.elements) {
          const name = (el.propertyName ?? el.name).text;
          if (PROCESS_MEMBERS.has(name)) at(el, name);
        }
      }
      // a default or namespace import of node:process is the whole object: its members are found where used
      if (node.importClause?.name || (bindings && ts.isNamespaceImport(bindings)))
        at(node, 'the process object, imported');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** One line per use of the process outside src/cli, and per read of process.env in src/cli outside env.ts. */
function processProblems(src, files) {
  const problems = [];
  for (const file of files) {
    const rel = relative(src, file);
    const inCli = folderOf(rel) === 'cli';
    for (const { member, line } of processUsesOf(file, readFileSync(file, 'utf8'))) {
      if (!inCli)
        problems.push(
          `process outside src/cli: src/${rel}:${line} uses ${member.startsWith('the ') ? member : `process.${member}`} (take it as an option from src/cli; the environment as \`env\`: src/core/env.ts)`,
        );
      else if (member === 'env' && rel !== ENV_READER)
        problems.push(
          `process.env in src/cli outside ${ENV_READER}: src/${rel}:${line} (take the environment from cliEnv() in src/${ENV_READER})`,
        );
    }
  }
  return problems;
}

/** The src/ file an import names (`./x.js` is `./x.ts`; a folder is its index.ts), or undefined. */
function resolveImport(fromFile, spec, files) {
  const base = resolve(dirname(fromFile), spec);
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.mjs$/, '.mts'),
    `${base}.ts`,
    join(base, 'index.ts'),
  ];
  return candidates.find((c) => files.has(c));
}

/** The import graph of src/: file -> [{ to, typeOnly }]. */
export function importGraph(root) {
  const src = join(root, 'src');
  const list = listTs(src);
  const files = new Set(list);
  const graph = new Map();
  const unresolved = [];
  for (const file of list) {
    const edges = [];
    for (const { spec, typeOnly } of importsOf(file, readFileSync(file, 'utf8'))) {
      const to = resolveImport(file, spec, files);
      if (to) edges.push({ to, typeOnly });
      else if (!spec.endsWith('.json')) unresolved.push(`${relative(root, file)}: ${spec}`);
    }
    graph.set(file, edges);
  }
  return { src, graph, unresolved };
}

/** Strongly connected components of more than one file (or a file importing itself), by Tarjan's algorithm. */
function cycles(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const out = [];
  const strong = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const { to, typeOnly } of graph.get(v)) {
      if (typeOnly) continue;
      if (!idx.has(to)) {
        strong(to);
        low.set(v, Math.min(low.get(v), low.get(to)));
      } else if (onStack.has(to)) low.set(v, Math.min(low.get(v), idx.get(to)));
    }
    if (low.get(v) === idx.get(v)) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        comp.push(w);
      } while (w !== v);
      const selfLoop = graph.get(v).some((e) => !e.typeOnly && e.to === v);
      if (comp.length > 1 || selfLoop) out.push(comp.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) strong(v);
  return out;
}

/** One line per violation of the three rules (empty: the rules hold). */
export function checkImports(root) {
  const { src, graph, unresolved } = importGraph(root);
  const problems = unresolved.map((u) => `unresolved import: ${u}`);
  problems.push(...processProblems(src, [...graph.keys()]));
  for (const comp of cycles(graph))
    problems.push(`import cycle (${comp.length} files): ${comp.map((f) => relative(src, f)).join(', ')}`);
  for (const [file, edges] of graph) {
    const from = folderOf(relative(src, file));
    const fromStage = stageOf.get(from);
    if (fromStage === undefined) {
      problems.push(`src/${from} is in no stage: add it to STAGES in scripts/check-imports.mjs`);
      continue;
    }
    for (const { to, typeOnly } of edges) {
      const target = folderOf(relative(src, to));
      const toStage = stageOf.get(target);
      if (toStage !== undefined && toStage > fromStage)
        problems.push(
          `later stage: src/${relative(src, file)} imports ${typeOnly ? 'a type from ' : ''}src/${relative(src, to)} (${from} comes before ${target})`,
        );
    }
  }
  return [...new Set(problems)];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const root = resolve(
    args.find((a) => !a.startsWith('--')) ?? join(dirname(fileURLToPath(import.meta.url)), '..'),
  );
  if (args.includes('--graph')) {
    const { src, graph } = importGraph(root);
    const pairs = new Map();
    for (const [file, edges] of graph)
      for (const { to, typeOnly } of edges) {
        const key = `${folderOf(relative(src, file))} -> ${folderOf(relative(src, to))}`;
        if (key.split(' -> ')[0] === key.split(' -> ')[1]) continue;
        const prev = pairs.get(key) ?? { value: 0, type: 0 };
        prev[typeOnly ? 'type' : 'value']++;
        pairs.set(key, prev);
      }
    for (const [k, v] of [...pairs].sort())
      process.stdout.write(`${k}  (${v.value} value, ${v.type} type)\n`);
  }
  const problems = checkImports(root);
  for (const p of problems) process.stdout.write(`${p}\n`);
  if (problems.length) {
    process.stdout.write(`check-imports: ${problems.length} problem(s)\n`);
    process.exitCode = 1;
  } else
    process.stdout.write(
      'check-imports: no import cycle, no import of a later stage, no use of the process outside src/cli\n',
    );
}
