/**
 * `hf-rerank:MODEL`: a local cross-encoder through @huggingface/transformers (the optional dependency the `hf:`
 * embedder uses, imported on first use). The query and the candidate go in as a text pair; the score is the
 * model's logit (one label, as ms-marco cross-encoders and bge-reranker), or logit[1] - logit[0] for a two-label
 * head. `model-dir=DIR` loads offline from a folder holding the model, or a folder of `ORG/MODEL` folders.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { ExecretError } from '../../../core/errors.js';
import { checkKnown, choiceOpt, intOpt, normaliseKeys } from '../../embed/config.js';
import { importTransformers } from '../../embed/providers/hf.js';
import { scoredReranker } from '../scored.js';
import type { Reranker, RerankerFactory } from '../types.js';

const DTYPES = ['fp32', 'fp16', 'q8', 'int8', 'uint8', 'q4', 'bnb4', 'q4f16'] as const;

interface Tensorish {
  dims: readonly number[];
  data: ArrayLike<number>;
}
type PairTokenizer = (
  q: string[],
  o: { text_pair: string[]; padding: boolean; truncation: boolean },
) => unknown;
interface Loaded {
  tokenizer: PairTokenizer;
  model: (inputs: unknown) => Promise<{ logits?: Tensorish }>;
}

export const hfRerank: RerankerFactory = {
  description: 'local cross-encoder (ONNX) via @huggingface/transformers (optional dependency)',
  model: true,
  kind: 'pointwise',
  options: {
    'model-dir': '(download from the Hugging Face hub)',
    dtype: 'fp32',
    'batch-size': '16',
    revision: '',
  },
  create: (name, options) => createHfRerank(name, options),
};

export function createHfRerank(name: string, options: Readonly<Record<string, string>>): Reranker {
  const opts = normaliseKeys(options);
  checkKnown(name, opts, Object.keys(hfRerank.options!));
  const model = name.slice(name.indexOf(':') + 1);
  const dtype = choiceOpt(name, opts, 'dtype', DTYPES, 'fp32');
  const modelDir = opts['model-dir'] ? resolve(opts['model-dir']) : undefined;
  const revision = opts.revision || null;
  let loaded: Promise<Loaded> | undefined;
  const identity = { reranker: 'hf-rerank', model, revision, dtype };
  return scoredReranker({
    name,
    provider: 'hf-rerank',
    config: { ...identity, modelDir: modelDir ?? null },
    identity,
    batchSize: intOpt(name, opts, 'batch-size', 16),
    concurrency: 1,
    async score(query, docs) {
      loaded ??= load(name, model, modelDir, dtype, revision);
      const { tokenizer, model: net } = await loaded;
      const inputs = tokenizer(
        docs.map(() => query),
        { text_pair: [...docs], padding: true, truncation: true },
      );
      const logits = (await net(inputs)).logits;
      if (!logits || logits.dims.length !== 2 || logits.dims[0] !== docs.length) {
        throw new ExecretError('E_PROVIDER', `${name}: the model has no [batch, labels] logits output`);
      }
      const labels = logits.dims[1];
      const at = (b: number, l: number) => Number(logits.data[b * labels + l]);
      const scores = docs.map((_, b) => (labels === 1 ? at(b, 0) : at(b, labels - 1) - at(b, 0)));
      return { scores, tokens: 0 };
    },
  });
}

async function load(
  name: string,
  model: string,
  modelDir: string | undefined,
  dtype: string,
  revision: string | null,
): Promise<Loaded> {
  const t = (await importTransformers()) as unknown as {
    env: { allowRemoteModels: boolean; allowLocalModels: boolean; localModelPath: string };
    AutoTokenizer: { from_pretrained(id: string, o?: object): Promise<PairTokenizer> };
    AutoModelForSequenceClassification: { from_pretrained(id: string, o?: object): Promise<Loaded['model']> };
  };
  let id = model;
  if (modelDir) {
    if (!existsSync(modelDir))
      throw new ExecretError('E_NOT_FOUND', `${name}: model-dir not found: ${modelDir}`);
    if (existsSync(join(modelDir, 'config.json'))) {
      t.env.localModelPath = dirname(modelDir) + '/';
      id = basename(modelDir);
    } else t.env.localModelPath = modelDir + '/';
    t.env.allowLocalModels = true;
    t.env.allowRemoteModels = false;
  } else t.env.allowRemoteModels = true;
  const o = revision ? { revision } : {};
  try {
    const tokenizer = await t.AutoTokenizer.from_pretrained(id, o);
    const net = await t.AutoModelForSequenceClassification.from_pretrained(id, { ...o, dtype });
    return { tokenizer, model: net };
  } catch (e) {
    throw new ExecretError('E_PROVIDER', `${name}: could not load the model: ${(e as Error).message}`, {
      hint: 'the folder needs config.json, tokenizer.json, tokenizer_config.json and onnx/model.onnx',
      cause: e,
    });
  }
}
