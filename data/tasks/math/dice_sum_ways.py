# query: Count the ordered outcomes of rolling n dice with faces numbered 1..faces that add up exactly to target; zero
# dice give one way to reach 0 and no way to reach anything else.
def dice_sum_ways(n, faces, target):
    ways = [1] + [0] * max(target, 0)
    if target < 0:
        return 0
    for _ in range(n):
        nxt = [0] * (target + 1)
        for total in range(target + 1):
            if ways[total]:
                for f in range(1, faces + 1):
                    if total + f > target:
                        break
                    nxt[total + f] += ways[total]
        ways = nxt
    return ways[target]

# tests
assert dice_sum_ways(0, 6, 0) == 1
assert dice_sum_ways(0, 6, 3) == 0
assert dice_sum_ways(2, 6, -1) == 0
assert dice_sum_ways(1, 6, 6) == 1
assert dice_sum_ways(1, 6, 7) == 0
assert dice_sum_ways(2, 6, 7) == 6
assert dice_sum_ways(2, 6, 2) == 1
assert dice_sum_ways(2, 6, 12) == 1
assert dice_sum_ways(3, 6, 10) == 27
assert dice_sum_ways(4, 4, 10) == 44
