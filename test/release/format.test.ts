import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { upgradeRecord } from '../../src/core/schema.js';
import { PACKAGE_ROOT } from '../../src/core/version.js';
import {
  EVALUATED_FILES,
  MANIFEST_FILES,
  readManifest,
  RELEASE_FILES,
  RELEASE_VERSION,
} from '../../src/release/format.js';

test('one RELEASE_FILES: the manifest lists every file but itself, in write order; evaluation reads five', () => {
  const manifest = JSON.parse(
    readFileSync(join(PACKAGE_ROOT, 'data', 'release', 'manifest.json'), 'utf8'),
  ) as {
    files: Record<string, string>;
  };
  assert.deepEqual(Object.keys(manifest.files), [...MANIFEST_FILES]);
  assert.deepEqual([...MANIFEST_FILES, 'manifest.json'], [...RELEASE_FILES]);
  // the release hash of every results folder is over these, in this order: changing it changes every hash
  assert.deepEqual(
    [...EVALUATED_FILES],
    ['queries.jsonl', 'corpus.jsonl', 'qrels/test.tsv', 'oracle.jsonl', 'manifest.json'],
  );
});

test('readManifest: the current version reads as it is; a newer one is bad input naming the file and field', () => {
  const doc = { schemaVersion: RELEASE_VERSION, kind: 'execret-release' };
  assert.equal(readManifest(doc, 'manifest.json'), doc);
  assert.throws(
    () => readManifest({ schemaVersion: RELEASE_VERSION + 1 }, 'r/manifest.json'),
    (e: Error & { code?: string; exitCode?: number }) =>
      e.code === 'E_INPUT' &&
      new RegExp(
        `release has schema version ${RELEASE_VERSION + 1}, newer than this execret .* reads \\(up to ${RELEASE_VERSION}\\)`,
      ).test(e.message),
  );
});

test('upgradeRecord: one step per version from the record to the current one; a missing step is a bug', () => {
  const steps = {
    1: (d: Readonly<Record<string, unknown>>) => ({ ...d, b: Number(d.a) * 2 }),
    2: (d: Readonly<Record<string, unknown>>) => {
      const { a: _a, ...rest } = d;
      return { ...rest, c: 'three' };
    },
  };
  assert.deepEqual(upgradeRecord({ schemaVersion: 1, a: 21 }, 1, 3, steps), {
    schemaVersion: 3,
    b: 42,
    c: 'three',
  });
  assert.deepEqual(upgradeRecord({ schemaVersion: 2, b: 1 }, 2, 3, steps), {
    schemaVersion: 3,
    b: 1,
    c: 'three',
  });
  const same = { schemaVersion: 3 };
  assert.equal(upgradeRecord(same, 3, 3, steps), same);
  assert.throws(() => upgradeRecord({ schemaVersion: 1 }, 1, 2, {}), /no upgrade of schema version 1 to 2/);
});
