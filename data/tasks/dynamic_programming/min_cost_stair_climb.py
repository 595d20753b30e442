# query: cost[i] is paid when stepping on stair i; starting from stair 0 or 1 and climbing one or two stairs at a time,
# return the minimum total cost to reach the top just past the last stair (0 when there are fewer than two stairs).
def min_cost_stair_climb(cost):
    if len(cost) < 2:
        return 0
    two_back, one_back = 0, 0
    for i in range(2, len(cost) + 1):
        here = min(one_back + cost[i - 1], two_back + cost[i - 2])
        two_back, one_back = one_back, here
    return one_back

# tests
assert min_cost_stair_climb([]) == 0
assert min_cost_stair_climb([7]) == 0
assert min_cost_stair_climb([10, 15]) == 10
assert min_cost_stair_climb([15, 10]) == 10
assert min_cost_stair_climb([10, 15, 20]) == 15
assert min_cost_stair_climb([1, 100, 1, 1, 1, 100, 1, 1, 100, 1]) == 6
assert min_cost_stair_climb([0, 0, 0]) == 0
assert min_cost_stair_climb([5, 1, 1, 5]) == 2
assert min_cost_stair_climb([3, 2, 9, 1, 8, 4]) == 7
