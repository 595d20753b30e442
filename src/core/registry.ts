import { ExecretError } from './errors.js';
import { didYouMean } from './suggest.js';

/**
 * An extension point is one small interface plus one frozen table. `lookup` turns an unknown name into an
 * error whose list of choices is generated from the table's keys, with a did-you-mean.
 */
export function lookup<T>(kind: string, table: Readonly<Record<string, T>>, name: string): T {
  if (Object.prototype.hasOwnProperty.call(table, name)) return table[name];
  const keys = Object.keys(table);
  const near = didYouMean(name, keys);
  throw new ExecretError(
    'E_UNKNOWN',
    `unknown ${kind} "${name}"${near ? ` (did you mean "${near}"?)` : ''}`,
    {
      hint: `known ${kind}s: ${keys.join(', ')}`,
    },
  );
}
