// Generates data/tasks.jsonl (native task JSONL) from the authored files under data/tasks/<domain>/*.py.
// Usage: npx tsx scripts/gen-tasks.ts [data/tasks] [data/tasks.jsonl]
import { writeFileSync } from 'node:fs';
import { loadAuthoredTasks } from '../src/tasks/authoring.js';
import { toJsonl } from '../src/core/jsonl.js';
import { toTaskRecord } from '../src/tasks/load.js';

const [dir = 'data/tasks', out = 'data/tasks.jsonl'] = process.argv.slice(2);
const tasks = loadAuthoredTasks(dir).map(toTaskRecord);
writeFileSync(out, toJsonl(tasks));
const byDomain = new Map<string, number>();
for (const t of tasks) byDomain.set(t.domain, (byDomain.get(t.domain) ?? 0) + 1);
process.stderr.write(
  `${tasks.length} tasks -> ${out} (${[...byDomain].map(([d, n]) => `${d}: ${n}`).join(', ')})\n`,
);
