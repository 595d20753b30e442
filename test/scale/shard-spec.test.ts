import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inShard, parseShardSpec, shardOfKey } from '../../src/core/shard.js';
import { isExecretError } from '../../src/core/errors.js';

const usage = (fn: () => unknown, re: RegExp) =>
  assert.throws(fn, (e) => isExecretError(e) && e.code === 'E_USAGE' && re.test(e.message));

test('--shard I/N: 0-based index below the count', () => {
  assert.deepEqual(parseShardSpec('0/3'), { index: 0, count: 3 });
  assert.deepEqual(parseShardSpec(' 2 / 3 '), { index: 2, count: 3 });
  usage(() => parseShardSpec('3/3'), /index must be 0-2/);
  usage(() => parseShardSpec('0/0'), /number of shards must be/);
  usage(() => parseShardSpec('1-3'), /expected I\/N/);
  usage(() => parseShardSpec('1/3', {}, 4), /--shard-count says 4/);
});

test('--shard auto: a Slurm job array (count, or min/max/step), then a Kubernetes Indexed Job', () => {
  assert.deepEqual(parseShardSpec('auto', { SLURM_ARRAY_TASK_ID: '2', SLURM_ARRAY_TASK_COUNT: '4' }), {
    index: 2,
    count: 4,
  });
  // an array 10-16:2 (Slurm before 21.08 has no COUNT): tasks 10, 12, 14, 16 are shards 0-3
  const old = {
    SLURM_ARRAY_TASK_ID: '14',
    SLURM_ARRAY_TASK_MIN: '10',
    SLURM_ARRAY_TASK_MAX: '16',
    SLURM_ARRAY_TASK_STEP: '2',
  };
  assert.deepEqual(parseShardSpec('auto', old), { index: 2, count: 4 });
  // shard 2 of 3 resubmitted alone (--array=2): the array says 1 task, --shard-count says 3
  const alone = {
    SLURM_ARRAY_TASK_ID: '2',
    SLURM_ARRAY_TASK_COUNT: '1',
    SLURM_ARRAY_TASK_MIN: '2',
    SLURM_ARRAY_TASK_MAX: '2',
  };
  assert.deepEqual(parseShardSpec('auto', alone, 3), { index: 2, count: 3 });
  assert.deepEqual(parseShardSpec('auto', { JOB_COMPLETION_INDEX: '1' }, 5), { index: 1, count: 5 });
  assert.deepEqual(parseShardSpec('auto', { JOB_COMPLETION_INDEX: '4', EXECRET_SHARD_COUNT: '5' }), {
    index: 4,
    count: 5,
  });
  usage(() => parseShardSpec('auto', { JOB_COMPLETION_INDEX: '1' }), /number of shards is not/);
  usage(() => parseShardSpec('auto', {}), /neither SLURM_ARRAY_TASK_ID/);
  usage(() => parseShardSpec('auto', { SLURM_ARRAY_TASK_ID: 'x' }), /not a non-negative integer/);
  usage(
    () => parseShardSpec('auto', { JOB_COMPLETION_INDEX: '5', EXECRET_SHARD_COUNT: '5' }),
    /index must be 0-4/,
  );
});

test('an item keeps its shard whatever the other items, and shards are about equal', () => {
  // golden, from Python: int(hashlib.sha256(KEY.encode()).hexdigest()[:12], 16) % N
  assert.equal(shardOfKey('merge_intervals', 3), 2);
  assert.equal(shardOfKey('task_7', 4), 0);
  const counts = [0, 0, 0, 0];
  for (let i = 0; i < 4000; i++) counts[shardOfKey(`task_${i}`, 4)]++;
  for (const c of counts) assert.ok(c > 900 && c < 1100, `shard sizes ${counts}`);
  for (let i = 0; i < 50; i++) {
    const key = `k${i}`;
    const hits = [0, 1, 2].filter((index) => inShard(key, { index, count: 3 }));
    assert.equal(hits.length, 1, 'every item is in exactly one shard');
  }
});
