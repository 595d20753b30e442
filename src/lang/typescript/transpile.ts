import { createRequire } from 'node:module';
import type { Runnable } from '../adapter.js';

const require = createRequire(import.meta.url);

type TypeScriptModule = typeof import('typescript');
let ts: TypeScriptModule | undefined;

/** The typescript package, loaded on first use (it takes a few hundred milliseconds and most runs need none). */
function typescriptModule(): TypeScriptModule {
  ts ??= require('typescript') as TypeScriptModule;
  return ts;
}

/** The version of the typescript package that strips types (part of every TypeScript suite's cache key). */
export function typescriptVersion(): string {
  return (require('typescript/package.json') as { version: string }).version;
}

/**
 * Type-strip TypeScript to the JavaScript the Node runner executes: `transpileModule` (one file, no type
 * checking, no module conversion: a task is a script), targeting ES2022 so that nothing is down-levelled and the
 * code keeps its shape. A syntax error is reported rather than transpiled around (transpileModule would emit
 * something for broken code): the snippet then errors on every test, as a JavaScript syntax error does.
 */
export function stripTypes(source: string): Runnable {
  const t = typescriptModule();
  const out = t.transpileModule(source, {
    reportDiagnostics: true,
    fileName: 'snippet.ts',
    compilerOptions: {
      target: t.ScriptTarget.ES2022,
      module: t.ModuleKind.Preserve,
      removeComments: false,
      alwaysStrict: false,
      isolatedModules: true,
      verbatimModuleSyntax: false,
      sourceMap: false,
    },
  });
  const errors = (out.diagnostics ?? []).filter((d) => d.category === t.DiagnosticCategory.Error);
  if (errors.length) {
    const d = errors[0];
    const text = t.flattenDiagnosticMessageText(d.messageText, '\n');
    let where = '';
    if (d.file && d.start !== undefined) {
      const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
      where = ` (line ${line + 1}, column ${character + 1})`;
    }
    return { error: `SyntaxError: TS${d.code}: ${text}${where}` };
  }
  return { code: out.outputText };
}
