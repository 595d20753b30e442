# query: Return the least number of perfect squares (1, 4, 9, ...) that sum to a non-negative integer n, with 0 for
# n = 0 and -1 for negative n.
def fewest_perfect_squares(n):
    if n < 0:
        return -1
    best = [0] + [n + 1] * n
    for total in range(1, n + 1):
        root = 1
        while root * root <= total:
            candidate = best[total - root * root] + 1
            if candidate < best[total]:
                best[total] = candidate
            root += 1
    return best[n]

# tests
assert fewest_perfect_squares(-1) == -1
assert fewest_perfect_squares(0) == 0
assert fewest_perfect_squares(1) == 1
assert fewest_perfect_squares(2) == 2
assert fewest_perfect_squares(4) == 1
assert fewest_perfect_squares(7) == 4
assert fewest_perfect_squares(12) == 3
assert fewest_perfect_squares(13) == 2
assert fewest_perfect_squares(25) == 1
assert fewest_perfect_squares(43) == 3
