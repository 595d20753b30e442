# query: Return the bit-reversal permutation used to reorder input for an in-place radix-2 FFT: for n a power of two,
# entry i is i with its log2(n) low bits written in reverse order; n = 1 gives [0] and any n that is not a positive power
# of two gives [].
def bit_reversal_permutation(n):
    if n <= 0 or n & (n - 1):
        return []
    bits = n.bit_length() - 1
    out = []
    for i in range(n):
        reversed_i = 0
        for b in range(bits):
            if i >> b & 1:
                reversed_i |= 1 << (bits - 1 - b)
        out.append(reversed_i)
    return out

# tests
assert bit_reversal_permutation(1) == [0]
assert bit_reversal_permutation(2) == [0, 1]
assert bit_reversal_permutation(4) == [0, 2, 1, 3]
assert bit_reversal_permutation(8) == [0, 4, 2, 6, 1, 5, 3, 7]
assert bit_reversal_permutation(16)[:6] == [0, 8, 4, 12, 2, 10]
assert bit_reversal_permutation(16)[-1] == 15
assert bit_reversal_permutation(32)[1] == 16
assert bit_reversal_permutation(0) == []
assert bit_reversal_permutation(6) == []
assert bit_reversal_permutation(-4) == []
