# query: Count the binary strings of length n that contain no run of k or more consecutive 1s (n = 0 counts the empty
# string; k < 1 or n < 0 gives 0).
def binary_strings_without_one_run(n, k):
    if n < 0 or k < 1:
        return 0
    ways = [0] * k
    ways[0] = 1
    for _ in range(n):
        nxt = [0] * k
        nxt[0] = sum(ways)
        for run in range(1, k):
            nxt[run] = ways[run - 1]
        ways = nxt
    return sum(ways)

# tests
assert binary_strings_without_one_run(-1, 2) == 0
assert binary_strings_without_one_run(3, 0) == 0
assert binary_strings_without_one_run(0, 2) == 1
assert binary_strings_without_one_run(3, 1) == 1
assert binary_strings_without_one_run(3, 2) == 5
assert binary_strings_without_one_run(4, 2) == 8
assert binary_strings_without_one_run(4, 3) == 13
assert binary_strings_without_one_run(5, 3) == 24
assert binary_strings_without_one_run(3, 5) == 8
assert binary_strings_without_one_run(6, 2) == 21
