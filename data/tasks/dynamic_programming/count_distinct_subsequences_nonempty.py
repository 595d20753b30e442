# query: Count the distinct non-empty strings that occur as subsequences of a string (equal strings counted once),
# modulo 1_000_000_007.
def count_distinct_subsequences_nonempty(s):
    MOD = 10 ** 9 + 7
    total = 1
    last = {}
    for ch in s:
        prev_total = total
        total = (total * 2 - last.get(ch, 0)) % MOD
        last[ch] = prev_total
    return (total - 1) % MOD

# tests
assert count_distinct_subsequences_nonempty("") == 0
assert count_distinct_subsequences_nonempty("a") == 1
assert count_distinct_subsequences_nonempty("abc") == 7
assert count_distinct_subsequences_nonempty("aba") == 6
assert count_distinct_subsequences_nonempty("aaa") == 3
assert count_distinct_subsequences_nonempty("abab") == 11
assert count_distinct_subsequences_nonempty("zchmliaqdgvwncfatcfivphddpzjkgyygueikthqzyeeiebczqbqhdytkoawkehkbizdmcnilcjjlpoeoqqoqpswtqdpvszfaksn") == 97915677
assert count_distinct_subsequences_nonempty("abcb") == 13
