import cliProgress from 'cli-progress';
import type { ProgressEvent } from '../core/progress.js';

/** Progress bars on stderr, one per (scope, label), drawn only for work that reports progress. */
export function createProgress(opts: { enabled: boolean }): {
  update: (event: ProgressEvent) => void;
  stop: () => void;
} {
  let bar: cliProgress.SingleBar | undefined;
  let current = '';
  const stop = (): void => {
    bar?.stop();
    bar = undefined;
    current = '';
  };
  return {
    stop,
    update: ({ scope, label, done, total }) => {
      if (!opts.enabled) return;
      const key = scope === undefined ? label : `${scope} ${label}`;
      if (key !== current) {
        stop();
        current = key;
        bar = new cliProgress.SingleBar(
          { stream: process.stderr, format: `${key} [{bar}] {value}/{total} {eta_formatted}`, etaBuffer: 50 },
          cliProgress.Presets.shades_classic,
        );
        bar.start(total, 0);
      }
      bar!.setTotal(total);
      bar!.update(done);
      if (done >= total) stop();
    },
  };
}
