# query: Return the reflected binary Gray code sequence for `bits` bits as a list of 2**bits integers starting
# at 0, where consecutive entries differ in exactly one bit; bits of 0 gives [0] and a negative count gives [].
def gray_code_listing(bits):
    if bits < 0:
        return []
    codes = [0]
    for k in range(bits):
        high = 1 << k
        for i in range(len(codes) - 1, -1, -1):
            codes.append(codes[i] | high)
    return codes

# tests
assert gray_code_listing(-1) == []
assert gray_code_listing(0) == [0]
assert gray_code_listing(1) == [0, 1]
assert gray_code_listing(2) == [0, 1, 3, 2]
assert gray_code_listing(3) == [0, 1, 3, 2, 6, 7, 5, 4]
assert len(gray_code_listing(5)) == 32
assert gray_code_listing(4)[8:] == [12, 13, 15, 14, 10, 11, 9, 8]
assert gray_code_listing(4)[-1] == 8
