/**
 * How each open embedding model family is meant to be called: prefixes per role, pooling, normalisation and
 * similarity, from each model card. One frozen table, matched against the model name in order (first match
 * wins, so specific entries come before general ones). Every field can be overridden by an option
 * (query-prefix, document-prefix, pooling, normalize, similarity, instruction) or replaced with preset=NAME.
 */

export type Pooling = 'mean' | 'cls' | 'last-token';

export interface Preset {
  /** matched against the model name, case-insensitive */
  match: RegExp;
  /** prepended to queries; "{instruction}" is replaced by the instruction */
  queryPrefix: string;
  documentPrefix: string;
  /** default task instruction for instruction-tuned models */
  instruction?: string;
  pooling: Pooling;
  normalize: boolean;
  similarity: 'cosine' | 'dot';
  /** where the convention comes from */
  source: string;
}

const BGE_QUERY = 'Represent this sentence for searching relevant passages: ';
const CODE_INSTRUCTION = 'Given a programming task description, retrieve the code snippet that implements it';

/** A table entry: the model card's conventions, where the usual ones (no prefix, normalised, cosine) are left out. */
function preset(p: Pick<Preset, 'match' | 'pooling' | 'source'> & Partial<Preset>): Readonly<Preset> {
  return Object.freeze({
    queryPrefix: '',
    documentPrefix: '',
    normalize: true,
    similarity: 'cosine' as const,
    ...p,
  });
}

export const presets: Readonly<Record<string, Readonly<Preset>>> = Object.freeze({
  'qwen3-embedding': preset({
    match: /qwen3-embedding/i,
    queryPrefix: 'Instruct: {instruction}\nQuery:',
    instruction: CODE_INSTRUCTION,
    pooling: 'last-token',
    source: 'Qwen/Qwen3-Embedding model card: get_detailed_instruct, last-token pooling, queries only',
  }),
  'e5-instruct': preset({
    match: /e5-mistral|multilingual-e5-large-instruct/i,
    queryPrefix: 'Instruct: {instruction}\nQuery: ',
    instruction: CODE_INSTRUCTION,
    pooling: 'last-token',
    source: 'intfloat/e5-mistral-7b-instruct model card',
  }),
  e5: preset({
    match: /(^|[/_-])e5-/i,
    queryPrefix: 'query: ',
    documentPrefix: 'passage: ',
    pooling: 'mean',
    source: 'intfloat/e5-* model cards: "query: " / "passage: ", mean pooling',
  }),
  'bge-m3': preset({
    match: /bge-m3/i,
    pooling: 'cls',
    source: 'BAAI/bge-m3 model card: no instruction, CLS pooling',
  }),
  bge: preset({
    match: /bge-/i,
    queryPrefix: BGE_QUERY,
    pooling: 'cls',
    source: 'BAAI/bge-*-en(-v1.5) model cards: query instruction for retrieval, CLS pooling',
  }),
  'gte-v1.5': preset({
    match: /gte-(base|large)-en-v1\.5/i,
    pooling: 'cls',
    source: 'Alibaba-NLP/gte-*-en-v1.5 model cards: CLS pooling, no prefix',
  }),
  gte: preset({
    match: /(^|[/_-])gte-/i,
    pooling: 'mean',
    source: 'thenlper/gte-* model cards: mean pooling, no prefix',
  }),
  nomic: preset({
    match: /nomic-embed-text/i,
    queryPrefix: 'search_query: ',
    documentPrefix: 'search_document: ',
    pooling: 'mean',
    source: 'nomic-ai/nomic-embed-text-v1(.5) model cards: task prefixes, mean pooling',
  }),
  'jina-code-embeddings': preset({
    match: /jina-code-embeddings/i,
    queryPrefix: 'Find the most relevant code snippet given the following query:\n',
    documentPrefix: 'Candidate code snippet:\n',
    pooling: 'last-token',
    source: 'jinaai/jina-code-embeddings model card: nl2code instruction prefixes, last-token pooling',
  }),
  'jina-code': preset({
    match: /jina-embeddings-v2-base-code/i,
    pooling: 'mean',
    source: 'jinaai/jina-embeddings-v2-base-code model card: mean pooling, raw text',
  }),
  'multi-qa-dot': preset({
    match: /multi-qa-.*-dot-/i,
    pooling: 'cls',
    normalize: false,
    similarity: 'dot',
    source: 'sentence-transformers/multi-qa-mpnet-base-dot-v1 model card: CLS pooling, dot-product score',
  }),
  'sentence-transformers': preset({
    match: /minilm|mpnet/i,
    pooling: 'mean',
    source:
      'sentence-transformers all-MiniLM / all-mpnet / multi-qa-*-cos model cards: mean pooling, raw text',
  }),
  none: preset({
    match: /$^/,
    pooling: 'mean',
    source: 'no preset: raw text, mean pooling, cosine',
  }),
});

/** The first preset in table order whose pattern matches the model name. */
export function findPreset(model: string): { name: string; preset: Readonly<Preset> } | undefined {
  for (const [name, preset] of Object.entries(presets)) {
    if (preset.match.test(model)) return { name, preset };
  }
  return undefined;
}
