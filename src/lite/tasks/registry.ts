import { lookup } from '../../core/registry.js';
import type { TaskType, TaskTypeName } from './task-type.js';
import { bitextMining } from './types/bitext-mining.js';
import { classification } from './types/classification.js';
import { clustering } from './types/clustering.js';
import { pairClassification } from './types/pair-classification.js';
import { reranking } from './types/reranking.js';
import { retrieval } from './types/retrieval.js';
import { sts } from './types/sts.js';
import { summarization } from './types/summarization.js';

/** The task types, by mteb's type name. */
export const taskTypes: Readonly<Record<TaskTypeName, TaskType>> = Object.freeze({
  Retrieval: retrieval,
  Reranking: reranking,
  Classification: classification,
  STS: sts,
  PairClassification: pairClassification,
  Clustering: clustering,
  Summarization: summarization,
  BitextMining: bitextMining,
});

export function taskType(name: string): TaskType {
  return lookup('task type', taskTypes, name);
}
