import type { ChatProviderFactory } from '../types.js';
import { anthropicChat } from './anthropic.js';
import { geminiChat } from './gemini.js';
import { openaiChat } from './openai.js';

/** The chat providers `--model PROVIDER:MODEL` names (lookup with a did-you-mean in spec.ts). */
export const chatProviders: Readonly<Record<string, ChatProviderFactory>> = Object.freeze({
  openai: openaiChat,
  anthropic: anthropicChat,
  gemini: geminiChat,
});
