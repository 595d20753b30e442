# query: Return a list spf of length n + 1 where spf[i] is the smallest prime factor of i for 2 <= i <= n and
# spf[0] = spf[1] = 0, built with a sieve; a negative n gives [].
def smallest_prime_factor_table(n):
    if n < 0:
        return []
    spf = [0] * (n + 1)
    for i in range(2, n + 1):
        if spf[i] == 0:
            for j in range(i, n + 1, i):
                if spf[j] == 0:
                    spf[j] = i
    return spf

# tests
assert smallest_prime_factor_table(-1) == []
assert smallest_prime_factor_table(0) == [0]
assert smallest_prime_factor_table(1) == [0, 0]
assert smallest_prime_factor_table(2) == [0, 0, 2]
assert smallest_prime_factor_table(10) == [0, 0, 2, 3, 2, 5, 2, 7, 2, 3, 2]
assert smallest_prime_factor_table(30)[25] == 5
assert smallest_prime_factor_table(30)[29] == 29
assert smallest_prime_factor_table(50)[49] == 7
assert smallest_prime_factor_table(100)[91] == 7
