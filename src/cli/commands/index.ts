import type { Command } from 'commander';

/**
 * One entry per CLI command, in pipeline order. A command file is thin: it declares options in `register` and
 * imports the library function it calls lazily, inside its action (`await import('../../construct/index.js')`), so
 * that startup and `--help` stay fast and `execret verify` never loads the ONNX runtime.
 */
export interface CommandSpec {
  summary: string;
  load: () => Promise<{ register(cmd: Command): void | Promise<void> }>;
}

export const commands: Readonly<Record<string, CommandSpec>> = Object.freeze({
  verify: {
    summary: "run each task's reference code against its tests in the sandbox",
    load: () => import('./verify.js'),
  },
  amplify: {
    summary: 'EvalPlus-style extra tests from the reference outputs, chosen to kill mutants',
    load: () => import('./amplify.js'),
  },
  mutate: {
    summary: 'candidate single-edit mutants of each task (unverified)',
    load: () => import('./mutate.js'),
  },
  build: {
    summary: 'build a benchmark release through the five-stage gate',
    load: () => import('./build.js'),
  },
  import: {
    summary: 'convert HumanEval / MBPP / native JSONL to native tasks',
    load: () => import('./import.js'),
  },
  generate: {
    summary: 'draft a registry and write tasks with an LLM (registry -> tasks -> free-form)',
    load: () => import('./generate.js'),
  },
  eval: {
    summary: 'evaluate retrievers on a release (default: the bundled benchmark)',
    load: () => import('./eval.js'),
  },
  merge: {
    summary: 'merge the shards of a build or an evaluation (--shard I/N) into one release or results folder',
    load: () => import('./merge.js'),
  },
  compare: {
    summary: 'paired tests between the systems of a results folder',
    load: () => import('./compare.js'),
  },
  report: {
    summary: 'failure analyses and the HTML/Markdown report of an evaluation',
    load: () => import('./report.js'),
  },
  'export-embeddings': {
    summary: 'write frozen embedding matrices (.npy) and ids for Python users',
    load: () => import('./export-embeddings.js'),
  },
  lite: {
    summary: 'select, validate and use small item subsets that estimate full scores',
    load: () => import('./lite.js'),
  },
});
