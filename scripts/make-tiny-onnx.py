#!/usr/bin/python3
"""Write test/fixtures/tiny-model/: a tiny real ONNX "embedding model" that @huggingface/transformers can load.

Run with Debian's interpreter (it has python3-onnx): /usr/bin/python3 scripts/make-tiny-onnx.py
The model is one Gather: last_hidden_state[b, t, :] = TABLE[input_ids[b, t], :], so mean pooling over the
attention mask is the plain average of the table rows of the input's tokens: tests compute expected vectors
by hand from TABLE below (also written to expected.json). The tokenizer is word-level (lowercase, split on
whitespace and punctuation) with no special tokens added, so "Hello world" is exactly [hello, world].
Table entries are multiples of 1/4 so every mean of up to 8 rows is exact in float32.
"""
import json
import os

import onnx
from onnx import TensorProto, helper

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test", "fixtures", "tiny-model")
WIDTH = 8
VOCAB = [
    "[PAD]", "[UNK]", "query", "passage", ":", "search_query", "search_document",
    "hello", "world", "sort", "a", "list", "def", "return", "sum", "of", "numbers",
]


def row(i):
    # Distinct, exactly representable rows; [PAD] is all zeros (it is masked out anyway).
    if i == 0:
        return [0.0] * WIDTH
    return [((i * (j + 3) + j * j) % 11 - 5) / 4.0 for j in range(WIDTH)]


TABLE = [row(i) for i in range(len(VOCAB))]


def main():
    os.makedirs(os.path.join(OUT, "onnx"), exist_ok=True)
    table = helper.make_tensor("table", TensorProto.FLOAT, [len(VOCAB), WIDTH], [v for r in TABLE for v in r])
    graph = helper.make_graph(
        [helper.make_node("Gather", ["table", "input_ids"], ["last_hidden_state"], axis=0)],
        "tiny_embedder",
        [
            helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch", "sequence"]),
            helper.make_tensor_value_info("attention_mask", TensorProto.INT64, ["batch", "sequence"]),
            helper.make_tensor_value_info("token_type_ids", TensorProto.INT64, ["batch", "sequence"]),
        ],
        [helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT, ["batch", "sequence", WIDTH])],
        [table],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], producer_name="execret")
    model.ir_version = 8
    onnx.checker.check_model(model)
    onnx.save(model, os.path.join(OUT, "onnx", "model.onnx"))

    vocab = {w: i for i, w in enumerate(VOCAB)}
    tokenizer = {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": [
            {"id": 0, "content": "[PAD]", "single_word": False, "lstrip": False, "rstrip": False,
             "normalized": False, "special": True},
            {"id": 1, "content": "[UNK]", "single_word": False, "lstrip": False, "rstrip": False,
             "normalized": False, "special": True},
        ],
        "normalizer": {"type": "Lowercase"},
        "pre_tokenizer": {"type": "Whitespace"},
        "post_processor": None,
        "decoder": None,
        "model": {"type": "WordLevel", "vocab": vocab, "unk_token": "[UNK]"},
    }
    write_json("tokenizer.json", tokenizer)
    write_json("tokenizer_config.json", {
        "tokenizer_class": "BertTokenizer",
        "model_max_length": 64,
        "pad_token": "[PAD]",
        "unk_token": "[UNK]",
        "do_lower_case": True,
        "padding_side": "right",
    })
    write_json("config.json", {
        "model_type": "bert",
        "architectures": ["BertModel"],
        "hidden_size": WIDTH,
        "vocab_size": len(VOCAB),
        "pad_token_id": 0,
    })
    write_json("expected.json", {"vocab": VOCAB, "table": TABLE,
                                 "note": "written by scripts/make-tiny-onnx.py; tests average these rows"})


def write_json(name, obj):
    with open(os.path.join(OUT, name), "w") as f:
        json.dump(obj, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
