import { mdTable } from '../core/markdown.js';
import { SCREEN_TRIES_PER_TYPE } from './screening.js';
import { usable } from './suites.js';
import { CENTRE_TRIES, isBalanced, type BalanceStats } from './balanced.js';
import { bugTypeOrder, CORE_BUG_TYPES } from '../mutate/index.js';
import { QUERY_COSINE_LIMIT, type CrossFindings } from './cross/index.js';
import { killRates, type KillRates } from './kill-rates.js';
import { qualityByDomain } from './quality.js';
import type { ProvidedSummary, Rejection, StageStats, TaskBuild } from './types.js';
import { byCodeUnit } from '../core/order.js';

export interface BuildReportData {
  seed: number;
  options: {
    distractors: number;
    stack: number | null;
    timeoutS: number;
    variantTimeoutS: number;
    screenTimeLimit: { floorS: number; factor: number; stepS: number; capS: number };
    screen: 'auto' | 'all';
    memoryMb: number;
  };
  isolation: { level: string; mechanisms: string[]; missing: string[] };
  runtimes: { language: string; version: string }[];
  stages: Omit<StageStats, 'ms'>[];
  rejected: Rejection[];
  dropped: { id: string; task: string; reason: string }[];
  cross: CrossFindings;
  strictDuplicates: boolean;
  balance?: BalanceStats;
  builds: readonly TaskBuild[];
  /** task-provided distractors (absent or empty: no section) */
  provided?: ProvidedSummary;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

const table = mdTable;

function count<T>(items: readonly T[], key: (t: T) => string): [string, number][] {
  const m = new Map<string, number>();
  for (const it of items) m.set(key(it), (m.get(key(it)) ?? 0) + 1);
  return [...m].sort(([a], [b]) => byCodeUnit(a, b));
}

/** build-report.md: a pure function of the build's data (no timings, so rebuilds are byte-identical). */
export function renderBuildReport(d: BuildReportData): string {
  const kr = killRates(d.builds);
  return [
    '# Build report',
    '',
    ...headerSection(d),
    ...gateSection(d),
    ...crossSection(d),
    ...corpusSection(d),
    ...providedSection(d),
    ...balancedSection(d),
    ...qualitySection(d),
    ...killRateSection(d, kr),
    ...rejectedSection(d),
  ].join('\n');
}

/**
 * Task-provided distractors (the tasks' `distractors`), when there are any: offered and kept by origin, and each
 * one rejected with its reason. A build of tasks without them has no such section (its report is as before).
 */
function providedSection(d: BuildReportData): string[] {
  const p = d.provided;
  if (!p || (Object.keys(p.offered).length === 0 && p.rejected.length === 0)) return [];
  const origins = [...new Set([...Object.keys(p.offered), ...Object.keys(p.kept)])].sort();
  return [
    '## Task-provided distractors',
    '',
    'Each was verified like an engine mutant: it parses and defines the entry point, differs from the canonical in ' +
      "syntax tree and fails a test in the sandbox; a model's distractor of a mechanical bug type must also be a " +
      'single edit of the canonical, read from the syntax trees, whose kind supports its bug type. The verified ' +
      'ones are kept first; the engine fills the rest of each pool.',
    '',
    table(
      ['origin', 'offered', 'kept in a pool', 'rejected'],
      origins.map((o) => [
        o,
        p.offered[o] ?? 0,
        p.kept[o] ?? 0,
        p.rejected.filter((r) => r.origin === o).length,
      ]),
    ),
    '',
    ...(p.rejected.length
      ? [
          table(
            ['task', 'distractor', 'origin', 'bug type', 'code', 'reason'],
            p.rejected.map((r) => [r.task, r.index, r.origin, r.bug_type, r.code, r.reason]),
          ),
          '',
        ]
      : []),
  ];
}

function headerSection(d: BuildReportData): string[] {
  const o = d.options;
  const r = o.screenTimeLimit;
  const how =
    o.screen === 'all'
      ? 'every candidate'
      : `in rounds, in a seeded order spread over bug types and lines, until a task has ${o.distractors} wrong answers over the bug types full screening would pick from: the core types first, a type given up after ${SCREEN_TRIES_PER_TYPE} tries without one`;
  return [
    `Seed ${d.seed}; ${o.distractors} distractors per task${o.stack ? `, stacked mutants of ${o.stack} edits` : ''}; ` +
      `limits ${o.timeoutS} s per suite, ${o.memoryMb} MiB.`,
    `Candidate mutants are screened with \`--screen ${o.screen}\` (${how}), each suite stopping at its first test ` +
      `that does not pass, under a limit of max(${r.floorS} s, ${r.factor} x its task's reference suite) in steps ` +
      `of ${r.stepS} s, at most ${r.capS} s; a suite that times out below ${r.capS} s runs again under ${r.capS} s ` +
      `before it is judged, so no verdict rests on a measured time.`,
    ...stackedLine(d),
    `Isolation: **${d.isolation.level}** (${d.isolation.mechanisms.join(', ') || 'none'})` +
      (d.isolation.missing.length ? `; missing: ${d.isolation.missing.join('; ')}` : '') +
      `. Runtimes: ${d.runtimes.map((x) => `${x.language} ${x.version}`).join(', ')}.`,
    '',
  ];
}

/** With `--stack`: how the per-edit verification went. */
function stackedLine(d: BuildReportData): string[] {
  if (!d.options.stack) return [];
  const stacked = d.builds.flatMap((b) => b.candidates).filter((c) => c.components);
  const failing = stacked.filter((c) => c.killed);
  const partial = failing.filter((c) => !usable(c));
  return [
    `Stacked mutants: each of a candidate's ${d.options.stack} edits also runs alone and must fail a test by ` +
      `itself; ${partial.length} of the ${failing.length} screened stacked candidates that fail a test had an edit ` +
      'that alone passes every test, and cannot be kept. Each stacked distractor lists its edits with how each ' +
      'fails alone (`components` in corpus.jsonl).',
  ];
}

function gateSection(d: BuildReportData): string[] {
  const reasons = (s: Omit<StageStats, 'ms'>) =>
    Object.entries(s.reasons)
      .sort(([a], [b]) => byCodeUnit(a, b))
      .map(([r, n]) => `${r} (${n})`)
      .join('; ') || '-';
  return [
    '## Gate stages',
    '',
    table(
      ['stage', 'input', 'accepted', 'rejected', 'reasons'],
      d.stages.map((s) => [s.stage, s.input, s.accepted, s.rejected, reasons(s)]),
    ),
    '',
  ];
}

function crossSection(d: BuildReportData): string[] {
  const { pairs, duplicates, similarQueries, collisions } = d.cross;
  const action = (rejected: string | null) =>
    rejected
      ? `${rejected} rejected`
      : d.strictDuplicates
        ? 'kept'
        : 'kept (`--strict-duplicates` rejects the second)';
  const evidence = (x: (typeof duplicates)[number]) =>
    x.passes[0] && x.passes[1]
      ? 'each reference passes every test of the other'
      : `the reference of ${x.tasks[x.passes[0] ? 0 : 1]} passes every test of ${x.tasks[x.passes[0] ? 1 : 0]}`;
  const verdict = (c: (typeof collisions)[number]) =>
    c.passed
      ? `duplicates: ${c.passed.of}'s snippet ${c.passed.snippet} passes every test of ${c.passed.tests}` +
        (c.rejected ? `; ${c.rejected} rejected` : '')
      : "harmless: no snippet passes the other's tests";
  return [
    '## Duplicates and name collisions',
    '',
    `Every task's tests ran against every other task's reference, the entry point aliased, for the ${pairs.run} of ` +
      `${pairs.ordered} ordered pairs that the arity and argument-type pre-filter leaves` +
      (pairs.skipped ? ` (${pairs.skipped} left out: aliasing would rebind a helper of the reference)` : '') +
      `; ${d.cross.probes} snippet-against-tests probes in all.`,
    '',
    '### Duplicates by execution',
    '',
    duplicates.length
      ? table(
          ['task', 'other task', 'relation', 'evidence', 'action'],
          duplicates.map((x) => [x.tasks[0], x.tasks[1], x.relation, evidence(x), action(x.rejected)]),
        )
      : 'None.',
    '',
    `### Near-duplicate queries (TF-IDF cosine > ${QUERY_COSINE_LIMIT})`,
    '',
    similarQueries.length
      ? table(
          ['task', 'other task', 'cosine', 'action'],
          similarQueries.map((q) => [q.tasks[0], q.tasks[1], q.cosine.toFixed(3), action(q.rejected)]),
        )
      : 'None.',
    '',
    '### Name collisions',
    '',
    collisions.length
      ? "Tasks that bind the same module-level name (or import another's entry point); each one's canonical and " +
        "distractors ran against the other's tests, since exec@k counts another task's snippet as failing.\n\n" +
        table(
          ['tasks', 'names', 'snippets run', 'verdict'],
          collisions.map((c) => [c.tasks.join(', '), c.names.join(', '), c.probes, verdict(c)]),
        )
      : 'None.',
    '',
  ];
}

function corpusSection(d: BuildReportData): string[] {
  const kept = d.builds.flatMap((b) => b.kept);
  const want = d.options.distractors;
  const full = d.builds.filter((b) => b.kept.length >= want).length;
  return [
    '## Corpus',
    '',
    `${d.builds.length} queries, ${d.builds.length + kept.length} snippets (${kept.length} distractors). ` +
      `${full} of ${d.builds.length} tasks (${pct(d.builds.length ? full / d.builds.length : 0)}) keep ${want} distractors.`,
    '',
    '### Distractors per bug type',
    '',
    table(
      ['bug type', 'distractors'],
      count(kept, (c) => c.mutant.bug_type),
    ),
    '',
    '### Failure kinds of kept distractors',
    '',
    table(
      ['failure', 'distractors'],
      count(kept, (c) => c.failure ?? 'none'),
    ),
    '',
  ];
}

function balancedSection(d: BuildReportData): string[] {
  const b = d.balance;
  if (!b) return [];
  // Over the released tasks (the stage's own counts include tasks the integrity stage rejected later).
  const asked = d.builds.filter((x) => isBalanced(d.seed, x.task.id));
  const pools = asked.filter((x) => x.centre);
  const star = asked.filter((x) => !x.centre).map((x) => x.task.id);
  const centreTypes = count(pools, (x) => x.kept.find((c) => c.mutant.id === x.centre)!.mutant.bug_type);
  return [
    '## Balanced pools',
    '',
    `\`--balanced\`: ${pools.length} of ${d.builds.length} queries have a pool built around a clone (a seeded coin ` +
      `per task asked for ${asked.length}). The centre is a failing single-edit clone of the canonical; the canonical ` +
      `and the pool's other ${d.options.distractors - 1} clones are single edits of the centre, and each clone fails ` +
      'a test. A text medoid of such a pool is the centre, a wrong answer, so structure alone finds the canonical in ' +
      "about half the pools at most. Corpus records of these pools carry `centre` (the centre's id) and their " +
      'queries `pool: "balanced"`.',
    '',
    `Single-edit clones of centres: ${b.generated} generated, ${b.screened} screened, ${b.killed} fail a test. ` +
      (star.length
        ? `${star.length} task${star.length === 1 ? '' : 's'} kept a star pool (no centre of ${CENTRE_TRIES} tried had enough failing clones): ${star.join(', ')}.`
        : 'Every task asked for got one.'),
    '',
    pools.length ? table(['centre bug type', 'pools'], centreTypes) : '',
    '',
  ];
}

function qualitySection(d: BuildReportData): string[] {
  const rows = qualityByDomain(d.builds);
  const share = (n: number, of: number) => (of ? pct(n / of) : '-');
  const types = bugTypeOrder(rows.flatMap((r) => Object.keys(r.perBugType)));
  const core = new Set<string>(CORE_BUG_TYPES);
  return [
    '## Quality per domain',
    '',
    "Kill rate: the share of screened candidate mutants that fail a test. Core: the paper's six bug types " +
      `(${CORE_BUG_TYPES.join(', ')}); extras: the others.`,
    '',
    table(
      ['domain', 'tasks', 'mean tests', 'kill rate', 'distractors', 'core six', 'extras'],
      rows.map((r) => [
        r.domain,
        r.tasks,
        r.meanTests.toFixed(1),
        pct(r.killRate),
        r.distractors,
        share(r.core, r.distractors),
        share(r.extras, r.distractors),
      ]),
    ),
    '',
    '### Share of distractors per bug type and domain',
    '',
    table(
      ['bug type', ...rows.map((r) => r.domain)],
      types.map((t) => [
        core.has(t) ? t : `${t} (extra)`,
        ...rows.map((r) => share(r.perBugType[t] ?? 0, r.distractors)),
      ]),
    ),
    '',
  ];
}

function killRateSection(d: BuildReportData, kr: KillRates): string[] {
  const out: string[] = ['## Mutation kill rate', ''];
  const generated = d.builds.reduce((s, b) => s + b.generated, 0);
  out.push(
    `Share of candidate mutants that fail at least one test: **${pct(kr.overall.rate)}** ` +
      `(${kr.overall.killed} of ${kr.overall.candidates}). Surviving mutants include equivalent mutants ` +
      '(edits that do not change behaviour), so 100% is not always reachable.',
    '',
  );
  if (kr.overall.candidates < generated) {
    out.push(
      `Measured over the ${kr.overall.candidates} screened candidates of ${generated} generated: screening stopped ` +
        'early for each task once its distractors were settled, and the first candidates screened are the most ' +
        'diverse, not a random sample. Build with `--screen all` for the kill rate over every candidate.',
      '',
    );
  }
  out.push(
    table(
      ['domain', 'tasks', 'screened', 'killed', 'kill rate'],
      kr.perDomain.map((x) => [x.domain, x.tasks, x.candidates, x.killed, pct(x.rate)]),
    ),
    '',
  );
  return [...out, ...perTaskSection(d, kr)];
}

function perTaskSection(d: BuildReportData, kr: KillRates): string[] {
  const out: string[] = [];
  const short = d.builds.filter((b) => b.kept.length < d.options.distractors);
  if (short.length) {
    out.push('### Tasks with fewer than the requested distractors', '');
    out.push(
      table(
        ['task', 'kept', 'screened', 'candidates'],
        short.map((b) => [b.task.id, b.kept.length, b.candidates.length, b.generated]),
      ),
      '',
    );
  }
  const surv = kr.perTask.filter((t) => t.survivors.length);
  const rate = (t: KillRates['perTask'][number]) => `${pct(t.rate)} (${t.killed}/${t.candidates})`;
  out.push('### Tasks with surviving mutants', '');
  out.push(
    surv.length
      ? table(
          ['task', 'domain', 'kill rate', 'survivors'],
          surv.map((t) => [t.task, t.domain, rate(t), t.survivors.join(', ')]),
        )
      : 'None.',
    '',
  );
  out.push('### Kill rate per task', '');
  out.push(
    table(
      ['task', 'domain', 'candidates', 'screened', 'killed', 'kill rate', 'kept'],
      kr.perTask.map((t, i) => [
        t.task,
        t.domain,
        d.builds[i].generated,
        t.candidates,
        t.killed,
        pct(t.rate),
        d.builds[i].kept.length,
      ]),
    ),
    '',
  );
  return out;
}

function rejectedSection(d: BuildReportData): string[] {
  const out: string[] = ['## Rejected tasks', ''];
  out.push(
    d.rejected.length
      ? table(
          ['task', 'stage', 'reason'],
          d.rejected.map((r) => [r.task, r.stage, r.reason]),
        )
      : 'None.',
    '',
  );
  if (d.dropped.length) {
    out.push('## Distractors dropped by the integrity stage', '');
    out.push(
      table(
        ['snippet', 'task', 'reason'],
        d.dropped.map((x) => [x.id, x.task, x.reason]),
      ),
      '',
    );
  }
  return out;
}
