# query: Count the ways to tile a 2 x n board with 2 x 1 dominoes (either orientation) and L-shaped trominoes (any
# rotation), modulo 1_000_000_007; n = 0 has one (empty) tiling and negative n has none.
def domino_tromino_tilings(n):
    MOD = 10 ** 9 + 7
    if n < 0:
        return 0
    ways = [1, 1, 2]
    for i in range(3, n + 1):
        ways.append((2 * ways[i - 1] + ways[i - 3]) % MOD)
    return ways[n]

# tests
assert domino_tromino_tilings(-2) == 0
assert domino_tromino_tilings(0) == 1
assert domino_tromino_tilings(1) == 1
assert domino_tromino_tilings(2) == 2
assert domino_tromino_tilings(3) == 5
assert domino_tromino_tilings(4) == 11
assert domino_tromino_tilings(5) == 24
assert domino_tromino_tilings(30) == 312342182
assert domino_tromino_tilings(60) == 882347204
