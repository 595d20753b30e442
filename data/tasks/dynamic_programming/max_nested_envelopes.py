# query: Envelopes are (width, height) pairs and one fits inside another only if both its width and height are strictly
# smaller; return the largest number of envelopes that can be nested one inside the next.
import bisect
def max_nested_envelopes(envelopes):
    ordered = sorted(envelopes, key=lambda e: (e[0], -e[1]))
    tails = []
    for _, h in ordered:
        i = bisect.bisect_left(tails, h)
        if i == len(tails):
            tails.append(h)
        else:
            tails[i] = h
    return len(tails)

# tests
assert max_nested_envelopes([]) == 0
assert max_nested_envelopes([(1, 1)]) == 1
assert max_nested_envelopes([(5, 4), (6, 4), (6, 7), (2, 3)]) == 3
assert max_nested_envelopes([(1, 1), (1, 1), (1, 1)]) == 1
assert max_nested_envelopes([(2, 3), (2, 5), (3, 4)]) == 2
assert max_nested_envelopes([(4, 5), (4, 6), (6, 7), (2, 3), (1, 1)]) == 4
assert max_nested_envelopes([(1, 3), (3, 5), (6, 7), (6, 8), (8, 4), (9, 5)]) == 3
assert max_nested_envelopes([(3, 1), (2, 2), (1, 3)]) == 1
assert max_nested_envelopes([(10, 8), (1, 12), (6, 15), (2, 18)]) == 2
assert max_nested_envelopes([(3, 3), (4, 3), (1, 2), (3, 1)]) == 2
