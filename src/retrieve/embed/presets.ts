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

export const presets: Readonly<Record<string, Readonly<Preset>>> = Object.freeze({
  'qwen3-embedding': Object.freeze<Preset>({
    match: /qwen3-embedding/i,
    queryPrefix: 'Instruct: {instruction}\nQuery:',
    documentPrefix: '',
    instruction: CODE_INSTRUCTION,
    pooling: 'last-token',
    normalize: true,
    similarity: 'cosine',
    source: 'Qwen/Qwen3-Embedding model card: get_detailed_instruct, last-token pooling, queries only',
  }),
  'e5-instruct': Object.freeze<Preset>({
    match: /e5-mistral|multilingual-e5-large-instruct/i,
    queryPrefix: 'Instruct: {instruction}\nQuery: ',
    documentPrefix: '',
    instruction: CODE_INSTRUCTION,
    pooling: 'last-token',
    normalize: true,
    similarity: 'cosine',
    source: 'intfloat/e5-mistral-7b-instruct model card',
  }),
  e5: Object.freeze<Preset>({
    match: /(^|[/_-])e5-/i,
    queryPrefix: 'query: ',
    documentPrefix: 'passage: ',
    pooling: 'mean',
    normalize: true,
    similarity: 'cosine',
    source: 'intfloat/e5-* model cards: "query: " / "passage: ", mean pooling',
  }),
  'bge-m3': Object.freeze<Preset>({
    match: /bge-m3/i,
    queryPrefix: '',
    documentPrefix: '',
    pooling: 'cls',
    normalize: true,
    similarity: 'cosine',
    source: 'BAAI/bge-m3 model card: no instruction, CLS pooling',
  }),
  bge: Object.freeze<Preset>({
    match: /bge-/i,
    queryPrefix: BGE_QUERY,
    documentPrefix: '',
    pooling: 'cls',
    normalize: true,
    similarity: 'cosine',
    source: 'BAAI/bge-*-en(-v1.5) model cards: query instruction for retrieval, CLS pooling',
  }),
  'gte-v1.5': Object.freeze<Preset>({
    match: /gte-(base|large)-en-v1\.5/i,
    queryPrefix: '',
    documentPrefix: '',
    pooling: 'cls',
    normalize: true,
    similarity: 'cosine',
    source: 'Alibaba-NLP/gte-*-en-v1.5 model cards: CLS pooling, no prefix',
  }),
  gte: Object.freeze<Preset>({
    match: /(^|[/_-])gte-/i,
    queryPrefix: '',
    documentPrefix: '',
    pooling: 'mean',
    normalize: true,
    similarity: 'cosine',
    source: 'thenlper/gte-* model cards: mean pooling, no prefix',
  }),
  nomic: Object.freeze<Preset>({
    match: /nomic-embed-text/i,
    queryPrefix: 'search_query: ',
    documentPrefix: 'search_document: ',
    pooling: 'mean',
    normalize: true,
    similarity: 'cosine',
    source: 'nomic-ai/nomic-embed-text-v1(.5) model cards: task prefixes, mean pooling',
  }),
  'jina-code-embeddings': Object.freeze<Preset>({
    match: /jina-code-embeddings/i,
    queryPrefix: 'Find the most relevant code snippet given the following query:\n',
    documentPrefix: 'Candidate code snippet:\n',
    pooling: 'last-token',
    normalize: true,
    similarity: 'cosine',
    source: 'jinaai/jina-code-embeddings model card: nl2code instruction prefixes, last-token pooling',
  }),
  'jina-code': Object.freeze<Preset>({
    match: /jina-embeddings-v2-base-code/i,
    queryPrefix: '',
    documentPrefix: '',
    pooling: 'mean',
    normalize: true,
    similarity: 'cosine',
    source: 'jinaai/jina-embeddings-v2-base-code model card: mean pooling, raw text',
  }),
  'multi-qa-dot': Object.freeze<Preset>({
    match: /multi-qa-.*-dot-/i,
    queryPrefix: '',
    documentPrefix: '',
    pooling: 'cls',
    normalize: false,
    similarity: 'dot',
    source: 'sentence-transformers/multi-qa-mpnet-base-dot-v1 model card: CLS pooling, dot-product score',
  }),
  'sentence-transformers': Object.freeze<Preset>({
    match: /minilm|mpnet/i,
    queryPrefix: '',
    documentPrefix: '',
    pooling: 'mean',
    normalize: true,
    similarity: 'cosine',
    source:
      'sentence-transformers all-MiniLM / all-mpnet / multi-qa-*-cos model cards: mean pooling, raw text',
  }),
  none: Object.freeze<Preset>({
    match: /$^/,
    queryPrefix: '',
    documentPrefix: '',
    pooling: 'mean',
    normalize: true,
    similarity: 'cosine',
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
