# query: Build a SimHash fingerprint of `bits` bits from weighted features given as (hash, weight) pairs: for each bit
# position add the weight when the feature hash has that bit set and subtract it otherwise, and set the fingerprint bit
# only where the total is strictly positive; no features give 0.
def simhash_fingerprint(features, bits):
    totals = [0] * bits
    for value, weight in features:
        for i in range(bits):
            if (value >> i) & 1:
                totals[i] += weight
            else:
                totals[i] -= weight
    fingerprint = 0
    for i in range(bits):
        if totals[i] > 0:
            fingerprint |= 1 << i
    return fingerprint

# tests
assert simhash_fingerprint([], 8) == 0
assert simhash_fingerprint([(0b1011, 1)], 4) == 0b1011
assert simhash_fingerprint([(0b1011, 1)], 2) == 0b11
assert simhash_fingerprint([(0b1100, 1), (0b1010, 1)], 4) == 0b1000
assert simhash_fingerprint([(0b1100, 3), (0b1010, 1)], 4) == 0b1100
assert simhash_fingerprint([(0b1100, 1), (0b1010, 3)], 4) == 0b1010
assert simhash_fingerprint([(0b0001, 2), (0b0110, 1), (0b0111, 1)], 3) == 1
assert simhash_fingerprint([(0xFF, 1), (0x0F, 1), (0x01, 1)], 8) == 0x0F
assert simhash_fingerprint([(1 << 63, 5), (0, 4)], 64) == 1 << 63
