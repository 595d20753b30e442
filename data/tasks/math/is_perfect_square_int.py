# query: Decide whether an integer is a perfect square using integer arithmetic only (binary search on the root),
# so very large values work exactly; negative numbers are never perfect squares and 0 is one.
def is_perfect_square_int(n):
    if n < 0:
        return False
    lo, hi = 0, n
    while lo <= hi:
        mid = (lo + hi) // 2
        sq = mid * mid
        if sq == n:
            return True
        if sq < n:
            lo = mid + 1
        else:
            hi = mid - 1
    return False

# tests
assert is_perfect_square_int(-4) is False
assert is_perfect_square_int(0) is True
assert is_perfect_square_int(1) is True
assert is_perfect_square_int(2) is False
assert is_perfect_square_int(16) is True
assert is_perfect_square_int(15) is False
assert is_perfect_square_int(17) is False
assert is_perfect_square_int(10 ** 30) is True
assert is_perfect_square_int(10 ** 30 + 1) is False
assert is_perfect_square_int(4) is True
