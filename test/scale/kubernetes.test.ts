import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { Job } from 'kubernetes-models/batch/v1';
import { PersistentVolumeClaim } from 'kubernetes-models/v1';
import { REPO_ROOT } from '../helpers/cli.js';

/**
 * No Kubernetes cluster runs here: the manifests are validated against the Kubernetes API schemas
 * (kubernetes-models' own validate(), from the OpenAPI definitions), and what execret relies on is checked.
 */
const DIR = join(REPO_ROOT, 'deploy', 'kubernetes');
const docs = readdirSync(DIR)
  .filter((f) => f.endsWith('.yaml'))
  .sort()
  .flatMap((f) =>
    parseAllDocuments(readFileSync(join(DIR, f), 'utf8')).map((d) => ({ file: f, doc: d.toJS() })),
  );
const job = (name: string) => docs.find((d) => d.doc.kind === 'Job' && d.doc.metadata.name === name)!.doc;

test('every manifest under deploy/kubernetes is a valid Kubernetes object', () => {
  assert.ok(docs.length >= 3);
  for (const { file, doc } of docs) {
    const model =
      doc.kind === 'Job'
        ? new Job(doc)
        : doc.kind === 'PersistentVolumeClaim'
          ? new PersistentVolumeClaim(doc)
          : null;
    assert.ok(model, `${file}: unexpected kind ${doc.kind}`);
    assert.doesNotThrow(() => model.validate(), `${file} does not validate`);
  }
  // and the validator does reject what is not one
  const bad = structuredClone(job('execret-build-shards'));
  bad.spec.completionMode = 'Sharded';
  bad.spec.completions = 'three';
  assert.throws(() => new Job(bad).validate());
});

test('the shard Job is Indexed, its count is the one execret is told, and it writes where the merge reads', () => {
  const shards = job('execret-build-shards');
  assert.equal(shards.spec.completionMode, 'Indexed');
  const container = shards.spec.template.spec.containers[0];
  const count = container.env.find((e: { name: string }) => e.name === 'EXECRET_SHARD_COUNT').value;
  assert.equal(Number(count), shards.spec.completions);
  const command = [...container.command, ...container.args].join(' ');
  assert.match(command, /build \S+ --shard auto --out \/work\/shards\/build-\$JOB_COMPLETION_INDEX/);
  const merge = job('execret-merge-build');
  const args: string[] = merge.spec.template.spec.containers[0].args;
  assert.equal(args[0], 'merge');
  assert.deepEqual(
    args.filter((a) => a.startsWith('/work/shards/')),
    [...Array(shards.spec.completions).keys()].map((i) => `/work/shards/build-${i}`),
  );
  for (const j of [shards, merge])
    assert.equal(j.spec.template.spec.volumes[0].persistentVolumeClaim.claimName, 'execret-work');
});

test('the container recipe copies what exists and starts the CLI', () => {
  const recipe = readFileSync(join(REPO_ROOT, 'deploy', 'Dockerfile'), 'utf8');
  for (const m of recipe.matchAll(/^COPY (\S+)(?: (\S+))? /gm))
    for (const p of [m[1], m[2]].filter((x) => x && !x.startsWith('.')))
      assert.ok(existsSync(join(REPO_ROOT, p!)), `COPY ${p}: missing`);
  assert.match(recipe, /ENTRYPOINT \["node", "\/opt\/execret\/bin\/execret.js"\]/);
});
