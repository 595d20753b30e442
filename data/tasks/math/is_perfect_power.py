# query: Decide whether an integer n equals m**k for some integers m >= 2 and k >= 2 (like 8, 9 or 32), using exact
# integer arithmetic so huge values work; n below 4 is never such a power.
def is_perfect_power(n):
    if n < 4:
        return False
    for k in range(2, n.bit_length() + 1):
        lo, hi = 2, 1 << (n.bit_length() // k + 1)
        while lo <= hi:
            mid = (lo + hi) // 2
            p = mid ** k
            if p == n:
                return True
            if p < n:
                lo = mid + 1
            else:
                hi = mid - 1
    return False

# tests
assert is_perfect_power(1) is False
assert is_perfect_power(-8) is False
assert is_perfect_power(4) is True
assert is_perfect_power(8) is True
assert is_perfect_power(12) is False
assert is_perfect_power(32) is True
assert is_perfect_power(243) is True
assert is_perfect_power(1000003) is False
assert is_perfect_power(10 ** 18) is True
assert is_perfect_power(10 ** 18 + 1) is False
