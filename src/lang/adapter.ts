import type { LanguageId } from '../core/types.js';
import type { SyntaxTree } from './parser.js';

/**
 * What the build gate and the importers ask of a task's code, read from its tree-sitter tree. "Module level"
 * follows the language's own scoping (Python: top-level statements and top-level compound blocks; JavaScript
 * and TypeScript: top-level declarations of the script).
 */
export interface SyntaxFacts {
  /** true when the code does not parse */
  hasSyntaxErrors(code: string): Promise<boolean>;
  /** true when `name` is a function defined at module level (the entry-point check) */
  definesFunction(code: string, name: string): Promise<boolean>;
  /** names bound at module level by definitions and assignments (not by imports), unique, in order */
  moduleLevelNames(code: string): Promise<string[]>;
  /** true when a plain call `name(...)` appears anywhere (the test check) */
  callsName(code: string, name: string): Promise<boolean>;
  /**
   * True when the code passes `name` itself as an argument of a call (`check(f)`), the way a test may call the
   * entry point indirectly; absent: the gate accepts any mention of the name in a test that makes a call.
   */
  passesName?(code: string, name: string): Promise<boolean>;
  /** names bound at module level by imports (`from math import gcd`); absent: the language's tasks import none */
  importedNames?(code: string): Promise<string[]>;
}

/** The runtime families the oracle knows how to sandbox (src/execute/runtime.ts). */
export type RuntimeId = 'python' | 'node';

/** Source a runtime can execute, or why the source cannot become that (a TypeScript syntax error). */
export type Runnable = { readonly code: string } | { readonly error: string };

/** What the parser needs of a language: its grammar, and the syntax errors tree-sitter lets through. */
export interface LanguageGrammar {
  readonly id: LanguageId;
  /** absolute path of the tree-sitter grammar .wasm */
  grammarWasm(): string;
  /**
   * Syntax errors tree-sitter accepts but the language does not, beyond ERROR and MISSING nodes (Python: an
   * empty block). Absent: none.
   */
  extraSyntaxErrors?(tree: SyntaxTree): boolean;
}

/**
 * A language adapter: everything execret needs to know about one language, in one folder
 * (src/lang/<language>/). Adding a language means a folder with its adapter, one entry in `languages`
 * (src/lang/index.ts) and its operator table in `OPERATORS_BY_LANGUAGE` (src/mutate/operators/index.ts: the
 * tables belong to mutate, the stage that uses them); a language that needs a new runtime family adds it to
 * src/execute/runtime.ts.
 */
export interface LanguageAdapter extends LanguageGrammar {
  /** how authored task files of the language end (`.py`, `.js`, `.ts`) */
  readonly extension: string;
  /**
   * Node types whose text the mutation engine never edits inside: strings, comments and, for TypeScript, types
   * (erased before the code runs, so an edit there changes nothing that runs).
   */
  readonly opaqueNodeTypes: ReadonlySet<string>;
  /** the gate's and importers' questions about code */
  readonly syntax: SyntaxFacts;
  /** which sandboxed runtime runs the language's suites */
  readonly runtime: RuntimeId;
  /**
   * The code the runtime executes for a snippet, setup or test, when it is not the source itself (TypeScript is
   * type-stripped). Absent: the source runs as it is.
   */
  toRunnable?(source: string): Runnable;
  /** a version label for what `toRunnable` does (part of every outcome cache key), e.g. "typescript 5.9.3" */
  readonly transform?: string;
}
