# query: Return the numbers rearranged as smallest, largest, second smallest, second largest, and so on (based on
# sorted order, duplicates kept), e.g. [1, 5, 2, 4, 3] for 1..5; an empty list returns [].
def low_high_interleave(nums):
    ordered = sorted(nums)
    left, right = 0, len(ordered) - 1
    out = []
    take_low = True
    while left <= right:
        if take_low:
            out.append(ordered[left])
            left += 1
        else:
            out.append(ordered[right])
            right -= 1
        take_low = not take_low
    return out

# tests
assert low_high_interleave([]) == []
assert low_high_interleave([4]) == [4]
assert low_high_interleave([2, 1]) == [1, 2]
assert low_high_interleave([3, 1, 5, 2, 4]) == [1, 5, 2, 4, 3]
assert low_high_interleave([6, 5, 4, 3, 2, 1]) == [1, 6, 2, 5, 3, 4]
assert low_high_interleave([-1, -1, 0, 7]) == [-1, 7, -1, 0]
assert low_high_interleave([9, 9, 9]) == [9, 9, 9]
assert low_high_interleave([10, -10, 0]) == [-10, 10, 0]
assert low_high_interleave([8, 3, 3, 1, 12, 5, 7]) == [1, 12, 3, 8, 3, 7, 5]
