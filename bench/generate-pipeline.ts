/**
 * The issue's done-when case at full size: a scripted OpenAI-compatible server on 127.0.0.1 answers 164 entries
 * (bundled tasks as the model's answers, defects planted as test/generate/scripted-model.ts says), then
 * `generate tasks` twice and `build`. Prints the planted and the reported figures side by side, the requests of
 * the second run, and the phases' wall times. (CI runs the same script on 12 entries: test/generate/pipeline.test.ts.)
 *
 *   npx tsx bench/generate-pipeline.ts [N]
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../src/construct/index.js';
import { planted } from '../test/generate/scripted-model.js';
import { runPipeline } from '../test/generate/run-pipeline.js';

const n = Number(process.argv[2] ?? 164);
const dir = mkdtempSync(join(tmpdir(), 'execret-generate-bench-'));
const r = await runPipeline(n, dir);
const want = planted(r.entries);
const t = Date.now();
const b = await build({
  tasksFile: join(dir, 'tasks.jsonl'),
  outDir: join(dir, 'release'),
  cache: join(dir, 'oracle.sqlite'),
  distractors: 5,
});
const buildMs = Date.now() - t;
const corpus = readFileSync(join(dir, 'release', 'corpus.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
const texts = new Set(corpus.map((c: { text: string }) => c.text));
const leaked = r.entries.filter(
  (e) => e.plant === 'passing-distractor' && texts.has(e.survivor!.code),
).length;
const plants: Record<string, number> = {};
for (const e of r.entries) plants[e.plant] = (plants[e.plant] ?? 0) + 1;
console.log(
  JSON.stringify(
    {
      entries: n,
      plants,
      firstAttemptValid: {
        planted: want.firstAttemptValid,
        reported: r.first.firstAttemptValid,
        rate: r.first.firstAttemptRate,
      },
      failed: { planted: want.hopeless.length, reported: r.first.failed.length },
      repaired: { planted: want.repaired.length, reported: r.first.repaired.length },
      failuresByStage: r.first.failuresByStage,
      freeForm: {
        accidentallyCorrect: {
          planted: want.accidentallyCorrect,
          reported: r.first.freeForm.accidentallyCorrect,
        },
        saidSo: { planted: want.saidSo, reported: r.first.freeForm.saidSo },
        kept: r.first.freeForm.kept,
      },
      requests: { first: r.requests, second: r.again },
      build: {
        accepted: b.accepted,
        providedRejected: b.provided.rejected.length,
        providedKept: b.provided.kept,
        leakedPassingDistractors: leaked,
      },
      ms: { ...r.ms, build: buildMs },
    },
    null,
    1,
  ),
);
