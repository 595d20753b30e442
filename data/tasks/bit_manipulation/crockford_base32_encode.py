# query: Write a non-negative integer in Crockford's base32 (digits "0123456789ABCDEFGHJKMNPQRSTVWXYZ", the alphabet of
# ULIDs), most significant digit first with no padding, so 0 gives "0" and 32 gives "10"; a negative number gives "".
def crockford_base32_encode(n):
    alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    if n < 0:
        return ""
    if n == 0:
        return "0"
    digits = []
    while n:
        digits.append(alphabet[n & 31])
        n >>= 5
    return "".join(reversed(digits))

# tests
assert crockford_base32_encode(0) == "0"
assert crockford_base32_encode(9) == "9"
assert crockford_base32_encode(10) == "A"
assert crockford_base32_encode(18) == "J"
assert crockford_base32_encode(31) == "Z"
assert crockford_base32_encode(32) == "10"
assert crockford_base32_encode(1234) == "16J"
assert crockford_base32_encode(2 ** 48 - 1) == "7ZZZZZZZZZ"
assert crockford_base32_encode(-5) == ""
