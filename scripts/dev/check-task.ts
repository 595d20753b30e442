// Authoring aid for the bundled benchmark: does a task's reference pass its tests, and do the tests kill the
// real mutation engine's mutants? It calls the library behind `execret verify` and `execret mutate` (the same
// sandboxed oracle and the same operators the build uses), so what it says is what `execret build` will find.
//
// Usage: npx tsx scripts/dev/check-task.ts data/tasks/<domain>/<name>.py [more files (.py, .js), or domain folders]
//
// Per task it prints OK (the reference passes and its tests kill at least 4 mutants of at least 2 bug types,
// what the build needs for a full pool) or WEAK or FAIL, with up to 3 surviving mutants as the edit that made
// them. Exit status 1 when any task is not OK. Outcomes are cached in .execret-cache/oracle.sqlite (the cache
// `execret verify` uses), so re-checking a file after editing it runs only what changed. Mutants run under a 1 s
// limit, like the build's screening: a mutant that loops counts as killed (by a time-out).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { isExecretError } from '../../src/core/errors.js';
import { readJsonl, toJsonl } from '../../src/core/jsonl.js';
import type { Mutant, Task } from '../../src/core/types.js';
import { verify, type VerifyResult } from '../../src/execute/index.js';
import { mutateFile } from '../../src/mutate/run.js';
import { authoredLanguage, parseAuthoredTask } from '../../src/tasks/authoring.js';
import { toTaskRecord } from '../../src/tasks/load.js';

const CACHE = '.execret-cache/oracle.sqlite';
const MIN_KILLED = 4;
const MIN_BUG_TYPES = 2;

function authoredFiles(args: readonly string[]): string[] {
  return args.flatMap((a) =>
    statSync(a).isDirectory()
      ? readdirSync(a)
          .filter((f) => authoredLanguage(f) !== null)
          .sort()
          .map((f) => join(a, f))
      : [a],
  );
}

/** Verify a set of tasks (references or mutants) in the sandbox; the ids of those that fail, with how. */
async function failing(tasks: readonly Task[], work: string, name: string, timeoutS?: number) {
  const file = join(work, `${name}.jsonl`);
  writeFileSync(file, toJsonl(tasks.map(toTaskRecord)));
  const { summary }: VerifyResult = await verify({ tasks: file, cache: CACHE, timeoutS });
  return new Map(summary.failing.map((f) => [f.task, f.tests[0]]));
}

function describe(m: Mutant): string {
  return m.edits
    .map((e) => `line ${e.line}: ${JSON.stringify(e.original)} -> ${JSON.stringify(e.replacement)}`)
    .join('; ');
}

async function main(args: readonly string[]): Promise<number> {
  if (args.length === 0) {
    process.stderr.write('usage: npx tsx scripts/dev/check-task.ts data/tasks/<domain>/<name>.py [...]\n');
    return 2;
  }
  const tasks = authoredFiles(args).map((f) =>
    parseAuthoredTask(readFileSync(f, 'utf8'), f, basename(dirname(f))),
  );
  const work = mkdtempSync(join(tmpdir(), 'execret-check-task-'));
  try {
    const broken = await failing(tasks, work, 'references');
    const good = tasks.filter((t) => !broken.has(t.id));
    const mutantsFile = join(work, 'mutants.jsonl');
    if (good.length) {
      writeFileSync(join(work, 'good.jsonl'), toJsonl(good.map(toTaskRecord)));
      await mutateFile({ tasksFile: join(work, 'good.jsonl'), out: mutantsFile });
    }
    const mutants = good.length ? readJsonl<Mutant>(mutantsFile, 'mutants file').map((l) => l.value) : [];
    const byId = new Map(tasks.map((t) => [t.id, t]));
    const asTasks = mutants.map((m) => ({ ...byId.get(m.task)!, id: m.id, code: m.code }));
    const killed = asTasks.length ? await failing(asTasks, work, 'mutants', 1) : new Map();
    let ok = 0;
    for (const t of tasks) {
      const ref = broken.get(t.id);
      if (ref) {
        process.stdout.write(
          `FAIL ${t.id}: the reference fails test ${ref.test} (${ref.status}): ${ref.message.split('\n')[0]}\n`,
        );
        continue;
      }
      const own = mutants.filter((m) => m.task === t.id);
      const dead = own.filter((m) => killed.has(m.id));
      const types = [...new Set(dead.map((m) => m.bug_type))].sort();
      const pass = dead.length >= MIN_KILLED && types.length >= MIN_BUG_TYPES;
      if (pass) ok++;
      process.stdout.write(
        `${pass ? 'OK  ' : 'WEAK'} ${t.id}: tests=${t.tests.length} mutants=${own.length} killed=${dead.length} bug types=${types.join(',')}\n`,
      );
      for (const m of own.filter((x) => !killed.has(x.id)).slice(0, 3))
        process.stdout.write(`     survivor ${m.bug_type} (${m.operator}): ${describe(m)}\n`);
    }
    process.stdout.write(`${ok}/${tasks.length} ok\n`);
    return ok === tasks.length ? 0 : 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  if (!isExecretError(e)) throw e;
  process.stderr.write(`check-task: ${e.format()}\n`);
  process.exitCode = 2;
}
