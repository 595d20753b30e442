/** Progress and notices go to stderr; stdout is reserved for results (and exactly one JSON document with --json). */
export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
  /** a notice printed at most once per process, e.g. "bubblewrap not found" */
  once(key: string, msg: string): void;
  readonly quiet: boolean;
}

const seen = new Set<string>();

export function createLogger(opts: { quiet?: boolean } = {}): Logger {
  const quiet = !!opts.quiet;
  return {
    quiet,
    info: (m) => {
      if (!quiet) process.stderr.write(`${m}\n`);
    },
    warn: (m) => process.stderr.write(`execret: warning: ${m}\n`),
    once: (key, m) => {
      if (seen.has(key)) return;
      seen.add(key);
      process.stderr.write(`execret: note: ${m}\n`);
    },
  };
}

export const silentLogger: Logger = { quiet: true, info: () => {}, warn: () => {}, once: () => {} };

/** The CLI's logger for one command: info lines prefixed with its name (`build: ...`), warnings and notes as usual. */
export function commandLogger(command: string, quiet: boolean): Logger {
  const base = createLogger({ quiet });
  return { ...base, info: (m) => base.info(`${command}: ${m}`) };
}
