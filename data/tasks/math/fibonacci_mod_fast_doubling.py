# query: Return the n-th Fibonacci number modulo m (F(0) = 0, F(1) = 1) for n as large as 10**18, using O(log n)
# steps; a negative n or m below 1 gives None.
def fibonacci_mod_fast_doubling(n, m):
    if n < 0 or m < 1:
        return None
    def pair(k):
        if k == 0:
            return (0, 1)
        a, b = pair(k // 2)
        c = a * (2 * b - a) % m
        d = (a * a + b * b) % m
        if k % 2 == 0:
            return (c, d)
        return (d, (c + d) % m)
    return pair(n)[0] % m

# tests
assert fibonacci_mod_fast_doubling(-1, 10) is None
assert fibonacci_mod_fast_doubling(5, 0) is None
assert fibonacci_mod_fast_doubling(0, 7) == 0
assert fibonacci_mod_fast_doubling(1, 7) == 1
assert fibonacci_mod_fast_doubling(1, 1) == 0
assert fibonacci_mod_fast_doubling(10, 1000) == 55
assert fibonacci_mod_fast_doubling(11, 1000) == 89
assert fibonacci_mod_fast_doubling(90, 10 ** 20) == 2880067194370816120
assert fibonacci_mod_fast_doubling(10 ** 18, 1000000007) == 209783453
assert fibonacci_mod_fast_doubling(60, 10) == 0
