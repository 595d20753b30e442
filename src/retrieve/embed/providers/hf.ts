/**
 * Local ONNX models through @huggingface/transformers (an optional dependency, imported only when an hf:
 * model first embeds). We run the tokenizer and the model ourselves and pool last_hidden_state with the
 * attention mask, so last-token pooling picks each row's last real token whichever side the tokenizer pads.
 * The preset (matched from the model name) sets prefixes, pooling, normalisation and similarity.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { ExecretError } from '../../../core/errors.js';
import { boolOpt, checkKnown, choiceOpt, resolveCommon, type Pooling, rolePrefix } from '../config.js';
import type { ProviderDef } from '../define.js';
import type { EmbeddingProvider } from '../types.js';
import { commonOptionNames } from './common.js';
import { prefixes } from './common.js';

export const TRANSFORMERS_PACKAGE = '@huggingface/transformers';
const DTYPES = ['fp32', 'fp16', 'q8', 'int8', 'uint8', 'q4', 'bnb4', 'q4f16'] as const;

export const hfProvider: ProviderDef = {
  description: 'local ONNX model via @huggingface/transformers (optional dependency); presets by model name',
  options: {
    'model-dir': '(download from the Hugging Face hub)',
    dtype: 'fp32',
    pooling: 'preset (mean|cls|last-token)',
    normalize: 'preset (true|false)',
  },
  build(spec, model, opts) {
    checkKnown(spec, opts, [...commonOptionNames, ...Object.keys(hfProvider.options)]);
    const common = resolveCommon(spec, model, opts, { batchSize: 16, usePresets: true });
    const pooling = choiceOpt<Pooling>(
      spec,
      opts,
      'pooling',
      ['mean', 'cls', 'last-token'],
      common.preset.pooling,
    );
    const normalize = boolOpt(spec, opts, 'normalize', common.preset.normalize);
    const dtype = choiceOpt(spec, opts, 'dtype', DTYPES, 'fp32');
    const modelDir = opts['model-dir'] ? resolve(opts['model-dir']) : undefined;
    let loaded: Promise<Loaded> | undefined;
    const raw: EmbeddingProvider = {
      provider: 'hf',
      model,
      similarity: common.similarity,
      vectorIdentity: (role) => ({
        revision: common.revision,
        prompt: rolePrefix(common, role),
        task: null,
        dimensions: null,
        dtype,
        normalize,
        pooling,
      }),
      async embed(texts, role) {
        loaded ??= load(model, modelDir, dtype, common.revision);
        const { tokenizer, model: net } = await loaded;
        const prefix = rolePrefix(common, role);
        const inputs = tokenizer(
          texts.map((t) => prefix + t),
          { padding: true, truncation: true },
        );
        const out = await net(inputs);
        const hidden = out.last_hidden_state ?? out.token_embeddings;
        if (!hidden) {
          throw new ExecretError('E_PROVIDER', `hf:${model}: the model has no last_hidden_state output`);
        }
        const mask = inputs.attention_mask;
        const [b, s, h] = hidden.dims as number[];
        const vectors = pool(
          hidden.data as Float32Array,
          mask.data as BigInt64Array,
          b,
          s,
          h,
          pooling,
          normalize,
        );
        let tokens = 0;
        for (const m of mask.data as BigInt64Array) tokens += Number(m);
        return { vectors, usage: { requests: 1, tokens, texts: texts.length } };
      },
    };
    return {
      raw,
      common,
      remote: false,
      config: {
        modelDir: modelDir ?? null,
        preset: common.presetName,
        dtype,
        pooling,
        normalize,
        ...prefixes(common),
      },
    };
  },
};

/**
 * Pool [batch, seq, hidden] states into one vector per row, using the attention mask: mean over real
 * tokens, the first token (CLS), or the last real token. Optionally L2-normalise.
 */
