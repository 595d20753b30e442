/**
 * The generate stage: a model as a source of tasks (docs/generate.md). `generateRegistry` drafts the registry,
 * `generateTasks` writes native task files from it; `execret build` stays the gate every task passes.
 */
export {
  generateRegistry,
  admit,
  type GenerateRegistryOptions,
  type GenerateRegistryResult,
  type DroppedEntry,
} from './registry.js';
export {
  generateTasks,
  loadRegistry,
  ANSWER_STAGES,
  TASK_DISTRACTORS,
  type GenerateTasksOptions,
  type GenerateTasksResult,
  type AttemptRecord,
} from './tasks.js';
export { resolveModel, MODEL_OPTIONS, type ModelSetup } from './spec.js';
export { chatProviders } from './providers/index.js';
export { createChatClient, BudgetStop, worstCaseCost, type ChatClient, type CallStats } from './client.js';
export { CallCache, callKey, DEFAULT_GENERATE_CACHE } from './cache.js';
export { CHAT_PRICES, chatPrice } from './prices.js';
export {
  loadPrompts,
  fill,
  PROMPT_NAMES,
  PROMPTS_VERSION,
  BUNDLED_PROMPTS_DIR,
  type Prompts,
} from './prompts.js';
export { SCHEMAS, readJsonObject, readRegistry, readTask, readBugs, saysCorrect } from './shapes.js';
export { GENERATE_DEFAULTS } from './options.js';
export type * from './types.js';
