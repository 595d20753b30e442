// The escaping of untrusted text lives in src/core/printable.ts (error messages use it too); re-exported here
// for the execute stage's callers.
export { firstLine, printable } from '../core/printable.js';
