/**
 * The harness's exit codes (assets/python/harness.py, class Exit), decoded from this one table. The server itself
 * exits with USAGE when its limits argument is invalid; the others are its test processes' codes, which the
 * server decodes into outcomes (test/execute/harness.test.ts checks that both sides agree).
 */
export const HARNESS_EXITS: Readonly<Record<number, { readonly name: string; readonly meaning: string }>> =
  Object.freeze({
    64: { name: 'USAGE', meaning: 'the harness was started with invalid limits' },
    70: { name: 'CHILD_ESCAPED', meaning: "a test process left the harness's code by an exception" },
    71: { name: 'CHILD_SETUP', meaning: 'the sandbox could not set up the test process' },
    72: {
      name: 'CHILD_WRITE',
      meaning: 'the test process could not write its result (were its descriptors closed?)',
    },
    83: { name: 'CHILD_REPORTED', meaning: 'a test process that reported every result the harness way' },
  });

/** "code 64: the harness was started with invalid limits", or "code N" for a code the harness does not use. */
export function describeHarnessExit(code: number): string {
  const known = HARNESS_EXITS[code];
  return known ? `code ${code}: ${known.meaning}` : `code ${code}`;
}
