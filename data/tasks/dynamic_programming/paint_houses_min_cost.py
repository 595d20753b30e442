# query: costs[i][k] is the price of painting house i with colour k; return the minimum total cost to paint all houses
# so that no two neighbouring houses share a colour, with 0 for no houses and -1 if there is more than one house but
# only one colour.
def paint_houses_min_cost(costs):
    if not costs:
        return 0
    colours = len(costs[0])
    if colours == 1 and len(costs) > 1:
        return -1
    prev = list(costs[0])
    for row in costs[1:]:
        curr = []
        for k in range(colours):
            best_other = min(prev[x] for x in range(colours) if x != k)
            curr.append(row[k] + best_other)
        prev = curr
    return min(prev)

# tests
assert paint_houses_min_cost([]) == 0
assert paint_houses_min_cost([[4]]) == 4
assert paint_houses_min_cost([[4], [5]]) == -1
assert paint_houses_min_cost([[17, 2, 17], [16, 16, 5], [14, 3, 19]]) == 10
assert paint_houses_min_cost([[7, 6, 2]]) == 2
assert paint_houses_min_cost([[1, 5], [1, 5]]) == 6
assert paint_houses_min_cost([[1, 5, 3], [2, 9, 4]]) == 5
assert paint_houses_min_cost([[1, 2], [3, 4], [5, 1]]) == 6
assert paint_houses_min_cost([[3, 3, 3], [3, 3, 3], [3, 3, 3], [3, 3, 3]]) == 12