export function pool(
  data: Float32Array,
  mask: BigInt64Array | Int32Array | number[],
  batch: number,
  seq: number,
  hidden: number,
  pooling: Pooling,
  normalize: boolean,
): Float32Array[] {
  const out: Float32Array[] = [];
  const acc = new Float64Array(hidden);
  for (let b = 0; b < batch; b++) {
    acc.fill(0);
    const real: number[] = [];
    for (let t = 0; t < seq; t++) if (Number(mask[b * seq + t]) !== 0) real.push(t);
    // cls: the first real token (the CLS token, whichever side the tokenizer pads)
    const rows =
      pooling === 'mean' ? real : !real.length ? [] : pooling === 'cls' ? [real[0]] : [real[real.length - 1]];
    for (const t of rows) {
      const off = (b * seq + t) * hidden;
      for (let k = 0; k < hidden; k++) acc[k] += data[off + k];
    }
    const n = pooling === 'mean' ? Math.max(1, rows.length) : 1;
    let ss = 0;
    for (let k = 0; k < hidden; k++) {
      acc[k] /= n;
      ss += acc[k] * acc[k];
    }
    const scale = normalize && ss > 0 ? 1 / Math.sqrt(ss) : 1;
    const v = new Float32Array(hidden);
    for (let k = 0; k < hidden; k++) v[k] = acc[k] * scale;
    out.push(v);
  }
  return out;
}

interface Tensorish {
  dims: readonly number[];
  data: ArrayLike<number | bigint>;
}
interface Loaded {
  tokenizer: (
    texts: string[],
    o: { padding: boolean; truncation: boolean },
  ) => { attention_mask: Tensorish } & Record<string, unknown>;
  model: (inputs: unknown) => Promise<Record<string, Tensorish | undefined>>;
}

interface TransformersModule {
  env: { allowRemoteModels: boolean; allowLocalModels: boolean; localModelPath: string };
  AutoTokenizer: { from_pretrained(id: string, o?: Record<string, unknown>): Promise<Loaded['tokenizer']> };
  AutoModel: { from_pretrained(id: string, o?: Record<string, unknown>): Promise<Loaded['model']> };
}

/** Import the optional dependency, or explain how to install it. */
export async function importTransformers(pkg = TRANSFORMERS_PACKAGE): Promise<TransformersModule> {
  try {
    return (await import(pkg)) as unknown as TransformersModule;
  } catch (e) {
    const err = e as { code?: string; message?: string };
    if (err.code !== 'ERR_MODULE_NOT_FOUND' || !String(err.message).includes(pkg)) {
      throw new ExecretError('E_RUNTIME', `hf: ${pkg} is installed but failed to load: ${err.message}`, {
        cause: e,
      });
    }
    throw new ExecretError(
      'E_RUNTIME',
      `hf: models need the optional package ${pkg}, which is not installed`,
      {
        hint:
          `npm install ${pkg}@3.8.1 (add "allowScripts": {"onnxruntime-node": false} to package.json ` +
          'first if its install script fails: the CPU runtime is already in the package)',
        cause: e,
      },
    );
  }
}

async function load(
  model: string,
  modelDir: string | undefined,
  dtype: string,
  revision: string | null,
): Promise<Loaded> {
  const t = await importTransformers();
  let id = model;
  if (modelDir) {
    if (!existsSync(modelDir))
      throw new ExecretError('E_NOT_FOUND', `hf:${model}: model-dir not found: ${modelDir}`);
    // --model-dir is either the model's own folder or a folder holding <org>/<model> folders.
    if (existsSync(join(modelDir, 'config.json'))) {
      t.env.localModelPath = dirname(modelDir) + '/';
      id = basename(modelDir);
    } else {
      t.env.localModelPath = modelDir + '/';
    }
    t.env.allowLocalModels = true;
    t.env.allowRemoteModels = false;
  } else {
    // env is global in transformers.js: undo an earlier model-dir run's offline setting
    t.env.allowRemoteModels = true;
  }
  const o: Record<string, unknown> = revision ? { revision } : {};
  try {
    const tokenizer = await t.AutoTokenizer.from_pretrained(id, o);
    const net = await t.AutoModel.from_pretrained(id, { ...o, dtype });
    return { tokenizer, model: net };
  } catch (e) {
    throw new ExecretError('E_PROVIDER', `hf:${model}: could not load the model: ${(e as Error).message}`, {
      hint: modelDir
        ? `the folder needs config.json, tokenizer.json, tokenizer_config.json and onnx/model.onnx (onnx/model_<suffix>.onnx for other dtypes)`
        : 'pass --model-dir DIR to load a downloaded model offline',
      cause: e,
    });
  }
}
