/**
 * A small benchmark of the eight task types, written as task folders, for end-to-end tests: texts are made of
 * topic words (four topics, a seeded draw), so embedders of different quality (hashing at different widths)
 * get different, meaningful outcomes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRng } from '../../src/core/rng.js';

const TOPICS = [
  'sort order merge heap quick insertion bubble stable pivot swap partition compare',
  'parse token grammar lexer syntax tree node expression operator literal scanner symbol',
  'file path directory read write open close stream buffer byte encoding line',
  'network socket request response header server client port packet route proxy timeout',
].map((t) => t.split(' '));
const NOISE = 'the a of to and with for in on by from value item list data'.split(' ');

export function makeBenchmark(root: string, seed = 1): string[] {
  const rng = createRng(seed);
  const text = (topic: number, n = 6, noise = 2) =>
    [...rng.sample(TOPICS[topic], n), ...rng.sample(NOISE, noise)].join(' ');
  const jsonl = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
  const task = (name: string, meta: Record<string, unknown>, files: Record<string, string>) => {
    const d = join(root, name);
    mkdirSync(join(d, 'qrels'), { recursive: true });
    writeFileSync(join(d, 'task.json'), JSON.stringify({ name, ...meta }));
    for (const [f, t] of Object.entries(files)) writeFileSync(join(d, f), t);
    return d;
  };
  const topicOf = (i: number) => i % 4;
  const corpus = Array.from({ length: 40 }, (_, i) => ({
    _id: `d${String(i).padStart(2, '0')}`,
    text: text(topicOf(i)),
  }));
  const queries = Array.from({ length: 12 }, (_, i) => ({ _id: `q${i}`, text: text(topicOf(i), 3, 1) }));
  const qrels = queries.flatMap((q, i) =>
    rng
      .sample(
        corpus.filter((_, d) => topicOf(d) === topicOf(i)),
        2,
      )
      .map((d, r) => [q._id, d._id, String(2 - r)]),
  );
  const pairs = (n: number, same: (i: number) => boolean) =>
    Array.from({ length: n }, (_, i) => {
      const a = rng.int(4);
      const b = same(i) ? a : (a + 1 + rng.int(3)) % 4;
      return { a, b, s1: text(a, 4), s2: text(b, 4) };
    });
  return [
    task(
      'TinyRetrieval',
      { type: 'Retrieval' },
      {
        'corpus.jsonl': jsonl(corpus),
        'queries.jsonl': jsonl(queries),
        'qrels/test.tsv': 'query-id\tcorpus-id\tscore\n' + qrels.map((r) => r.join('\t')).join('\n') + '\n',
      },
    ),
    task(
      'TinyReranking',
      { type: 'Reranking' },
      {
        'test.jsonl': jsonl(
          Array.from({ length: 12 }, (_, i) => ({
            query: text(topicOf(i), 3, 1),
            positive: [text(topicOf(i), 4), text(topicOf(i), 3, 3)],
            negative: [text(topicOf(i + 1)), text(topicOf(i + 2)), text(topicOf(i), 1, 5)],
          })),
        ),
      },
    ),
    task(
      'TinyClassification',
      { type: 'Classification', n_experiments: 3, samples_per_label: 4 },
      {
        'train.jsonl': jsonl(
          Array.from({ length: 32 }, (_, i) => ({ text: text(topicOf(i), 3, 3), label: topicOf(i) })),
        ),
        'test.jsonl': jsonl(
          Array.from({ length: 16 }, (_, i) => ({ text: text(topicOf(i), 2, 4), label: topicOf(i) })),
        ),
      },
    ),
    task(
      'TinySTS',
      { type: 'STS' },
      {
        'test.jsonl': jsonl(
          pairs(16, (i) => i % 2 === 0).map((p) => ({
            sentence1: p.s1,
            sentence2: p.s2,
            score: p.a === p.b ? 4 + rng.next() : rng.next() * 2,
          })),
        ),
      },
    ),
    task(
      'TinyPairs',
      { type: 'PairClassification' },
      {
        'test.jsonl': jsonl(
          pairs(16, (i) => i % 3 !== 0).map((p) => ({
            sentence1: p.s1,
            sentence2: p.s2,
            label: p.a === p.b ? 1 : 0,
          })),
        ),
      },
    ),
    task(
      'TinyClustering',
      { type: 'Clustering' },
      {
        'test.jsonl': jsonl(
          Array.from({ length: 16 }, (_, i) => ({
            text: text(topicOf(i), 3, 2),
            label: ['sort', 'parse', 'file', 'net'][topicOf(i)],
          })),
        ),
      },
    ),
    task(
      'TinySummarization',
      { type: 'Summarization' },
      {
        'test.jsonl': jsonl(
          Array.from({ length: 10 }, (_, i) => {
            const t = topicOf(i);
            return {
              human_summaries: [text(t, 5, 0), text(t, 5, 0)],
              machine_summaries: [text(t, 5, 1), text(t, 3, 3), text((t + 1) % 4, 3, 3), text(t, 1, 5)],
              relevance: [4, 3, 1 + (i % 2), 2],
            };
          }),
        ),
      },
    ),
    task(
      'TinyBitext',
      { type: 'BitextMining' },
      {
        'test.jsonl': jsonl(
          Array.from({ length: 12 }, (_, i) => {
            const s = text(topicOf(i), 4, 1);
            return {
              sentence1: s,
              sentence2: s
                .split(' ')
                .map((w) => `${w}_x`)
                .join(' '),
            };
          }),
        ),
      },
    ),
  ];
}

/** Six offline reference models of different quality, in three families. */
export const REFERENCE_MODELS = [
  'hashing?dims=16&seed=1',
  'hashing?dims=16&seed=2',
  'hashing?dims=32&seed=1',
  'hashing?dims=64&seed=3',
  'hashing?dims=256&seed=1',
  'hashing?dims=1024&seed=2',
];
