# query: Count the integers from 0 to n inclusive whose decimal digits add up to exactly s (0 when n or s is negative).
def count_upto_with_digit_sum(n, s):
    if n < 0 or s < 0:
        return 0
    free = [0] * (s + 1)
    tight = 0
    for ch in str(n):
        d = int(ch)
        nxt = [0] * (s + 1)
        for total in range(s + 1):
            if free[total]:
                for x in range(10):
                    if total + x > s:
                        break
                    nxt[total + x] += free[total]
        for x in range(d):
            if tight + x <= s:
                nxt[tight + x] += 1
        free = nxt
        tight += d
    return free[s] + (1 if tight == s else 0)

# tests
assert count_upto_with_digit_sum(-1, 0) == 0
assert count_upto_with_digit_sum(5, -1) == 0
assert count_upto_with_digit_sum(0, 0) == 1
assert count_upto_with_digit_sum(9, 3) == 1
assert count_upto_with_digit_sum(100, 1) == 3
assert count_upto_with_digit_sum(99, 9) == 10
assert count_upto_with_digit_sum(123, 6) == 10
assert count_upto_with_digit_sum(1000, 27) == 1
assert count_upto_with_digit_sum(250, 10) == 24
assert count_upto_with_digit_sum(19, 10) == 1
