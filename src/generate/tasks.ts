/**
 * `execret generate tasks`: the second phase of the paper's pipeline. One call per registry entry returns a
 * reference, its tests and four single-edit distractors; each answer goes through the gate's schema, syntax,
 * reference and variant stages at once (the construct stage's own code and the sandboxed oracle); an answer that
 * fails is asked again with the gate's message, up to `attempts`. With `freeForm` N, a separate call asks for N
 * natural buggy rewrites; a rewrite is kept only when it fails a test. The output is a native task file (format 2:
 * the model's distractors in `distractors`, origin `llm`, and `provenance`); `execret build` stays the gate.
 */
import pLimit from 'p-limit';
import { renameSync, writeFileSync } from 'node:fs';
import { inputError } from '../core/errors.js';
import { readJsonl, toJsonl } from '../core/jsonl.js';
import { silentLogger, type Logger } from '../core/log.js';
import type { OnProgress } from '../core/progress.js';
import type { LanguageId, ProvidedDistractor, Task } from '../core/types.js';
import { TOOL_VERSION } from '../core/version.js';
import {
  FREE_FORM_BUG_TYPE,
  judgedAtCap,
  verifyProvided,
  type ProvidedRejection,
} from '../construct/index.js';
import { checkSyntax } from '../construct/stages/2-syntax.js';
import { runReferences } from '../construct/stages/3-reference.js';
import { screeningTimeLimit } from '../construct/suites.js';
import { createOracle, pickSandboxOptions } from '../execute/index.js';
import type { SandboxOptions } from '../execute/options.js';
import type { Oracle } from '../execute/types.js';
import { LANGUAGE_IDS } from '../lang/index.js';
import { validateTask } from '../tasks/schema.js';
import { CallCache, DEFAULT_GENERATE_CACHE } from './cache.js';
import { BudgetStop, createChatClient, type CallStats, type ChatClient } from './client.js';
import { GENERATE_DEFAULTS } from './options.js';
import { fill, loadPrompts, promptHashes, type PromptName, type Prompts } from './prompts.js';
import { readBugs, readTask, saysCorrect, SCHEMAS, type RegistryEntry } from './shapes.js';
import type { ModelSetup } from './spec.js';
import type { ChatMessage, ChatRequest } from './types.js';

/** The gate stages an answer goes through, in order. */
export const ANSWER_STAGES = Object.freeze(['schema', 'syntax', 'reference', 'variants'] as const);
export type AnswerStage = (typeof ANSWER_STAGES)[number];

/** Distractors asked for per task (the paper's four). */
export const TASK_DISTRACTORS = 4;

