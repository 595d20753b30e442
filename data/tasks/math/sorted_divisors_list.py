# query: Return all positive divisors of a positive integer in increasing order (a square root divisor listed once);
# zero or a negative input gives [].
def sorted_divisors_list(n):
    if n <= 0:
        return []
    small, large = [], []
    d = 1
    while d * d <= n:
        if n % d == 0:
            small.append(d)
            if d != n // d:
                large.append(n // d)
        d += 1
    return small + large[::-1]

# tests
assert sorted_divisors_list(0) == []
assert sorted_divisors_list(-6) == []
assert sorted_divisors_list(1) == [1]
assert sorted_divisors_list(2) == [1, 2]
assert sorted_divisors_list(12) == [1, 2, 3, 4, 6, 12]
assert sorted_divisors_list(16) == [1, 2, 4, 8, 16]
assert sorted_divisors_list(36) == [1, 2, 3, 4, 6, 9, 12, 18, 36]
assert sorted_divisors_list(97) == [1, 97]
assert sorted_divisors_list(45) == [1, 3, 5, 9, 15, 45]
