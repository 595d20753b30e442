/** The flags every `execret generate` subcommand shares: the model and how it is called (defaults: src/generate/options.ts). */
import type { Command } from 'commander';
import { GENERATE_CACHE } from '../core/cache-paths.js';
import type { Logger } from '../core/log.js';
import type { LanguageId } from '../core/types.js';
import { GENERATE_DEFAULTS as d } from '../generate/options.js';
import type { ModelSetup } from '../generate/spec.js';
import { cliEnv } from './env.js';
import { intOption, numberOption } from './io.js';

export interface GenerateFlagValues {
  model: string;
  baseUrl?: string;
  prompts?: string;
  maxCost?: number;
  callCache?: string | boolean;
  language: string;
  json?: boolean;
  quiet?: boolean;
}

export function addGenerateFlags(cmd: Command): Command {
  return cmd
    .requiredOption(
      '--model <spec>',
      'PROVIDER:MODEL[?key=value...]: openai:gpt-4o-mini, anthropic:claude-haiku-4-5, gemini:gemini-2.5-flash (options: base-url, api-key-env, temperature, seed, max-tokens, timeout, retries, retry-base-ms, price-in, price-out)',
    )
    .option(
      '--base-url <url>',
      'the API to call (an OpenAI-compatible server: http://HOST:PORT/v1); base-url= in the spec wins',
    )
    .option(
      '--prompts <dir>',
      'prompt templates overriding the bundled ones (assets/prompts/, same file names)',
    )
    .option(
      '--max-cost <usd>',
      'stop before a call would take the estimated spend past this (needs a known price)',
      numberOption('--max-cost', 0),
    )
    .option('--language <id>', "the tasks' language", d.language)
    .option('--call-cache <file>', `the model-call cache (default: ${GENERATE_CACHE})`)
    .option('--no-call-cache', 'call the model even for a request made before')
    .option('--json', 'print one JSON summary on stdout')
    .option('--quiet', 'no progress on stderr');
}

/** What every generate call takes from the flags added by addGenerateFlags (the model resolved with the environment). */
export interface GenerateCallOptions {
  model: ModelSetup;
  language: LanguageId;
  prompts: string | undefined;
  callCache: string | false | undefined;
  maxCostUsd: number | undefined;
  log: Logger;
}

/** The shared flags as library options; `command` names the log lines ("generate tasks"). */
export async function generateOptionsFrom(
  o: GenerateFlagValues,
  command: string,
): Promise<GenerateCallOptions> {
  const { resolveModel } = await import('../generate/index.js');
  const { commandLogger } = await import('../core/log.js');
  return {
    model: resolveModel(o.model, o.baseUrl ? { 'base-url': o.baseUrl } : {}, cliEnv()),
    // checked by the library against the language table
    language: o.language as LanguageId,
    prompts: o.prompts,
    callCache: o.callCache === true ? undefined : o.callCache,
    maxCostUsd: o.maxCost,
    log: commandLogger(command, !!o.quiet),
  };
}

export const perDomainOption = () => intOption('--per-domain', 1, 100000);
export const attemptsOption = () => intOption('--attempts', 1, 20);
