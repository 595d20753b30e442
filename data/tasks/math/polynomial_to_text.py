# query: Write a polynomial with integer coefficients listed from the highest power down as text like
# "3x^2 - x + 5": terms with zero coefficients are left out, a coefficient of 1 or -1 is not written except on the
# constant, "x" is used for the first power, and an all-zero or empty list gives "0".
def polynomial_to_text(coeffs):
    terms = []
    degree = len(coeffs) - 1
    for i, c in enumerate(coeffs):
        if c == 0:
            continue
        p = degree - i
        mag = abs(c)
        if p == 0:
            body = str(mag)
        else:
            body = ("" if mag == 1 else str(mag)) + ("x" if p == 1 else "x^" + str(p))
        if not terms:
            terms.append(("-" if c < 0 else "") + body)
        else:
            terms.append(("- " if c < 0 else "+ ") + body)
    return " ".join(terms) if terms else "0"

# tests
assert polynomial_to_text([]) == "0"
assert polynomial_to_text([0, 0]) == "0"
assert polynomial_to_text([5]) == "5"
assert polynomial_to_text([-1]) == "-1"
assert polynomial_to_text([3, -1, 5]) == "3x^2 - x + 5"
assert polynomial_to_text([-1, 0, 0, 1]) == "-x^3 + 1"
assert polynomial_to_text([0, 2, -7]) == "2x - 7"
assert polynomial_to_text([1, 0]) == "x"
assert polynomial_to_text([-4, 1, 0]) == "-4x^2 + x"
assert polynomial_to_text([1, -1, -1]) == "x^2 - x - 1"
