/**
 * A scripted model behind a real HTTP server on 127.0.0.1 that speaks the OpenAI-compatible chat-completions API
 * (and, for the shape tests, Anthropic's Messages and Gemini's generateContent). Its answers are tasks of the
 * bundled set: the reference of data/tasks.jsonl, its tests, and four of the bundled release's single-edit
 * distractors of the six core types, so the code is real. Defects are planted per entry by its position:
 *
 *   not-json          the first answer is prose, not JSON                      -> schema, repaired on attempt 2
 *   failing-reference the first answer's reference is one of its distractors  -> reference, repaired
 *   passing-distractor the first answer has a distractor that passes every test (an equivalent engine mutant)
 *                                                                               -> variants, repaired
 *   wrong-bug-type    the first answer calls a distractor by another bug type -> variants, repaired
 *   hopeless          every answer is prose                                    -> never valid, not written
 *   http-429          the first request gets 429 (Retry-After: 0)              -> retried, no attempt lost
 *   timeout           the first request hangs                                  -> timed out, retried
 *
 * Free-form answers: two rewrites per task, one failing (the reference redefined to raise), and on every third
 * task one accidentally correct rewrite (the reference plus a harmless module-level line), whose description
 * says so on every other such task.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORE_BUG_TYPES } from '../../src/mutate/index.js';
import { mutateTask } from '../../src/mutate/index.js';
import type { Oracle } from '../../src/execute/types.js';
import type { Task } from '../../src/core/types.js';
import { REPO_ROOT } from '../helpers/cli.js';

export type Plant =
  | 'none'
  | 'not-json'
  | 'failing-reference'
  | 'passing-distractor'
  | 'wrong-bug-type'
  | 'hopeless'
  | 'http-429'
  | 'timeout';

export interface ScriptedEntry {
  task: Task;
  distractors: { bug_type: string; code: string; description: string }[];
  plant: Plant;
  /** passing-distractor: an engine mutant of a core type that passes every test */
  survivor?: { bug_type: string; code: string };
  /** free-form: whether this task gets an accidentally correct rewrite, and whether its description says so */
  correctRewrite: boolean;
  saysSo: boolean;
}

const lines = (f: string) =>
  readFileSync(f, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));

/** Bundled Python tasks without setup that keep at least four single-edit core distractors in the release. */
export function bundledCandidates(): { task: Task; distractors: ScriptedEntry['distractors'] }[] {
  const tasks = lines(join(REPO_ROOT, 'data', 'tasks.jsonl')) as Task[];
  const corpus = lines(join(REPO_ROOT, 'data', 'release', 'corpus.jsonl')) as {
    task: string;
    kind: string;
    bug_type: string;
    text: string;
    edits: unknown[];
  }[];
  const core = new Set<string>(CORE_BUG_TYPES);
  const byTask = new Map<string, typeof corpus>();
  for (const c of corpus)
    if (c.kind === 'distractor' && core.has(c.bug_type) && c.edits.length === 1) {
      if (!byTask.has(c.task)) byTask.set(c.task, []);
      byTask.get(c.task)!.push(c);
    }
  return tasks
    .filter(
      (t) =>
        t.language === 'python' && !t.setup && t.id === t.entry_point && (byTask.get(t.id)?.length ?? 0) >= 4,
    )
    .map((t) => ({
      task: {
        id: t.id,
        language: t.language,
        domain: t.domain,
        query: t.query,
        entry_point: t.entry_point,
        code: t.code,
        tests: t.tests,
      },
      distractors: byTask
        .get(t.id)!
        .slice(0, 4)
        .map((c) => ({
          bug_type: c.bug_type,
          code: c.text,
          description: `a ${c.bug_type.replace(/_/g, ' ')} edit`,
        })),
    }));
}

/** The plant of the entry at position i (of n): each defect on a fixed share of the entries. */
export function plantOf(i: number): Plant {
  const cycle: Plant[] = [
    'none',
    'not-json',
    'none',
    'failing-reference',
    'http-429',
    'passing-distractor',
    'none',
    'wrong-bug-type',
    'timeout',
    'none',
    'none',
    'hopeless',
  ];
  return cycle[i % cycle.length];
}

/** A core-type engine mutant of the task that passes every test, or undefined. */
export async function findSurvivor(
  oracle: Oracle,
  task: Task,
): Promise<{ bug_type: string; code: string } | undefined> {
  const core = new Set<string>(CORE_BUG_TYPES);
  const ms = (await mutateTask(task)).filter((m) => core.has(m.bug_type) && m.edits.length === 1);
  if (ms.length === 0) return undefined;
  const rs = await oracle.run(
    // stop at the first failing test, and a short limit: a looping mutant is no survivor
    ms.map((m) => ({
      snippet: m.id,
      task: task.id,
      language: task.language,
      code: m.code,
      tests: task.tests,
      failFast: true,
      timeoutS: 0.3,
    })),
  );
  const i = rs.findIndex((r) => r.passed);
  return i < 0 ? undefined : { bug_type: ms[i].bug_type, code: ms[i].code };
}

/**
 * n scripted entries from the bundled tasks. A passing-distractor plant goes to a task that has a surviving
 * core mutant (found with the oracle); a task without one takes the next plant-free position's place.
 */
