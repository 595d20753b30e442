# query: Classify a positive integer by the sum of its proper divisors (those smaller than itself) as "deficient"
# (sum smaller than the number), "perfect" (equal) or "abundant" (larger); 1 is deficient and n below 1 gives None.
def abundance_class(n):
    if n < 1:
        return None
    total = 1 if n > 1 else 0
    d = 2
    while d * d <= n:
        if n % d == 0:
            total += d
            if d != n // d:
                total += n // d
        d += 1
    if total < n:
        return "deficient"
    if total == n:
        return "perfect"
    return "abundant"

# tests
assert abundance_class(0) is None
assert abundance_class(1) == "deficient"
assert abundance_class(2) == "deficient"
assert abundance_class(6) == "perfect"
assert abundance_class(12) == "abundant"
assert abundance_class(16) == "deficient"
assert abundance_class(28) == "perfect"
assert abundance_class(36) == "abundant"
assert abundance_class(945) == "abundant"
assert abundance_class(8128) == "perfect"
