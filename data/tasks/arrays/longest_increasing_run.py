# query: Return the length of the longest contiguous run of strictly increasing values in a list; equal neighbours
# break a run, a single element counts as a run of 1, and an empty list gives 0.
def longest_increasing_run(nums):
    if not nums:
        return 0
    best = current = 1
    for i in range(1, len(nums)):
        if nums[i] > nums[i - 1]:
            current += 1
            if current > best:
                best = current
        else:
            current = 1
    return best

# tests
assert longest_increasing_run([]) == 0
assert longest_increasing_run([4]) == 1
assert longest_increasing_run([1, 3, 5, 4, 7]) == 3
assert longest_increasing_run([2, 2, 2]) == 1
assert longest_increasing_run([1, 2, 2, 3, 4, 5]) == 4
assert longest_increasing_run([5, 4, 3]) == 1
assert longest_increasing_run([-3, -2, -1, 0]) == 4
assert longest_increasing_run([1, 2, 0, 1]) == 2
assert longest_increasing_run([3, 1, 2]) == 2