export async function scriptEntries(oracle: Oracle, n: number): Promise<ScriptedEntry[]> {
  const pool = bundledCandidates();
  const out: ScriptedEntry[] = [];
  const used = new Set<string>();
  for (let i = 0; i < n; i++) {
    const plant = plantOf(i);
    let pick: (typeof pool)[number] | undefined;
    let survivor: ScriptedEntry['survivor'];
    for (const c of pool) {
      if (used.has(c.task.id)) continue;
      if (plant === 'passing-distractor') {
        survivor = await findSurvivor(oracle, c.task);
        if (!survivor) continue;
      }
      pick = c;
      break;
    }
    if (!pick) throw new Error(`only ${out.length} bundled tasks fit the script`);
    used.add(pick.task.id);
    const k = out.length;
    out.push({ ...pick, plant, survivor, correctRewrite: k % 3 === 2, saysSo: k % 6 === 2 });
  }
  return out;
}

export const planted = (entries: readonly ScriptedEntry[]) => {
  const firstBad = new Set<Plant>([
    'not-json',
    'failing-reference',
    'passing-distractor',
    'wrong-bug-type',
    'hopeless',
  ]);
  return {
    firstAttemptValid: entries.filter((e) => !firstBad.has(e.plant)).length,
    hopeless: entries.filter((e) => e.plant === 'hopeless').map((e) => e.task.id),
    repaired: entries.filter((e) => firstBad.has(e.plant) && e.plant !== 'hopeless').map((e) => e.task.id),
    accidentallyCorrect: entries.filter((e) => e.correctRewrite && e.plant !== 'hopeless').length,
    saidSo: entries.filter((e) => e.correctRewrite && e.saysSo && e.plant !== 'hopeless').length,
  };
};

const SWAP_TYPE: Record<string, string> = {
  off_by_one: 'swap_arguments',
  off_by_one_boundary: 'swap_arguments',
  wrong_operator: 'swap_arguments',
  wrong_comparison: 'swap_arguments',
  swap_arguments: 'wrong_operator',
  remove_edge_case_check: 'wrong_operator',
};

/** The scripted answer text for an entry's attempt (1-based). */
export function taskAnswer(e: ScriptedEntry, attempt: number): string {
  const good = { code: e.task.code, tests: e.task.tests, distractors: e.distractors };
  const first = attempt === 1;
  switch (first || e.plant === 'hopeless' ? e.plant : 'none') {
    case 'not-json':
    case 'hopeless':
      return `Sure! Here is ${e.task.entry_point}: it loops over the input and returns the result.`;
    case 'failing-reference':
      return JSON.stringify({ ...good, code: e.distractors[0].code });
    case 'passing-distractor':
      return JSON.stringify({
        ...good,
        distractors: [{ ...e.survivor!, description: 'x' }, ...e.distractors.slice(1)],
      });
    case 'wrong-bug-type':
      return JSON.stringify({
        ...good,
        distractors: [
          { ...e.distractors[0], bug_type: SWAP_TYPE[e.distractors[0].bug_type] },
          ...e.distractors.slice(1),
        ],
      });
    default:
      // a good answer in a code fence, as chat models often write them
      return attempt % 2 === 0 ? JSON.stringify(good) : '```json\n' + JSON.stringify(good, null, 1) + '\n```';
  }
}

export function bugsAnswer(e: ScriptedEntry): string {
  const ep = e.task.entry_point;
  const bugs = [
    {
      code: `${e.task.code.trimEnd()}\n\n\ndef ${ep}(*args, **kwargs):\n    raise RuntimeError("rewritten from scratch, left unfinished")\n`,
      description: 'The rewrite never returns a value.',
    },
  ];
  if (e.correctRewrite)
    bugs.push({
      code: `${e.task.code.trimEnd()}\n\n\n_EXECRET_UNUSED = 0\n`,
      description: e.saysSo
        ? 'This version is equivalent to the original; no bug.'
        : 'Off by one in the main loop.',
    });
  return JSON.stringify({ bugs });
}

export interface ServerStats {
  /** every request received, including 429s and hung ones */
  requests: number;
  /** requests answered 200 */
  answered: number;
  /** request bodies (as text) of answered requests */
  bodies: string[];
  /** user messages that did not contain an entry's entry_point and query verbatim */
  unmatched: number;
}

/** The OpenAI-compatible scripted server. `onRequest` sees each request first (e.g. to kill a client). */
export async function startScriptedServer(
  entries: readonly ScriptedEntry[],
  opts: { onRequest?: (n: number) => void } = {},
): Promise<{ url: string; stats: ServerStats; close(): Promise<void> }> {
  const stats: ServerStats = { requests: 0, answered: 0, bodies: [], unmatched: 0 };
  const firstSeen = new Set<string>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      stats.requests++;
      opts.onRequest?.(stats.requests);
      const body = JSON.parse(raw) as {
        messages: { role: string; content: string }[];
        response_format: { json_schema: { name: string } };
      };
      const users = body.messages.filter((m) => m.role === 'user');
      const e = entries.find(
        (x) => users[0].content.includes(x.task.entry_point) && users[0].content.includes(x.task.query),
      );
      if (!e) {
        stats.unmatched++;
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"no entry in the message"}');
        return;
      }
      const schema = body.response_format.json_schema.name;
      const key = `${schema}:${e.task.id}`;
      const fresh = !firstSeen.has(key);
      firstSeen.add(key);
      if (fresh && schema === 'execret_task' && e.plant === 'http-429') {
        res
          .writeHead(429, { 'content-type': 'application/json', 'retry-after': '0' })
          .end('{"error":"rate limited"}');
        return;
      }
      if (fresh && schema === 'execret_task' && e.plant === 'timeout') return; // hang: the client times out
      const content = schema === 'execret_bugs' ? bugsAnswer(e) : taskAnswer(e, users.length);
      stats.answered++;
      stats.bodies.push(raw);
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${stats.requests}`,
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: {
            prompt_tokens: Math.ceil(raw.length / 4),
            completion_tokens: Math.ceil(content.length / 4),
            total_tokens: 0,
          },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    stats,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
