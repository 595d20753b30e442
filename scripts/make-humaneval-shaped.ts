// Write a HumanEval-shaped JSONL file ({task_id, prompt, canonical_solution, test, entry_point}) from native
// tasks, so the HumanEval importer and everything after it (build, eval, exec-examples) can be measured here,
// where the real HumanEval file cannot be downloaded.
//
// Usage: npx tsx scripts/make-humaneval-shaped.ts [TASKS.jsonl] --out FILE [--examples 2] [--without 0.15] [--seed 0]
//
// Each record's prompt is the code up to the entry point's `def` line, then a docstring holding the task's query
// and, as HumanEval docstrings do, up to --examples doctest examples (`>>> f(x)` then the value), taken from the
// task's own `assert f(...) == value` tests, a seeded choice (HumanEval's docstring examples are usually among its
// tests too). A
// seeded share (--without) of the tasks gets no examples, so "the queries with examples" is a proper subset.
// canonical_solution is the rest of the code; test is `def check(candidate)` with every test, the entry point's
// calls renamed to candidate, after the task's setup.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRng } from '../src/core/rng.js';
import type { Task } from '../src/core/types.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const input =
  process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : join('data', 'tasks.jsonl');
const out = arg('out', '');
if (!out) {
  process.stderr.write('usage: npx tsx scripts/make-humaneval-shaped.ts [TASKS.jsonl] --out FILE\n');
  process.exit(2);
}
const maxExamples = Number(arg('examples', '2'));
const without = Number(arg('without', '0.15'));
const rng = createRng(`${arg('seed', '0')}:humaneval-shaped`);

/** `assert f(args) == value` on one line: [call, value], else null. */
function exampleOf(test: string, entry: string): [string, string] | null {
  if (test.includes('\n')) return null;
  const m = new RegExp(`^assert (${entry}\\(.*\\)) == (.+)$`).exec(test.trim());
  if (!m) return null;
  const [call, value] = [m[1], m[2]];
  // the call must be one balanced call: no second top-level "== " inside it
  let depth = 0;
  for (let i = entry.length; i < call.length; i++) {
    if ('([{'.includes(call[i])) depth++;
    else if (')]}'.includes(call[i]) && --depth === 0 && i !== call.length - 1) return null;
  }
  return /,\s*["']/.test(value) && !/^[[({'"]/.test(value) ? null : [call, value];
}

function record(t: Task): Record<string, string> | null {
  const lines = t.code.split('\n');
  const at = lines.findIndex((l) => l.startsWith(`def ${t.entry_point}(`));
  if (at < 0) return null;
  let end = at;
  while (end < lines.length && !/:\s*(#.*)?$/.test(lines[end])) end++;
  if (end >= lines.length) return null;
  const candidates = t.tests.map((x) => exampleOf(x, t.entry_point)).filter((e) => e !== null);
  // a seeded choice among the tests that read as examples, in test order, as a docstring would show them
  const picked = new Set(rng.sample([...candidates.keys()], maxExamples));
  const examples = rng.next() < without ? [] : candidates.filter((_, i) => picked.has(i));
  const doc = [
    ...t.query.split('\n').map((l) => `    ${l}`.trimEnd()),
    ...examples.flatMap(([call, value]) => [`    >>> ${call}`, `    ${value}`]),
  ]
    .join('\n')
    .replace(/\\/g, '\\\\')
    .replace(/"""/g, '\\"\\"\\"');
  const prompt = `${lines.slice(0, end + 1).join('\n')}\n    """\n${doc}\n    """\n`;
  const canonical = `${lines.slice(end + 1).join('\n')}`;
  const renamed = (s: string) => s.replace(new RegExp(`\\b${t.entry_point}\\(`, 'g'), 'candidate(');
  const body = t.tests
    .map((x) =>
      renamed(x)
        .split('\n')
        .map((l) => `    ${l}`)
        .join('\n'),
    )
    .join('\n');
  const test = `${t.setup ? `${t.setup}\n\n` : ''}def check(candidate):\n${body}\n`;
  return {
    task_id: `HumanEvalShaped/${t.id}`,
    prompt,
    canonical_solution: canonical,
    test,
    entry_point: t.entry_point,
  };
}

const tasks = readFileSync(input, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Task)
  .filter((t) => t.language === 'python');
const records = tasks.map(record).filter((r) => r !== null);
writeFileSync(out, records.map((r) => JSON.stringify(r)).join('\n') + '\n');
const withExamples = records.filter((r) => r.prompt.includes('>>>')).length;
process.stderr.write(`wrote ${records.length} records (${withExamples} with examples) to ${out}\n`);
