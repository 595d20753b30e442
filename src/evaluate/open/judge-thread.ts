/**
 * The open judging thread (judging.ts, `threadJudging`): `localJudging` with an oracle of its own, driven by the
 * evaluation's thread through messages; its log lines and progress go back there to be printed. Nothing here runs
 * untrusted code: the oracle's sandboxed workers do, as they would for the main thread.
 */
import { parentPort } from 'node:worker_threads';
import type { Logger } from '../../core/log.js';
import { toWire } from './judge.js';
import { localJudging, type FromJudgingThread, type OpenJudging, type ToJudgingThread } from './judging.js';

const port = parentPort;
if (port) {
  const post = (m: FromJudgingThread) => port.postMessage(m);
  const log: Logger = {
    quiet: false,
    info: (message) => post({ type: 'log', level: 'info', message }),
    warn: (message) => post({ type: 'log', level: 'warn', message }),
    once: (key, message) => post({ type: 'log', level: 'once', key, message }),
  };
  let judging: OpenJudging | undefined;
  let failed = false;
  const failWith = (e: unknown) => {
    if (failed) return;
    failed = true;
    post({ type: 'failed', error: toWire(e) });
  };
  port.on('message', (m: ToJudgingThread) => {
    try {
      switch (m.type) {
        case 'start':
          judging = localJudging(m.settings, {
            log,
            onProgress: (event) => post({ type: 'progress', event }),
          });
          return;
        case 'add':
          judging?.add(m.rankings);
          return;
        case 'finish':
          judging?.finish(m.rankings).then((result) => post({ type: 'result', result }), failWith);
          return;
        case 'close':
          void (judging?.close() ?? Promise.resolve())
            .catch(() => undefined)
            .finally(() => {
              post({ type: 'closed' });
              port.close();
            });
          return;
      }
    } catch (e) {
      // a synchronous error (an unreadable tasks.jsonl): the evaluation's finish reports it
      failWith(e);
    }
  });
  post({ type: 'loaded' });
}
