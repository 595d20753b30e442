/**
 * `execret generate registry`: the first phase of the paper's pipeline. A model drafts (entry_point, query,
 * domain) triples only, in batches per domain, so that the model that later writes the code cannot pick easy
 * tasks for itself. Drafts are deduplicated by name, by query similarity (TF-IDF cosine over a threshold, the
 * gate's own near-duplicate measure, construct/cross/query-similarity.ts) and against an existing task file or
 * release (`--against`); what is dropped is written beside the registry with the reason.
 */
import { existsSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { usageError } from '../core/errors.js';
import { toJsonl } from '../core/jsonl.js';
import { silentLogger, type Logger } from '../core/log.js';
import type { LanguageId } from '../core/types.js';
import { TOOL_VERSION } from '../core/version.js';
import { similarPairs } from '../construct/cross/query-similarity.js';
import { loadRelease } from '../release/index.js';
import { loadTasks } from '../tasks/load.js';
import { CallCache, DEFAULT_GENERATE_CACHE } from './cache.js';
import { BudgetStop, createChatClient, type CallStats } from './client.js';
import { GENERATE_DEFAULTS } from './options.js';
import { fill, loadPrompts, promptHashes } from './prompts.js';
import { readRegistry, SCHEMAS, type RegistryEntry } from './shapes.js';
import type { ModelSetup } from './spec.js';
import { byCodeUnit } from '../core/order.js';

export interface GenerateRegistryOptions {
  model: ModelSetup;
  domains: readonly string[];
  perDomain?: number;
  batch?: number;
  out: string;
  /** a task file or a release folder whose names and queries the registry must not repeat */
  against?: string;
  /** TF-IDF cosine above which two queries are near-duplicates (default 0.8) */
  similarity?: number;
  language?: LanguageId;
  prompts?: string;
  callCache?: string | false;
  maxCostUsd?: number;
  log?: Logger;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export type DropReason =
  'invalid-name' | 'wrong-domain' | 'duplicate-name' | 'similar-query' | 'against-name' | 'against-query';

export interface DroppedEntry extends RegistryEntry {
  reason: DropReason;
  /** the entry (or the --against task) it repeats */
  other?: string;
  cosine?: number;
}

/** The version of the summary `execret generate registry --json` prints (its `schemaVersion`). */
export const GENERATE_REGISTRY_SUMMARY_VERSION = 1;

export interface GenerateRegistryResult {
  schemaVersion: typeof GENERATE_REGISTRY_SUMMARY_VERSION;
  toolVersion: string;
  kind: 'generate-registry';
  model: string;
  out: string;
  droppedFile: string;
  perDomain: Record<string, { kept: number; drafted: number; calls: number }>;
  kept: number;
  drafted: number;
  dropped: Record<string, number>;
  /** answers that were not the registry shape */
  unreadable: number;
  calls: CallStats;
  cost: { usd: number | null; known: boolean };
  stopped: null | { reason: 'max-cost'; message: string };
  prompts: Record<string, string>;
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** Names compare without case and underscores: `is_prime` and `isPrime` are one function. */
const nameKey = (n: string) => n.replace(/_/g, '').toLowerCase();

/** Names and queries already taken: a task file (JSONL) or a release folder. */
function against(path: string | undefined): { name: string; query: string; id: string }[] {
  if (!path) return [];
  if (!existsSync(path)) throw usageError(`--against ${path}: no such file or folder`);
  if (statSync(path).isDirectory())
    return loadRelease(path).queries.map((q) => ({ name: q.entry_point, query: q.text, id: q._id }));
  return loadTasks(path).map((t) => ({ name: t.entry_point, query: t.query, id: t.id }));
}

export async function generateRegistry(opts: GenerateRegistryOptions): Promise<GenerateRegistryResult> {
  const log = opts.log ?? silentLogger;
  if (opts.domains.length === 0) throw usageError('generate registry: give at least one --domain');
  const perDomain = opts.perDomain ?? GENERATE_DEFAULTS.perDomain;
  const batch = opts.batch ?? GENERATE_DEFAULTS.batch;
  const threshold = opts.similarity ?? GENERATE_DEFAULTS.similarity;
  const language = opts.language ?? 'python';
  const prompts = loadPrompts(opts.prompts);
  const promptSha256 = promptHashes(prompts, ['registry.system', 'registry.user']);
  const taken = against(opts.against);
  const cache =
    opts.callCache === false ? undefined : new CallCache(opts.callCache ?? DEFAULT_GENERATE_CACHE);
  const client = createChatClient(opts.model, {
    cache,
    maxCostUsd: opts.maxCostUsd,
    sleep: opts.sleep,
    onRetry: (i) => log.info(`retry ${i.attempt} in ${(i.waitMs / 1000).toFixed(1)} s: ${i.reason}`),
  });
  const kept: RegistryEntry[] = [];
  const dropped: DroppedEntry[] = [];
  const stats: GenerateRegistryResult['perDomain'] = {};
  let unreadable = 0;
  let stopped: GenerateRegistryResult['stopped'] = null;
  const ctx = {
    opts,
    client,
    prompts,
    promptSha256,
    taken,
    kept,
    dropped,
    perDomain,
    batch,
    threshold,
    language,
    log,
  };
  try {
    for (const domain of opts.domains) {
      const r = await draftDomain(ctx, domain);
      stats[domain] = r.stats;
      unreadable += r.unreadable;
      if (r.stopped) {
        stopped = r.stopped;
        break;
      }
    }
  } finally {
    cache?.close();
  }
  const droppedFile = `${opts.out.replace(/\.jsonl$/, '')}.dropped.jsonl`;
  for (const [file, rows] of [
    [opts.out, kept],
    [droppedFile, dropped],
  ] as const) {
    const tmp = `${file}.tmp-${process.pid}`;
    writeFileSync(tmp, toJsonl(rows as readonly object[]));
    renameSync(tmp, file);
  }
  const reasons: Record<string, number> = {};
  for (const d of dropped) reasons[d.reason] = (reasons[d.reason] ?? 0) + 1;
  return {
    schemaVersion: GENERATE_REGISTRY_SUMMARY_VERSION,
    toolVersion: TOOL_VERSION,
    kind: 'generate-registry',
    model: opts.model.spec,
    out: opts.out,
    droppedFile,
    perDomain: stats,
    kept: kept.length,
    drafted: Object.values(stats).reduce((n, s) => n + s.drafted, 0),
    dropped: Object.fromEntries(Object.entries(reasons).sort(([a], [b]) => byCodeUnit(a, b))),
    unreadable,
    calls: { ...client.stats },
    cost: { usd: client.stats.spendUsd, known: client.price !== undefined },
    stopped,
    prompts: promptSha256,
  };
}

interface DraftContext {
  opts: GenerateRegistryOptions;
  client: ReturnType<typeof createChatClient>;
  prompts: ReturnType<typeof loadPrompts>;
  promptSha256: Record<string, string>;
  taken: { name: string; query: string; id: string }[];
  kept: RegistryEntry[];
  dropped: DroppedEntry[];
  perDomain: number;
  batch: number;
  threshold: number;
  language: string;
  log: Logger;
}

/** Calls for one domain until it has `perDomain` new entries (or 3 calls per batch it needs have been made). */
async function draftDomain(
  c: DraftContext,
  domain: string,
): Promise<{
  stats: { kept: number; drafted: number; calls: number };
  unreadable: number;
  stopped: GenerateRegistryResult['stopped'];
}> {
  const s = { kept: 0, drafted: 0, calls: 0 };
  let unreadable = 0;
  // A round that adds nothing still counts: a model that only repeats itself cannot loop forever.
  const maxCalls = Math.ceil(c.perDomain / c.batch) * 3;
  while (s.kept < c.perDomain && s.calls < maxCalls) {
    const n = Math.min(c.batch, c.perDomain - s.kept);
    const avoid = [...c.taken.map((t) => t.name), ...c.kept.map((k) => k.entry_point)];
    const user = fill(c.prompts.text['registry.user'], {
      n: String(n),
      domain,
      language: c.language,
      avoid: avoid.length ? avoid.join(', ') : '(none yet)',
    });
    const req = {
      system: c.prompts.text['registry.system'],
      messages: [{ role: 'user' as const, content: user }],
      schemaName: 'execret_registry' as const,
      schema: SCHEMAS.execret_registry,
      temperature: c.opts.model.temperature,
      seed: c.opts.model.seed,
      maxTokens: c.opts.model.maxTokens,
    };
    s.calls++;
    let reply;
    try {
      reply = await c.client.call(req, {
        kind: 'registry',
        entry: domain,
        attempt: s.calls,
        promptSha256: c.promptSha256,
      });
    } catch (e) {
      if (!(e instanceof BudgetStop)) throw e;
      return { stats: s, unreadable, stopped: { reason: 'max-cost', message: e.message } };
    }
    const read = readRegistry(reply.text);
    if (!read.ok) {
      unreadable++;
      c.log.warn(`registry answer for ${domain} (call ${s.calls}) unreadable: ${read.message}`);
      continue;
    }
    s.drafted += read.value.length;
    for (const e of admit(read.value.slice(0, n), domain, c.kept, c.taken, c.dropped, c.threshold)) {
      c.kept.push(e);
      s.kept++;
    }
    c.log.info(
      `${domain}: ${s.kept}/${c.perDomain} kept after ${s.calls} calls; ${c.dropped.length} dropped in all`,
    );
  }
  return { stats: s, unreadable, stopped: null };
}

/**
 * The drafts of one answer that are new: a valid identifier, of the domain asked for, a name not seen (in the
 * registry or --against), and a query no closer than `threshold` (TF-IDF cosine, fitted on every query so far)
 * to an earlier one. The dropped ones go to `dropped` with the reason.
 */
export function admit(
  drafts: readonly RegistryEntry[],
  domain: string,
  kept: readonly RegistryEntry[],
  taken: readonly { name: string; query: string; id: string }[],
  dropped: DroppedEntry[],
  threshold: number,
): RegistryEntry[] {
  const names = new Map<string, string>(kept.map((k) => [nameKey(k.entry_point), k.entry_point]));
  const takenNames = new Map(taken.map((t) => [nameKey(t.name), t.id]));
  const fresh: RegistryEntry[] = [];
  for (const d0 of drafts) {
    const d = { entry_point: d0.entry_point.trim(), query: d0.query.trim(), domain: d0.domain.trim() };
    if (!IDENT.test(d.entry_point)) dropped.push({ ...d, reason: 'invalid-name' });
    else if (d.domain !== domain) dropped.push({ ...d, reason: 'wrong-domain', other: domain });
    else if (takenNames.has(nameKey(d.entry_point)))
      dropped.push({ ...d, reason: 'against-name', other: takenNames.get(nameKey(d.entry_point)) });
    else if (names.has(nameKey(d.entry_point)))
      dropped.push({ ...d, reason: 'duplicate-name', other: names.get(nameKey(d.entry_point)) });
    else {
      names.set(nameKey(d.entry_point), d.entry_point);
      fresh.push(d);
    }
  }
  // Queries: --against first, then the registry so far, then the new drafts in their order.
  const texts = [...taken.map((t) => t.query), ...kept.map((k) => k.query), ...fresh.map((f) => f.query)];
  const base = taken.length + kept.length;
  const out = new Set<number>();
  const closest = new Map<number, { j: number; cosine: number }>();
  for (const { i, j, cosine } of similarPairs(texts, threshold)) {
    if (j < base || out.has(i)) continue; // pairs among old queries, or with a draft already dropped
    if (!closest.has(j) || closest.get(j)!.j > i) closest.set(j, { j: i, cosine });
    out.add(j);
  }
  return fresh.filter((f, k) => {
    const c = closest.get(base + k);
    if (!c) return true;
    const isTaken = c.j < taken.length;
    const other = isTaken
      ? taken[c.j].id
      : c.j < base
        ? kept[c.j - taken.length].entry_point
        : fresh[c.j - base].entry_point;
    dropped.push({
      ...f,
      reason: isTaken ? 'against-query' : 'similar-query',
      other,
      cosine: Math.round(c.cosine * 1e4) / 1e4,
    });
    return false;
  });
}
