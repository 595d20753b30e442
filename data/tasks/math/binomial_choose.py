# query: Return the binomial coefficient "n choose k" for integers using exact integer arithmetic; it is 0 when k is
# negative or greater than n, and 1 when k is 0 or n.
def binomial_choose(n, k):
    if k < 0 or k > n:
        return 0
    k = min(k, n - k)
    result = 1
    for i in range(1, k + 1):
        result = result * (n - k + i) // i
    return result

# tests
assert binomial_choose(5, -1) == 0
assert binomial_choose(3, 4) == 0
assert binomial_choose(0, 0) == 1
assert binomial_choose(7, 7) == 1
assert binomial_choose(5, 2) == 10
assert binomial_choose(6, 3) == 20
assert binomial_choose(10, 7) == 120
assert binomial_choose(52, 5) == 2598960
assert binomial_choose(100, 50) == 100891344545564193334812497256
