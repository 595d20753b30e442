/** The chat wire every provider speaks (providers/), and what the generate stage asks of it. */

/** The three response shapes, each a JSON Schema name (OpenAI's `response_format.json_schema.name`). */
export type SchemaName = 'execret_registry' | 'execret_task' | 'execret_bugs';

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** One chat request: everything that changes the answer (and so the cache key). */
export interface ChatRequest {
  system: string;
  messages: ChatMessage[];
  schemaName: SchemaName;
  schema: Readonly<Record<string, unknown>>;
  temperature: number;
  /** sent where the API takes one (OpenAI-compatible, Gemini) */
  seed?: number;
  maxTokens: number;
}

export interface ChatUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface ChatReply {
  /** the answer's text (for a tool-use answer, the tool input as JSON) */
  text: string;
  /** token counts the API reported, or null when it reported none */
  usage: ChatUsage | null;
}

/** One chat API. `complete` makes exactly one HTTP request; retries, time limits and the cache wrap it (client.ts). */
export interface ChatProvider {
  /** the table key: `openai`, `anthropic`, `gemini` */
  readonly provider: string;
  readonly model: string;
  readonly baseUrl: string;
  complete(req: ChatRequest, signal?: AbortSignal): Promise<ChatReply>;
}

/** A provider's entry in the table (providers/index.ts). */
export interface ChatProviderFactory {
  readonly description: string;
  readonly defaultBaseUrl: string;
  /** environment variables the key is read from, first set wins */
  readonly keyEnv: readonly string[];
  /** whether a key is needed at this base URL (a local OpenAI-compatible server needs none) */
  keyRequired(baseUrl: string): boolean;
  create(model: string, setup: { baseUrl: string; apiKey: string | undefined }): ChatProvider;
}
