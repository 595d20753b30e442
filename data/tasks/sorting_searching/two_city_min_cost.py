# query: 2n people each have a cost [to city A, to city B]; send exactly n to each city and return the minimum total
# cost.
def two_city_min_cost(costs):
    ordered = sorted(costs, key=lambda c: c[0] - c[1])
    half = len(ordered) // 2
    total = 0
    for i, (a, b) in enumerate(ordered):
        total += a if i < half else b
    return total

# tests
assert two_city_min_cost([]) == 0
assert two_city_min_cost([[10, 20], [30, 200]]) == 50
assert two_city_min_cost([[10, 20], [30, 200], [400, 50], [30, 20]]) == 110
assert two_city_min_cost([[259, 770], [448, 54], [926, 667], [184, 139], [840, 118], [577, 469]]) == 1859
assert two_city_min_cost([[5, 5], [5, 5]]) == 10
assert two_city_min_cost([[1, 100], [2, 100]]) == 101
assert two_city_min_cost([[100, 1], [100, 2]]) == 101
assert two_city_min_cost([[7, 3], [1, 9]]) == 4
