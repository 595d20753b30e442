# query: Return how many structurally different binary search trees can hold the keys 1..n (1 for n = 0, 0 for
# negative n).
def count_bst_shapes(n):
    if n < 0:
        return 0
    ways = [1] + [0] * n
    for nodes in range(1, n + 1):
        for root in range(1, nodes + 1):
            ways[nodes] += ways[root - 1] * ways[nodes - root]
    return ways[n]

# tests
assert count_bst_shapes(-1) == 0
assert count_bst_shapes(0) == 1
assert count_bst_shapes(1) == 1
assert count_bst_shapes(2) == 2
assert count_bst_shapes(3) == 5
assert count_bst_shapes(4) == 14
assert count_bst_shapes(5) == 42
assert count_bst_shapes(10) == 16796
