/**
 * Progress of long work: the one event every stage reports through an `onProgress` option. Libraries only
 * call it; the CLI decides how to draw it (bars or lines on stderr, never stdout).
 */
export interface ProgressEvent {
  /** what is being done, e.g. "scoring", "embed queries (openai:text-embedding-3-small)", "execute" */
  label: string;
  /** units finished so far (0 <= done <= total) */
  done: number;
  total: number;
  /** whose work, when several run one after another: the system being evaluated, the build stage */
  scope?: string;
}

export type OnProgress = (event: ProgressEvent) => void;

/**
 * The same callback with some fields set by the caller, e.g. the system name a retriever does not know
 * (`withProgress(onProgress, { scope: name })`) or a label for work an inner layer only counts. Undefined in,
 * undefined out, so optional callbacks stay optional.
 */
export function withProgress(
  onProgress: OnProgress | undefined,
  fields: Partial<ProgressEvent>,
): OnProgress | undefined {
  return onProgress && ((event) => onProgress({ ...event, ...fields }));
}
