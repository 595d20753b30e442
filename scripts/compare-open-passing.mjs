#!/usr/bin/env node
// Compare the open labels of two `eval --open` runs (docs/open.md): each side is a results folder (its
// per-query/*.jsonl rows carry `open.passing`) or a JSON file {query: [passing snippet ids]} as
// `bench/open-profile.ts --passing FILE` writes it. Prints every query whose passing list differs and exits 1 when
// any does (0 when all agree).
//
// Usage: node scripts/compare-open-passing.mjs A B
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function passingOf(path) {
  if (!existsSync(path)) {
    console.error(`compare-open-passing: ${path}: not found`);
    process.exit(2);
  }
  if (!statSync(path).isDirectory()) return JSON.parse(readFileSync(path, 'utf8'));
  const dir = join(path, 'per-query');
  const out = {};
  for (const f of readdirSync(dir)
    .filter((n) => n.endsWith('.jsonl'))
    .sort()) {
    for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const row = JSON.parse(line);
      if (!row.open) {
        console.error(
          `compare-open-passing: ${join(dir, f)}: a row without open labels (run eval with --open)`,
        );
        process.exit(2);
      }
      // every system's row of a query carries the same labels
      out[row.query] = row.open.passing;
    }
  }
  return out;
}

const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error('usage: node scripts/compare-open-passing.mjs A B (results folders or --passing JSON files)');
  process.exit(2);
}
const left = passingOf(a);
const right = passingOf(b);
const queries = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
let differ = 0;
for (const q of queries) {
  const x = JSON.stringify(left[q] ?? null);
  const y = JSON.stringify(right[q] ?? null);
  if (x !== y) {
    differ++;
    console.log(`${q}: ${x} vs ${y}`);
  }
}
const total = (p) => Object.values(p).reduce((n, l) => n + l.length, 0);
console.log(
  `${queries.length} queries, ${differ} differ; passing snippets ${total(left)} and ${total(right)}`,
);
process.exit(differ ? 1 : 0);
