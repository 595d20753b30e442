# query: Given (group, value, weight) rows, return a dict mapping each group to the weighted mean of its values
# (sum of value * weight over sum of weights) rounded to 2 decimals, or None for a group whose weights sum to 0.
def weighted_mean_by_group(rows):
    num = {}
    den = {}
    for group, value, weight in rows:
        num[group] = num.get(group, 0) + value * weight
        den[group] = den.get(group, 0) + weight
    out = {}
    for group in num:
        if den[group] == 0:
            out[group] = None
        else:
            out[group] = round(num[group] / den[group], 2)
    return out

# tests
assert weighted_mean_by_group([]) == {}
assert weighted_mean_by_group([("a", 10, 1)]) == {'a': 10.0}
assert weighted_mean_by_group([("a", 10, 1), ("a", 20, 3)]) == {'a': 17.5}
assert weighted_mean_by_group([("a", 1, 2), ("b", 5, 1), ("b", 6, 2)]) == {'a': 1.0, 'b': 5.67}
assert weighted_mean_by_group([("z", 7, 0)]) == {'z': None}
assert weighted_mean_by_group([("m", -4, 1), ("m", 4, 3)]) == {'m': 2.0}
assert weighted_mean_by_group([("q", 1, 1), ("q", 2, 1), ("q", 4, 1)]) == {'q': 2.33}
assert weighted_mean_by_group([("a", 3, 2), ("b", 9, 0), ("a", 3, 5)]) == {'a': 3.0, 'b': None}
