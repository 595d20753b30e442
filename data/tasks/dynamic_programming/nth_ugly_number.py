# query: Return the n-th number (1-based) whose only prime factors are 2, 3 and 5, counting 1 as the first; n < 1
# gives None.
def nth_ugly_number(n):
    if n < 1:
        return None
    ugly = [1]
    i2 = i3 = i5 = 0
    while len(ugly) < n:
        nxt = min(ugly[i2] * 2, ugly[i3] * 3, ugly[i5] * 5)
        ugly.append(nxt)
        if nxt == ugly[i2] * 2:
            i2 += 1
        if nxt == ugly[i3] * 3:
            i3 += 1
        if nxt == ugly[i5] * 5:
            i5 += 1
    return ugly[n - 1]

# tests
assert nth_ugly_number(0) is None
assert nth_ugly_number(1) == 1
assert nth_ugly_number(2) == 2
assert nth_ugly_number(7) == 8
assert nth_ugly_number(10) == 12
assert nth_ugly_number(11) == 15
assert nth_ugly_number(15) == 24
assert nth_ugly_number(100) == 1536
