import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';
import { resolveRetriever } from '../../src/retrieve/registry.js';
import { loadOutcomeMatrix, readConfig } from '../../src/lite/index.js';
import { REFERENCE_GRID, referenceSet } from '../../scripts/lite-reference-set.js';

const MINI = join(REPO_ROOT, 'test/fixtures/release-mini');

test('the reference grid: 20 distinct, valid retriever specs in three families', async () => {
  const specs = REFERENCE_GRID.map((s) => s.spec);
  assert.equal(new Set(specs).size, specs.length);
  assert.ok(specs.length >= 15 && specs.length <= 25, String(specs.length));
  const count = (f: string) => REFERENCE_GRID.filter((s) => s.family === f).length;
  assert.deepEqual([count('bm25'), count('tfidf'), count('hashing')], [9, 5, 6]);
  for (const s of REFERENCE_GRID) {
    const r = await resolveRetriever(s.spec);
    assert.equal(r.config.retriever, s.family, s.spec);
  }
});

test('referenceSet on the mini release: results, families CSV, validation and a config that read back', async () => {
  const out = mkdtempSync(join(tmpdir(), 'execret-lite-ref-'));
  const r = await referenceSet({ release: MINI, out, k: 2, randomDraws: 2 });
  for (const f of ['results/summary.json', 'families.csv', 'config/manifest.json'])
    assert.ok(existsSync(join(out, f)), f);
  assert.ok(!existsSync(join(out, 'validation.json')), 'the report is printed, not written');
  const summary = JSON.parse(readFileSync(join(out, 'results/summary.json'), 'utf8'));
  assert.deepEqual(
    summary.systems.map((s: { name: string }) => s.name),
    REFERENCE_GRID.map((s) => s.spec),
  );
  // the families CSV is the one `lite validate --families` reads: every model gets its grid family
  const mx = loadOutcomeMatrix({ results: [join(out, 'results')], families: join(out, 'families.csv') });
  assert.deepEqual(
    mx.families,
    REFERENCE_GRID.map((s) => s.family),
  );
  // thinning keeps each family's best, median and worst system: 9 reference models in 3 families
  const v = JSON.parse(JSON.stringify(r.validation));
  assert.equal(v.protocols.distinct.folds, 9);
  assert.equal(v.protocols.family.folds, 3);
  assert.equal(v.reference_models.length, 20);
  const roles = v.reference_models.map((m: { role: string }) => m.role);
  assert.equal(roles.filter((x: string) => x === 'selection').length, 9);
  assert.equal(roles.filter((x: string) => x.startsWith('not used: thinned (family bm25 has 9')).length, 6);
  const cfg = readConfig(join(out, 'config'));
  assert.equal(cfg.manifest.reference_models.length, 9);
  assert.equal(cfg.manifest.reference_models[0].family, 'bm25');
  assert.equal(cfg.manifest.selected_items, 2);
  assert.equal(cfg.manifest.validation?.chosen, v.protocols.distinct.chosen.variant);
});
