# query: Each entry of a list of non-negative integers is the maximum forward jump from that index; return the fewest
# jumps to get from index 0 to the last index, 0 for a list of length 0 or 1, and -1 if the end is unreachable.
def min_jumps_to_reach_end(jumps):
    n = len(jumps)
    if n <= 1:
        return 0
    count = 0
    current_end = 0
    farthest = 0
    for i in range(n - 1):
        if i > farthest:
            return -1
        farthest = max(farthest, i + jumps[i])
        if i == current_end:
            count += 1
            current_end = farthest
            if current_end >= n - 1:
                return count
    return -1

# tests
assert min_jumps_to_reach_end([]) == 0
assert min_jumps_to_reach_end([0]) == 0
assert min_jumps_to_reach_end([2, 3, 1, 1, 4]) == 2
assert min_jumps_to_reach_end([2, 3, 0, 1, 4]) == 2
assert min_jumps_to_reach_end([3, 2, 1, 0, 4]) == -1
assert min_jumps_to_reach_end([0, 1]) == -1
assert min_jumps_to_reach_end([1, 1, 1, 1]) == 3
assert min_jumps_to_reach_end([5, 0, 0, 0, 0, 0]) == 1
assert min_jumps_to_reach_end([1, 2]) == 1
assert min_jumps_to_reach_end([2, 0, 2, 0, 1]) == 2
