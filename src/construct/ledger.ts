import type { Logger } from '../core/log.js';
import { countByCode, type Rejection } from './rejections.js';
import type { StageName, StageOutcome, StageStats } from './types.js';

/**
 * The gate's bookkeeping: each stage's input, accepted and rejected counts (rejections by code), its time, and
 * every rejection in stage order. One line per stage goes to the log.
 */
export class StageLedger {
  readonly stages: StageStats[] = [];
  readonly rejected: Rejection[] = [];
  readonly timings: Record<string, number> = {};
  private readonly t0 = performance.now();
  private mark = this.t0;

  constructor(private readonly log: Logger) {}

  /** Record a stage (its input is what it accepted and rejected); returns its outcome unchanged. */
  record<O extends StageOutcome<unknown>>(stage: StageName, outcome: O): O {
    const ms = this.lap(stage);
    const { accepted, rejected } = outcome;
    this.stages.push({
      stage,
      input: accepted.length + rejected.length,
      accepted: accepted.length,
      rejected: rejected.length,
      reasons: countByCode(rejected),
      ms,
    });
    this.rejected.push(...rejected);
    this.log.info(`${stage}: ${accepted.length} accepted, ${rejected.length} rejected (${ms} ms)`);
    return outcome;
  }

  /** Record the time since the last lap or stage under `name`; returns it in milliseconds. */
  lap(name: string): number {
    const now = performance.now();
    const ms = Math.round(now - this.mark);
    this.mark = now;
    this.timings[name] = ms;
    return ms;
  }

  /** Milliseconds since the ledger was opened. */
  total(): number {
    return Math.round(performance.now() - this.t0);
  }
}
