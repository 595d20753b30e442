import { isExecretError } from '../../core/errors.js';
import type { Value } from '../../lang/values.js';
import { validateTask } from '../schema.js';
import type { Importer } from './types.js';

/** A Value read by the exact JSON reader, back to plain JSON (the native schema validates plain objects). */
function plain(v: Value): unknown {
  switch (v.kind) {
    case 'none':
      return null;
    case 'int':
      return Number(v.value);
    case 'bool':
    case 'float':
    case 'str':
      return v.value;
    case 'list':
    case 'tuple':
    case 'set':
      return v.items.map(plain);
    case 'dict':
      return Object.fromEntries(
        v.entries.map(([k, x]) => [k.kind === 'str' ? k.value : String(plain(k)), plain(x)]),
      );
  }
}

/** execret's own task JSONL, validated and normalised (key order, no empty setup); bad records are skipped. */
export const native: Importer = {
  description: 'execret native task JSONL (validated and normalised)',
  language: 'python',
  fields: ['id', 'language', 'query', 'entry_point', 'code', 'tests'],
  recognise: (r) => r.has('id') && r.has('code') && r.has('tests') && r.has('entry_point'),
  async convert(record, ctx) {
    try {
      return { kind: 'task', task: validateTask(plain(record.record), ctx), dropped: [] };
    } catch (e) {
      if (!isExecretError(e)) throw e;
      const field = e.location.field ? `field "${e.location.field}": ` : '';
      return { kind: 'skip', reason: `${field}${e.message}`, id: record.id('id') };
    }
  },
};