export interface GenerateTasksOptions extends SandboxOptions {
  registryFile: string;
  out: string;
  model: ModelSetup;
  attempts?: number;
  freeForm?: number;
  /** the tasks' language (entries may say their own) */
  language?: LanguageId;
  /** a folder of prompt templates overriding the bundled ones */
  prompts?: string;
  /** the model-call cache (SQLite), or false */
  callCache?: string | false;
  /** the oracle's outcome cache, or false */
  cache?: string | false;
  maxCostUsd?: number;
  concurrency?: number;
  /** the longest a distractor's suite may take, seconds (as build's --variant-timeout; default 1) */
  variantTimeoutS?: number;
  log?: Logger;
  onProgress?: OnProgress;
  /** how retries wait (tests record waits instead) */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface AttemptRecord {
  entry: string;
  attempt: number;
  /** the first stage that failed, or null when the answer passed */
  stage: AnswerStage | null;
  message: string;
  cached: boolean;
}

export interface FreeFormSummary {
  /** rewrites asked for, per task and in all */
  perTask: number;
  asked: number;
  /** rewrites read from the answers */
  received: number;
  /** failing a test: kept, bug type free_form */
  kept: number;
  /** passing every test */
  accidentallyCorrect: number;
  /** of those, how many said so in their own description */
  saidSo: number;
  /** other rejections (does not parse, identical, ...), by code */
  rejected: Record<string, number>;
  /** answers that were not the shape after every attempt */
  unreadable: number;
}

/** The version of the summary `execret generate tasks --json` prints (its `schemaVersion`). */
export const GENERATE_TASKS_SUMMARY_VERSION = 1;

export interface GenerateTasksResult {
  schemaVersion: typeof GENERATE_TASKS_SUMMARY_VERSION;
  toolVersion: string;
  kind: 'generate-tasks';
  model: string;
  registry: string;
  out: string;
  entries: number;
  /** entries tried (fewer than entries when --max-cost stopped the run) */
  tried: number;
  written: number;
  attempts: number;
  firstAttemptValid: number;
  firstAttemptRate: number;
  finalValid: number;
  finalRate: number;
  /** answers rejected, by the first stage that failed */
  failuresByStage: Record<AnswerStage, number>;
  /** every rejected answer, in entry then attempt order */
  failures: AttemptRecord[];
  /** the entries kept only after a retry */
  repaired: string[];
  /** the entries that no attempt got through */
  failed: string[];
  freeForm: FreeFormSummary;
  calls: CallStats;
  cost: { usd: number | null; known: boolean; note: string };
  stopped: null | { reason: 'max-cost'; message: string };
  prompts: Record<string, string>;
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A registry file: JSONL of {entry_point, query, domain, id?, language?}. */
export function loadRegistry(file: string): (RegistryEntry & { id: string; language?: LanguageId })[] {
  const out: (RegistryEntry & { id: string; language?: LanguageId })[] = [];
  const seen = new Map<string, number>();
  for (const { line, value } of readJsonl(file, 'registry file')) {
    const at = (field: string) => ({ file, line, field });
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      throw inputError('expected a JSON object {entry_point, query, domain}', { file, line });
    const o = value as Record<string, unknown>;
    for (const k of ['entry_point', 'query', 'domain'])
      if (typeof o[k] !== 'string' || (o[k] as string).trim() === '')
        throw inputError('expected a non-empty string', at(k));
    if (!IDENT.test(o.entry_point as string))
      throw inputError(`"${o.entry_point}" is not an identifier`, at('entry_point'));
    const id = typeof o.id === 'string' ? o.id : (o.entry_point as string);
    if (o.language !== undefined && !(LANGUAGE_IDS as readonly string[]).includes(o.language as string))
      throw inputError(
        `unsupported language "${o.language}"`,
        at('language'),
        `one of: ${LANGUAGE_IDS.join(', ')}`,
      );
    const prev = seen.get(id);
    if (prev !== undefined)
      throw inputError(`duplicate id "${id}" (first on line ${prev})`, at('entry_point'));
    seen.set(id, line);
    out.push({
      id,
      entry_point: o.entry_point as string,
      query: o.query as string,
      domain: o.domain as string,
      ...(o.language ? { language: o.language as LanguageId } : {}),
    });
  }
  if (out.length === 0) throw inputError('no entries in file', { file });
  return out;
}

interface Verdict {
  stage: AnswerStage | null;
  message: string;
  task?: Task;
}

/** Context every entry's work shares. */
interface Run {
  client: ChatClient;
  oracle: Oracle;
  prompts: Prompts;
  attempts: number;
  freeForm: number;
  variantTimeoutS: number;
  stopped: GenerateTasksResult['stopped'];
}

const TASK_PROMPTS: readonly PromptName[] = ['task.system', 'task.user', 'task.repair'];
const FREE_FORM_PROMPTS: readonly PromptName[] = ['free-form.system', 'free-form.user', 'task.repair'];

export async function generateTasks(opts: GenerateTasksOptions): Promise<GenerateTasksResult> {
  const log = opts.log ?? silentLogger;
  const entries = loadRegistry(opts.registryFile);
  const prompts = loadPrompts(opts.prompts);
  const attempts = opts.attempts ?? GENERATE_DEFAULTS.attempts;
  const freeForm = opts.freeForm ?? GENERATE_DEFAULTS.freeForm;
  const cache =
    opts.callCache === false ? undefined : new CallCache(opts.callCache ?? DEFAULT_GENERATE_CACHE);
  const languages = [...new Set(entries.map((e) => e.language ?? opts.language ?? 'python'))];
  const oracle = await createOracle({ ...pickSandboxOptions(opts), cache: opts.cache, languages });
  const client = createChatClient(opts.model, {
    cache,
    maxCostUsd: opts.maxCostUsd,
    sleep: opts.sleep,
    onRetry: (i) => log.info(`retry ${i.attempt} in ${(i.waitMs / 1000).toFixed(1)} s: ${i.reason}`),
  });
  const run: Run = {
    client,
    oracle,
    prompts,
    attempts,
    freeForm,
    variantTimeoutS: opts.variantTimeoutS ?? 1,
    stopped: null,
  };
  const results: (EntryOutcome | undefined)[] = new Array(entries.length);
  const t0 = Date.now();
  let done = 0;
  try {
    const limit = pLimit(Math.max(1, opts.concurrency ?? GENERATE_DEFAULTS.concurrency));
    await Promise.all(
      entries.map((e, i) =>
        limit(async () => {
          if (run.stopped) return;
          const entry = { ...e, language: e.language ?? opts.language ?? 'python' };
          try {
            results[i] = await generateOne(run, entry);
          } catch (err) {
            if (!(err instanceof BudgetStop)) throw err;
            run.stopped ??= { reason: 'max-cost', message: err.message };
            return;
          }
          done++;
          opts.onProgress?.({ label: 'generate tasks', done, total: entries.length });
          log.info(progressLine(done, entries.length, results, t0, client));
        }),
      ),
    );
  } finally {
    await oracle.close();
    cache?.close();
  }
  const tasks = results.filter((r): r is EntryOutcome => r?.task !== undefined).map((r) => r.task!);
  const tmp = `${opts.out}.tmp-${process.pid}`;
  writeFileSync(tmp, toJsonl(tasks));
  renameSync(tmp, opts.out);
  if (run.stopped) log.warn(`stopped early: ${run.stopped.message}`);
  return summarise(opts, run, entries.length, results, tasks.length);
}

function progressLine(
  done: number,
  total: number,
  results: readonly (EntryOutcome | undefined)[],
  t0: number,
  client: ChatClient,
): string {
  const valid = results.filter((r) => r?.task).length;
  const s = Math.max(0.001, (Date.now() - t0) / 1000);
  const spend =
    client.stats.spendUsd === null
      ? 'spend unknown (no price)'
      : `~$${client.stats.spendUsd.toFixed(4)} spent`;
  return `${done}/${total} entries (${valid} valid), ${(done / s).toFixed(2)}/s, ${client.stats.requests} requests, ${client.stats.cacheHits} cached, ${spend}`;
}

interface EntryOutcome {
  id: string;
  records: AttemptRecord[];
  task?: Task;
  freeForm?: {
    received: number;
    kept: number;
    correct: number;
    saidSo: number;
    rejected: ProvidedRejection[];
    unreadable: boolean;
  };
}

function chatRequest(
  run: Run,
  system: string,
  messages: ChatMessage[],
  schemaName: ChatRequest['schemaName'],
): ChatRequest {
  const s = run.client.setup;
  return {
    system,
    messages,
    schemaName,
    schema: SCHEMAS[schemaName],
    temperature: s.temperature,
    seed: s.seed,
    maxTokens: s.maxTokens,
  };
}

/** One entry: attempts until an answer passes the gate, then the free-form call. */
async function generateOne(
  run: Run,
  entry: RegistryEntry & { id: string; language: LanguageId },
): Promise<EntryOutcome> {
  const p = run.prompts;
  const values = {
    entry_point: entry.entry_point,
    query: entry.query,
    domain: entry.domain,
    language: entry.language,
  };
  const messages: ChatMessage[] = [{ role: 'user', content: fill(p.text['task.user'], values) }];
  const records: AttemptRecord[] = [];
  const promptSha256 = promptHashes(p, TASK_PROMPTS);
  let task: Task | undefined;
  for (let attempt = 1; attempt <= run.attempts; attempt++) {
    const req = chatRequest(run, p.text['task.system'], messages, 'execret_task');
    const reply = await run.client.call(req, { kind: 'task', entry: entry.id, attempt, promptSha256 });
    const v = await gateAnswer(run, entry, reply.text);
    records.push({ entry: entry.id, attempt, stage: v.stage, message: v.message, cached: reply.cached });
    if (v.stage === null) {
      task = v.task;
      break;
    }
    messages.push(
      { role: 'assistant', content: reply.text },
      { role: 'user', content: fill(p.text['task.repair'], { message: v.message }) },
    );
  }
  if (!task) return { id: entry.id, records };
  const names = run.freeForm > 0 ? [...TASK_PROMPTS, ...FREE_FORM_PROMPTS] : TASK_PROMPTS;
  task.provenance = { model: run.client.setup.spec, prompt_sha256: promptHashes(p, [...new Set(names)]) };
  if (run.freeForm <= 0) return { id: entry.id, records, task };
  try {
    const freeForm = await freeFormRewrites(run, entry, task, values);
    return { id: entry.id, records, task, freeForm };
  } catch (e) {
    // The budget ran out between the two calls: the task is valid and kept, without free-form rewrites.
    if (!(e instanceof BudgetStop)) throw e;
    run.stopped ??= { reason: 'max-cost', message: e.message };
    return { id: entry.id, records, task };
  }
}

/** The schema, syntax, reference and variant stages on one answer; the first that fails gives the message. */
async function gateAnswer(
  run: Run,
  entry: RegistryEntry & { id: string; language: LanguageId },
  text: string,
): Promise<Verdict> {
  const read = readTask(text, TASK_DISTRACTORS);
  if (!read.ok) return { stage: 'schema', message: read.message };
  const distractors: ProvidedDistractor[] = read.value.distractors.map((d) => ({
    code: d.code,
    bug_type: d.bug_type,
    origin: 'llm',
    description: d.description,
  }));
  let task: Task;
  try {
    task = validateTask(
      {
        id: entry.id,
        language: entry.language,
        domain: entry.domain,
        query: entry.query,
        entry_point: entry.entry_point,
        code: read.value.code,
        tests: read.value.tests,
        distractors,
      },
      { file: 'answer' },
    );
  } catch (e) {
    return { stage: 'schema', message: (e as { format?: () => string }).format?.() ?? String(e) };
  }
  const syntax = await checkSyntax([task]);
  if (syntax.rejected.length)
    return { stage: 'syntax', message: syntax.rejected.map((r) => r.reason).join('; ') };
  const ref = await runReferences(run.oracle, [task]);
  if (ref.rejected.length) {
    const r = ref.rejected[0];
    const index = Number(r.detail.split(' ')[0]);
    return {
      stage: 'reference',
      message: `the reference fails its own test ${index} (${task.tests[index]}): ${r.detail.split(' ').slice(1).join(' ')}`,
    };
  }
  const refMs = ref.results.get(task.id)!.tests.reduce((s, t) => s + t.ms, 0);
  const limit = screeningTimeLimit(refMs, run.variantTimeoutS);
  const checked = await verifyProvided(judgedAtCap(run.oracle, run.variantTimeoutS), [task], () => limit);
  if (checked.rejected.length)
    return {
      stage: 'variants',
      message: checked.rejected.map((r) => `distractor ${r.index} (${r.bug_type}) ${r.reason}`).join('; '),
    };
  return { stage: null, message: 'ok', task };
}

/** The free-form call: N natural rewrites, kept only when they fail a test (bug type free_form, origin llm). */
async function freeFormRewrites(
  run: Run,
  entry: RegistryEntry & { id: string },
  task: Task,
  values: Record<string, string>,
): Promise<NonNullable<EntryOutcome['freeForm']>> {
  const p = run.prompts;
  const promptSha256 = promptHashes(p, FREE_FORM_PROMPTS);
  const messages: ChatMessage[] = [
    {
      role: 'user',
      content: fill(p.text['free-form.user'], { ...values, code: task.code, n: String(run.freeForm) }),
    },
  ];
  for (let attempt = 1; attempt <= run.attempts; attempt++) {
    const req = chatRequest(run, p.text['free-form.system'], messages, 'execret_bugs');
    const reply = await run.client.call(req, { kind: 'free-form', entry: entry.id, attempt, promptSha256 });
    const read = readBugs(reply.text);
    if (!read.ok) {
      messages.push(
        { role: 'assistant', content: reply.text },
        { role: 'user', content: fill(p.text['task.repair'], { message: read.message }) },
      );
      continue;
    }
    const bugs = read.value.bugs;
    const own = task.distractors ?? [];
    const all: Task = {
      ...task,
      distractors: [
        ...own,
        ...bugs.map((b) => ({
          code: b.code,
          bug_type: FREE_FORM_BUG_TYPE,
          origin: 'llm' as const,
          description: b.description,
        })),
      ],
    };
    const ref = await runReferences(run.oracle, [task]);
    const refMs = ref.results.get(task.id)!.tests.reduce((s, t) => s + t.ms, 0);
    const limit = screeningTimeLimit(refMs, run.variantTimeoutS);
    const checked = await verifyProvided(judgedAtCap(run.oracle, run.variantTimeoutS), [all], () => limit);
    const rejected = checked.rejected.filter((r) => r.index >= own.length);
    const passing = rejected.filter((r) => r.code === 'passes');
    const keptIdx = new Set((checked.kept.get(task.id) ?? []).map((c) => Number(c.mutant.id.slice(-3)) - 1));
    task.distractors = [
      ...own,
      ...all.distractors!.slice(own.length).filter((_, i) => keptIdx.has(own.length + i)),
    ];
    return {
      received: bugs.length,
      kept: task.distractors.length - own.length,
      correct: passing.length,
      saidSo: passing.filter((r) => saysCorrect(bugs[r.index - own.length].description)).length,
      rejected: rejected.filter((r) => r.code !== 'passes'),
      unreadable: false,
    };
  }
  return { received: 0, kept: 0, correct: 0, saidSo: 0, rejected: [], unreadable: true };
}

function summarise(
  opts: GenerateTasksOptions,
  run: Run,
  entries: number,
  results: readonly (EntryOutcome | undefined)[],
  written: number,
): GenerateTasksResult {
  const tried = results.filter((r): r is EntryOutcome => r !== undefined);
  const failures = tried.flatMap((r) => r.records.filter((a) => a.stage !== null));
  const byStage = Object.fromEntries(ANSWER_STAGES.map((s) => [s, 0])) as Record<AnswerStage, number>;
  for (const f of failures) byStage[f.stage!]++;
  const first = tried.filter((r) => r.records[0]?.stage === null).length;
  const final = tried.filter((r) => r.task).length;
  const ff = tried.map((r) => r.freeForm).filter((f) => f !== undefined);
  const rejected: Record<string, number> = {};
  for (const f of ff) for (const r of f.rejected) rejected[r.code] = (rejected[r.code] ?? 0) + 1;
  const stats = run.client.stats;
  const known = run.client.price !== undefined;
  return {
    schemaVersion: GENERATE_TASKS_SUMMARY_VERSION,
    toolVersion: TOOL_VERSION,
    kind: 'generate-tasks',
    model: run.client.setup.spec,
    registry: opts.registryFile,
    out: opts.out,
    entries,
    tried: tried.length,
    written,
    attempts: run.attempts,
    firstAttemptValid: first,
    firstAttemptRate: tried.length ? first / tried.length : 0,
    finalValid: final,
    finalRate: tried.length ? final / tried.length : 0,
    failuresByStage: byStage,
    failures,
    repaired: tried.filter((r) => r.task && r.records[0].stage !== null).map((r) => r.id),
    failed: tried.filter((r) => !r.task).map((r) => r.id),
    freeForm: {
      perTask: run.freeForm,
      asked: run.freeForm * ff.length,
      received: ff.reduce((n, f) => n + f.received, 0),
      kept: ff.reduce((n, f) => n + f.kept, 0),
      accidentallyCorrect: ff.reduce((n, f) => n + f.correct, 0),
      saidSo: ff.reduce((n, f) => n + f.saidSo, 0),
      rejected,
      unreadable: ff.filter((f) => f.unreadable).length,
    },
    calls: { ...stats },
    cost: {
      usd: stats.spendUsd,
      known,
      note: known
        ? 'estimated from the token counts the API reported and the list prices in src/generate/prices.ts (cached answers cost nothing)'
        : `no price for ${run.client.setup.spec}: cost unknown (pass price-in= and price-out= in the model spec)`,
    },
    stopped: run.stopped,
    prompts: { ...run.prompts.sha256 },
  };
}
