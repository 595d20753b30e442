#!/usr/bin/python3
"""Write test/fixtures/tiny-cross-encoder/: a tiny real ONNX sequence-classification model ("cross-encoder") that
@huggingface/transformers loads with AutoModelForSequenceClassification.

Run with Debian's interpreter (it has python3-onnx): /usr/bin/python3 scripts/make-tiny-cross-encoder.py
The model sums one weight per token over the attention mask: logits[b, 0] = sum_t WEIGHT[input_ids[b, t]] *
mask[b, t], so a (query, document) pair's score is the sum of the weights of its tokens, which tests compute by
hand from WEIGHT below. The tokenizer is word-level (lowercase, split on whitespace and punctuation); a pair is
its two texts' tokens one after the other. Weights are multiples of 1/4, so every sum is exact in float32.
"""
import json
import os

import onnx
from onnx import TensorProto, helper

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test", "fixtures", "tiny-cross-encoder")
VOCAB = ["[PAD]", "[UNK]", "add", "two", "numbers", "def", "return", "a", "b", "+", "-", "(", ")", ",", ":"]
WEIGHT = {"[PAD]": 0.0, "[UNK]": 0.0, "+": 1.0, "-": -1.0, "add": 0.25, "return": 0.5}


def main():
    os.makedirs(os.path.join(OUT, "onnx"), exist_ok=True)
    table = helper.make_tensor("weights", TensorProto.FLOAT, [len(VOCAB), 1], [WEIGHT.get(w, 0.0) for w in VOCAB])
    axes = helper.make_tensor("axes", TensorProto.INT64, [1], [1])
    nodes = [
        helper.make_node("Gather", ["weights", "input_ids"], ["per_token"], axis=0),  # [b, s, 1]
        helper.make_node("Cast", ["attention_mask"], ["mask_f"], to=TensorProto.FLOAT),  # [b, s]
        helper.make_node("Unsqueeze", ["mask_f", "two"], ["mask3"]),  # [b, s, 1]
        helper.make_node("Mul", ["per_token", "mask3"], ["masked"]),
        helper.make_node("ReduceSum", ["masked", "axes"], ["logits"], keepdims=0),  # [b, 1]
    ]
    two = helper.make_tensor("two", TensorProto.INT64, [1], [2])
    graph = helper.make_graph(
        nodes,
        "tiny_cross_encoder",
        [
            helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch", "sequence"]),
            helper.make_tensor_value_info("attention_mask", TensorProto.INT64, ["batch", "sequence"]),
            helper.make_tensor_value_info("token_type_ids", TensorProto.INT64, ["batch", "sequence"]),
        ],
        [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["batch", 1])],
        [table, axes, two],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], producer_name="execret")
    model.ir_version = 8
    onnx.checker.check_model(model)
    onnx.save(model, os.path.join(OUT, "onnx", "model.onnx"))
    vocab = {w: i for i, w in enumerate(VOCAB)}
    special = lambda i, t: {"id": i, "content": t, "single_word": False, "lstrip": False, "rstrip": False,
                            "normalized": False, "special": True}
    write_json("tokenizer.json", {
        "version": "1.0", "truncation": None, "padding": None,
        "added_tokens": [special(0, "[PAD]"), special(1, "[UNK]")],
        "normalizer": {"type": "Lowercase"}, "pre_tokenizer": {"type": "Whitespace"},
        "post_processor": None, "decoder": None,
        "model": {"type": "WordLevel", "vocab": vocab, "unk_token": "[UNK]"},
    })
    write_json("tokenizer_config.json", {
        "tokenizer_class": "BertTokenizer", "model_max_length": 128, "pad_token": "[PAD]", "unk_token": "[UNK]",
        "do_lower_case": True, "padding_side": "right",
    })
    write_json("config.json", {
        "model_type": "bert", "architectures": ["BertForSequenceClassification"], "hidden_size": 1,
        "vocab_size": len(VOCAB), "pad_token_id": 0, "num_labels": 1,
        "id2label": {"0": "LABEL_0"}, "label2id": {"LABEL_0": 0},
    })
    write_json("expected.json", {"weights": WEIGHT})


def write_json(name, obj):
    with open(os.path.join(OUT, name), "w") as f:
        json.dump(obj, f, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
