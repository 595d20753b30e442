// `execret import repo` on a repository of --files one-algorithm Python files (default 1,500), generated here in the
// shape of a public algorithms repository: folders of topics, one file per algorithm, a helper and a constant per
// module, two or three doctest examples per function (one in ten with ELLIPSIS or a traceback), a function in five
// without doctests, one module in fifty importing numpy, one in a hundred a package nobody has, one in a hundred
// that does not parse, and a small package with relative imports. No cache (every suite runs).
//
// Prints, per run, the baseline (walking and parsing alone: the extractor, no execution) and the whole import
// (extract + two sandboxed runs per function), then the medians. Target (issue #24): under 2 minutes on the
// project's 2-core machines.
// Usage: npx tsx bench/import-repo-bench.ts [--files 1500] [--runs 3] [--jobs N] [--keep DIR]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { importRepo } from '../src/construct/repo/index.js';
import { resolvePython } from '../src/lang/python/runtime.js';
import { pythonRepo, walkRepository } from '../src/tasks/import/repo/index.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const FILES = Number(arg('files', '1500'));
const RUNS = Number(arg('runs', '3'));
const JOBS = process.argv.includes('--jobs') ? Number(arg('jobs', '2')) : undefined;

function write(root: string, rel: string, text: string): void {
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  writeFileSync(join(root, rel), text);
}

function makeRepository(root: string, n: number): void {
  const topics = [
    'maths',
    'strings',
    'sorts',
    'graphs',
    'dynamic_programming',
    'ciphers',
    'searches',
    'geometry',
  ];
  write(root, 'mylib/__init__.py', '');
  write(root, 'mylib/base.py', 'OFFSET = 3\n\ndef shift(x):\n    return x + OFFSET\n');
  for (let i = 0; i < n; i++) {
    const topic = topics[i % topics.length];
    const k = (i % 9) + 2;
    const header = [
      `"""Algorithm ${i} of ${topic}."""`,
      i % 50 === 7 ? 'import numpy as np' : 'import math',
      i % 100 === 11 ? 'import not_installed_anywhere' : '',
      i % 40 === 5 ? 'from mylib.base import shift' : '',
      `LIMIT = ${k}`,
      '',
      'def _reduce(x):',
      '    return x % LIMIT',
      '',
    ].join('\n');
    const xs = [i % 13, (i * 7) % 17, (i * 3) % 11];
    const want = xs.reduce((s, x) => s + (x % k), 0) + (i % 40 === 5 ? 3 : 0);
    const extra =
      i % 10 === 3
        ? `    >>> algo_${i}([${'1, '.repeat(30)}1])  # doctest: +ELLIPSIS\n    ...\n`
        : i % 10 === 6
          ? `    >>> algo_${i}(None)\n    Traceback (most recent call last):\n      ...\n    TypeError: 'NoneType' object is not iterable\n`
          : '';
    const body =
      i % 100 === 13
        ? `def algo_${i}(values:\n    return 0\n`
        : `def algo_${i}(values):
    """Reduce each value modulo the module's limit and add the results up, ${topic} style.

    Args:
        values: the numbers

    >>> algo_${i}(${JSON.stringify(xs)})
    ${want}
    >>> algo_${i}([])
    ${i % 40 === 5 ? 3 : 0}
${extra}    """
    total = 0
    for v in values:
        total += _reduce(v)
    return ${i % 40 === 5 ? 'shift(total)' : 'total'}


def plain_${i}(x):
    return x * ${k}
`;
    write(root, `${topic}/algo_${String(i).padStart(4, '0')}.py`, `${header}\n${body}`);
  }
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

async function main(): Promise<void> {
  const root = process.argv.includes('--keep')
    ? arg('keep', '')
    : mkdtempSync(join(tmpdir(), 'execret-repo-bench-'));
  makeRepository(root, FILES);
  const python = resolvePython().executable;
  const base: number[] = [];
  const full: number[] = [];
  try {
    for (let r = 0; r < RUNS; r++) {
      let t = performance.now();
      const files = pythonRepo.extract(root, walkRepository(root, ['.py']), python);
      base.push((performance.now() - t) / 1000);
      t = performance.now();
      const s = await importRepo({
        dir: root,
        out: join(root, '..', `bench-${r}.jsonl`),
        cache: false,
        jobs: JOBS,
      });
      full.push((performance.now() - t) / 1000);
      console.log(
        `run ${r + 1}: extract ${base[r].toFixed(1)} s (${files.length} files); import ${full[r].toFixed(1)} s: ` +
          `${s.tasks} tasks of ${s.doctested} doctested functions, ${s.tests} tests; skipped ${JSON.stringify(s.skippedByReason)}`,
      );
    }
    console.log(
      `median of ${RUNS}: extract (baseline) ${median(base).toFixed(1)} s; whole import ${median(full).toFixed(1)} s ` +
        `for ${FILES} files (${(FILES / median(full)).toFixed(1)} files/s)`,
    );
  } finally {
    if (!process.argv.includes('--keep')) rmSync(root, { recursive: true, force: true });
  }
}

await main();
