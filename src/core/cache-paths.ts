/** The default cache files, one per kind of result, under the working directory (a module with no dependencies, so
 * the CLI can name them in --help without loading SQLite). */
export const ORACLE_CACHE = '.execret-cache/oracle.sqlite';
export const EMBEDDING_CACHE = '.execret-cache/embeddings.sqlite';
export const RERANK_CACHE = '.execret-cache/rerank.sqlite';
export const GENERATE_CACHE = '.execret-cache/generate.sqlite';
