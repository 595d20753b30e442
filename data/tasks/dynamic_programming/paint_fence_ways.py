# query: Count the ways to paint n fence posts with k colours so that no three consecutive posts share a colour (0 when
# n or k is 0).
def paint_fence_ways(n, k):
    if n == 0:
        return 0
    same, diff = 0, k
    for _ in range(1, n):
        same, diff = diff, (same + diff) * (k - 1)
    return same + diff

# tests
assert paint_fence_ways(0, 3) == 0
assert paint_fence_ways(3, 0) == 0
assert paint_fence_ways(1, 3) == 3
assert paint_fence_ways(2, 3) == 9
assert paint_fence_ways(3, 2) == 6
assert paint_fence_ways(3, 3) == 24
assert paint_fence_ways(4, 2) == 10
assert paint_fence_ways(7, 2) == 42
assert paint_fence_ways(5, 4) == 864
