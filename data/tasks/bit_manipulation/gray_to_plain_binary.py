# query: Decode a reflected binary Gray code value back to the ordinary integer it encodes (each output bit is
# the XOR of all Gray bits at or above it); return -1 for a negative input.
def gray_to_plain_binary(gray):
    if gray < 0:
        return -1
    result = 0
    shift = gray
    while shift > 0:
        result ^= shift
        shift >>= 1
    return result

# tests
assert gray_to_plain_binary(0) == 0
assert gray_to_plain_binary(1) == 1
assert gray_to_plain_binary(3) == 2
assert gray_to_plain_binary(2) == 3
assert gray_to_plain_binary(4) == 7
assert gray_to_plain_binary(0b1110) == 0b1011
assert gray_to_plain_binary(-1) == -1
assert gray_to_plain_binary(8) == 15
assert gray_to_plain_binary(1024 ^ 512) == 1024
