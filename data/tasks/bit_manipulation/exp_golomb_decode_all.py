# query: Decode a string of "0"/"1" bits holding back-to-back unsigned Exp-Golomb codes (H.264 ue(v): n leading zeros, a
# 1, then n more bits, the value being that (n+1)-bit number minus 1) into a list of integers; return None if the bits
# end in the middle of a code.
def exp_golomb_decode_all(bits):
    values = []
    i = 0
    while i < len(bits):
        zeros = 0
        while i < len(bits) and bits[i] == "0":
            zeros += 1
            i += 1
        if i + zeros >= len(bits):
            return None
        values.append(int(bits[i:i + zeros + 1], 2) - 1)
        i += zeros + 1
    return values

# tests
assert exp_golomb_decode_all("") == []
assert exp_golomb_decode_all("1") == [0]
assert exp_golomb_decode_all("010") == [1]
assert exp_golomb_decode_all("011") == [2]
assert exp_golomb_decode_all("00100") == [3]
assert exp_golomb_decode_all("00111") == [6]
assert exp_golomb_decode_all("0001000") == [7]
assert exp_golomb_decode_all("1010011001001") == [0, 1, 2, 3, 0]
assert exp_golomb_decode_all("0000111110111") == [30, 2, 0]
assert [exp_golomb_decode_all(s) for s in ("0", "01", "0010", "10")] == [None] * 4
