# query: Count the ordered outcomes of rolling `dice` dice with faces 1..faces whose values add up to target, modulo
# 1_000_000_007 (zero dice give one way to reach 0).
def dice_sum_ways(dice, faces, target):
    MOD = 10 ** 9 + 7
    ways = [1] + [0] * target
    for _ in range(dice):
        nxt = [0] * (target + 1)
        for total in range(target + 1):
            if ways[total]:
                for f in range(1, faces + 1):
                    if total + f > target:
                        break
                    nxt[total + f] = (nxt[total + f] + ways[total]) % MOD
        ways = nxt
    return ways[target]

# tests
assert dice_sum_ways(0, 6, 0) == 1
assert dice_sum_ways(0, 6, 3) == 0
assert dice_sum_ways(1, 6, 3) == 1
assert dice_sum_ways(1, 6, 7) == 0
assert dice_sum_ways(2, 6, 7) == 6
assert dice_sum_ways(2, 5, 10) == 1
assert dice_sum_ways(3, 4, 3) == 1
assert dice_sum_ways(2, 2, 3) == 2
assert dice_sum_ways(20, 20, 200) == 270319085
assert dice_sum_ways(3, 6, 2) == 0
