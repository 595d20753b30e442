# query: A chess knight hops on a phone keypad (1-9 in three rows, 0 centred below 8) and dials one digit per position;
# count the distinct phone numbers of length n it can dial starting anywhere, modulo 1_000_000_007 (0 for n < 1).
def knight_dialer_count(n):
    MOD = 10 ** 9 + 7
    if n < 1:
        return 0
    jumps = {0: (4, 6), 1: (6, 8), 2: (7, 9), 3: (4, 8), 4: (0, 3, 9), 5: (), 6: (0, 1, 7), 7: (2, 6), 8: (1, 3), 9: (2, 4)}
    ways = [1] * 10
    for _ in range(n - 1):
        nxt = [0] * 10
        for digit in range(10):
            for target in jumps[digit]:
                nxt[target] = (nxt[target] + ways[digit]) % MOD
        ways = nxt
    return sum(ways) % MOD

# tests
assert knight_dialer_count(0) == 0
assert knight_dialer_count(1) == 10
assert knight_dialer_count(2) == 20
assert knight_dialer_count(3) == 46
assert knight_dialer_count(4) == 104
assert knight_dialer_count(10) == 14912
assert knight_dialer_count(3131) == 136006598
