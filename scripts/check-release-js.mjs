#!/usr/bin/env node
// Independent check of the JavaScript and TypeScript snippets of a release folder, written without any execret
// code (the JavaScript counterpart of scripts/check-release.py): every snippet of corpus.jsonl whose task is in
// JavaScript or TypeScript runs against its task's tests with plain `node`, one process per test, the way an
// author runs a task file: `const assert = require('node:assert')`, console.assert made to throw, then the
// snippet, the setup and the test. TypeScript is type-stripped with the typescript package first. Every
// canonical must pass every test; every distractor must fail at least one (tests after its first failure are not
// run).
//
// Usage: node scripts/check-release-js.mjs RELEASE_DIR [--jobs 2] [--timeout 10]
// Exit 0 when everything holds, 1 otherwise (each problem is printed); prints one summary line.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { clearTimeout, setTimeout } from 'node:timers';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const opt = (name, dflt) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : dflt);
const rel = args[0];
const jobs = opt('--jobs', 2);
const timeoutMs = opt('--timeout', 10) * 1000;
if (!rel) {
  console.error('usage: node scripts/check-release-js.mjs RELEASE_DIR [--jobs 2] [--timeout 10]');
  process.exit(2);
}

const PRELUDE =
  "const assert = require('node:assert');\n" +
  'console.assert = (ok, ...m) => { if (!ok) throw new assert.AssertionError({ message: m.length ? m.join(" ") : "Assertion failed" }); };\n';

let ts;
function toJs(source, language) {
  if (language !== 'typescript') return source;
  ts ??= require('typescript');
  return ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.Preserve },
  }).outputText;
}

/** true when `node` runs the program to the end with exit code 0 within the time limit. */
function passes(program, cwd) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', program], {
      cwd,
      stdio: 'ignore',
      env: { PATH: process.env.PATH },
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code === 0);
    });
  });
}

const load = (f) =>
  readFileSync(join(rel, f), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
const tasks = new Map(load('tasks.jsonl').map((t) => [t.id, t]));
const corpus = load('corpus.jsonl').filter((d) =>
  ['javascript', 'typescript'].includes(tasks.get(d.task)?.language),
);
const work = mkdtempSync(join(tmpdir(), 'check-release-js-'));
const problems = [];

async function check(doc) {
  const task = tasks.get(doc.task);
  const lang = task.language;
  const body = [doc.text, task.setup ?? ''].map((s) => toJs(s, lang)).join('\n');
  for (let i = 0; i < task.tests.length; i++) {
    const ok = await passes(`${PRELUDE}${body}\n${toJs(task.tests[i], lang)}\n`, work);
    if (!ok) {
      if (doc.kind === 'canonical') problems.push(`${doc._id}: the canonical fails test ${i}`);
      return;
    }
  }
  if (doc.kind === 'distractor') problems.push(`${doc._id}: the distractor passes every test`);
}

const queue = [...corpus];
await Promise.all(
  Array.from({ length: Math.max(1, jobs) }, async () => {
    for (let d = queue.shift(); d; d = queue.shift()) await check(d);
  }),
);
rmSync(work, { recursive: true, force: true });
for (const p of problems) console.log(p);
const canon = corpus.filter((d) => d.kind === 'canonical').length;
console.log(
  `javascript/typescript snippets ${corpus.length} (${canon} canonicals, ${corpus.length - canon} distractors): ` +
    (problems.length
      ? `${problems.length} problem(s)`
      : 'every canonical passes and every distractor fails under plain node'),
);
process.exit(problems.length ? 1 : 0);
