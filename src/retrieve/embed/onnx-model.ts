/**
 * The ONNX graph of exact dense scoring, written as protobuf bytes here (no build step, no python onnx, nothing
 * downloaded): one Gemm node,
 *
 *   scores[m, n] = Gemm(queries[m, dim], corpus[n, dim], transB = 1)
 *
 * with both row counts symbolic, so one session scores any block of queries against any chunk of corpus rows
 * laid out row-major as execret holds them (the corpus is never transposed by hand); and the same Gemm followed by
 * a TopK, so the selection of each query's best runs in onnxruntime too. onnx-score.ts runs them on onnxruntime's
 * CPU provider, whose Gemm kernel (MLAS) is the hardware's float32 GEMM with FMA.
 *
 * Only the few protobuf fields the graph needs are encoded (onnx.proto3 field numbers in the comments).
 */

const varint = (n: number): number[] => {
  const out: number[] = [];
  // every value here is a small non-negative integer
  do {
    let b = n & 0x7f;
    n = Math.floor(n / 128);
    if (n !== 0) b |= 0x80;
    out.push(b);
  } while (n !== 0);
  return out;
};
/** a length-delimited field (wire type 2) */
const bytesField = (field: number, body: number[]): number[] => [
  ...varint((field << 3) | 2),
  ...varint(body.length),
  ...body,
];
const strField = (field: number, s: string): number[] => bytesField(field, [...Buffer.from(s, 'utf8')]);
/** a varint field (wire type 0) */
const intField = (field: number, v: number): number[] => [...varint(field << 3), ...varint(v)];

const FLOAT = 1;
const INT32 = 6;
const INT64 = 7;

/** ValueInfoProto of a tensor: name (1), type (2) = TypeProto.tensor_type (1) {elem_type (1), shape (2)} */
function tensorInfo(name: string, dims: readonly (number | string)[], elemType = FLOAT): number[] {
  const dim = (d: number | string): number[] =>
    bytesField(1, typeof d === 'number' ? intField(1, d) : strField(2, d)); // Dimension: dim_value 1, dim_param 2
  const shape = bytesField(2, dims.flatMap(dim));
  const tensor = bytesField(1, [...intField(1, elemType), ...shape]);
  return [...strField(1, name), ...bytesField(2, tensor)];
}

/** AttributeProto of an integer: name (1), i (3), type (20) = INT (2) */
const intAttr = (name: string, v: number): number[] => [
  ...strField(1, name),
  ...intField(3, v),
  ...intField(20, 2),
];

/** NodeProto: input (1), output (2), name (3), op_type (4), attribute (5) */
function nodeProto(op: string, inputs: string[], outputs: string[], attrs: number[][] = []): number[] {
  return [
    ...inputs.flatMap((x) => strField(1, x)),
    ...outputs.flatMap((x) => strField(2, x)),
    ...strField(3, op.toLowerCase()),
    ...strField(4, op),
    ...attrs.flatMap((a) => bytesField(5, a)),
  ];
}

/** ModelProto: ir_version (1), producer_name (2), graph (7), opset_import (8) = {domain (1) "", version (2)} */
function modelProto(nodes: number[][], inputs: number[][], outputs: number[][]): Uint8Array {
  // GraphProto: node (1), name (2), input (11), output (12)
  const graph = [
    ...nodes.flatMap((n) => bytesField(1, n)),
    ...strField(2, 'execret_exact_scores'),
    ...inputs.flatMap((i) => bytesField(11, i)),
    ...outputs.flatMap((o) => bytesField(12, o)),
  ];
  return Uint8Array.from([
    ...intField(1, 8),
    ...strField(2, 'execret'),
    ...bytesField(7, graph),
    ...bytesField(8, intField(2, 13)),
  ]);
}

/** The model's bytes for rows `dim` floats wide. Inputs "queries" [m, dim], "corpus" [n, dim]; output "scores". */
export function gemmModelBytes(dim: number): Uint8Array {
  return modelProto(
    [nodeProto('Gemm', ['queries', 'corpus'], ['scores'], [intAttr('transB', 1)])],
    [tensorInfo('queries', ['m', dim]), tensorInfo('corpus', ['n', dim])],
    [tensorInfo('scores', ['m', 'n'])],
  );
}

/**
 * The same product followed by each query's top k (ONNX TopK along the corpus axis, largest first, sorted;
 * equal values: the lower corpus index first, as the ONNX spec requires) and its indices cast to int32. Inputs
 * "queries", "corpus" and "k" (int64 [1]); outputs "values" [m, k] and "indices" [m, k] int32.
 */
export function gemmTopKModelBytes(dim: number): Uint8Array {
  return modelProto(
    [
      nodeProto('Gemm', ['queries', 'corpus'], ['scores'], [intAttr('transB', 1)]),
      nodeProto(
        'TopK',
        ['scores', 'k'],
        ['values', 'indices64'],
        [intAttr('axis', 1), intAttr('largest', 1), intAttr('sorted', 1)],
      ),
      nodeProto('Cast', ['indices64'], ['indices'], [intAttr('to', INT32)]),
    ],
    [tensorInfo('queries', ['m', dim]), tensorInfo('corpus', ['n', dim]), tensorInfo('k', [1], INT64)],
    [tensorInfo('values', ['m', 'kk']), tensorInfo('indices', ['m', 'kk'], INT32)],
  );
}
