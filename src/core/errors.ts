import { printable, printableLines } from './printable.js';

/**
 * One error base class with a stable code. User errors (bad input, bad usage) exit 2 with no stack trace;
 * anything that is not an ExecretError is a bug and the CLI prints its stack.
 */
export type ErrorCode =
  | 'E_USAGE' // bad command line
  | 'E_INPUT' // a file the user gave is malformed (schema, JSON, CSV)
  | 'E_NOT_FOUND' // a file or folder the user named does not exist
  | 'E_UNKNOWN' // an unknown name in a registry (retriever, mutator, metric, ...)
  | 'E_RUNTIME' // a runtime the tool needs (Python, tree-sitter grammar) is missing or broken
  | 'E_PROVIDER' // an embedding API failed after retries
  | 'E_INTERNAL';

export interface ErrorLocation {
  file?: string;
  line?: number;
  field?: string;
}

export class ExecretError extends Error {
  readonly code: ErrorCode;
  readonly exitCode: number;
  readonly location: ErrorLocation;
  readonly hint?: string;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { location?: ErrorLocation; hint?: string; cause?: unknown; exitCode?: number } = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'ExecretError';
    this.code = code;
    this.exitCode = opts.exitCode ?? (code === 'E_INTERNAL' ? 70 : 2);
    this.location = opts.location ?? {};
    this.hint = opts.hint;
  }

  /**
   * `file:line: field: message (hint)` — the one line the CLI prints. Text in it may come from a user's file (a
   * key, a value, a path), so control and bidirectional characters are escaped (printable).
   */
  format(): string {
    const { file, line, field } = this.location;
    const where = file ? `${printable(file)}${line !== undefined ? `:${line}` : ''}: ` : '';
    const what = field ? `field "${printable(field)}": ` : '';
    const hint = this.hint ? `\n  hint: ${printableLines(this.hint)}` : '';
    return `${where}${what}${printableLines(this.message)}${hint}`;
  }
}

/** Bad input in a user's file: names the file, line and field. Exit code 2. */
export function inputError(message: string, location: ErrorLocation, hint?: string): ExecretError {
  return new ExecretError('E_INPUT', message, { location, hint });
}

export function usageError(message: string, hint?: string): ExecretError {
  return new ExecretError('E_USAGE', message, { hint });
}

export function isExecretError(e: unknown): e is ExecretError {
  return e instanceof ExecretError;
}
