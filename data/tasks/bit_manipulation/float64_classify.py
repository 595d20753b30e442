# query: Classify a Python float from its IEEE 754 double bit fields (11-bit exponent, 52-bit fraction, read via struct)
# as "zero", "subnormal", "normal", "infinite" or "nan", prefixed by "-" when the sign bit is set (so -0.0 gives "-zero";
# a NaN is just "nan").
import struct
def float64_classify(x):
    bits = struct.unpack(">Q", struct.pack(">d", x))[0]
    negative = bits >> 63
    exponent = (bits >> 52) & 0x7FF
    fraction = bits & ((1 << 52) - 1)
    if exponent == 0x7FF:
        if fraction:
            return "nan"
        kind = "infinite"
    elif exponent == 0:
        kind = "subnormal" if fraction else "zero"
    else:
        kind = "normal"
    return "-" + kind if negative else kind

# tests
assert float64_classify(0.0) == "zero"
assert float64_classify(-0.0) == "-zero"
assert float64_classify(1.5) == "normal"
assert float64_classify(-2.0) == "-normal"
assert float64_classify(5e-324) == "subnormal"
assert float64_classify(-2.2250738585072009e-308) == "-subnormal"
assert float64_classify(2.2250738585072014e-308) == "normal"
assert float64_classify(1.7976931348623157e308) == "normal"
assert [float64_classify(float("inf")), float64_classify(float("-inf"))] == ["infinite", "-infinite"]
assert [float64_classify(float("nan")), float64_classify(-float("nan"))] == ["nan", "nan"]
