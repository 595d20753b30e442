# query: Write a fraction num/den with 0 < num < den as a sum of distinct unit fractions using the greedy method
# (always take the largest unit fraction not exceeding what remains) and return the denominators; other inputs give [].
def egyptian_fraction_denominators(num, den):
    if num >= den:
        return []
    result = []
    while num > 0:
        d = -(-den // num)
        result.append(d)
        num, den = num * d - den, den * d
    return result

# tests
assert egyptian_fraction_denominators(0, 5) == []
assert egyptian_fraction_denominators(3, 3) == []
assert egyptian_fraction_denominators(5, 3) == []
assert egyptian_fraction_denominators(1, -4) == []
assert egyptian_fraction_denominators(1, 4) == [4]
assert egyptian_fraction_denominators(2, 3) == [2, 6]
assert egyptian_fraction_denominators(6, 14) == [3, 11, 231]
assert egyptian_fraction_denominators(4, 13) == [4, 18, 468]
assert egyptian_fraction_denominators(3, 4) == [2, 4]
