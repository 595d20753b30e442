# query: Summarize a sorted list of distinct integers as strings of maximal consecutive ranges, "a->b" for a run
# from a to b and "a" for a lone value, in order; an empty list gives an empty list.
def summarize_ranges(nums):
    out = []
    i = 0
    while i < len(nums):
        j = i
        while j + 1 < len(nums) and nums[j + 1] == nums[j] + 1:
            j += 1
        if j == i:
            out.append(str(nums[i]))
        else:
            out.append(f"{nums[i]}->{nums[j]}")
        i = j + 1
    return out

# tests
assert summarize_ranges([]) == []
assert summarize_ranges([4]) == ["4"]
assert summarize_ranges([0, 1, 2, 4, 5, 7]) == ["0->2", "4->5", "7"]
assert summarize_ranges([0, 2, 3, 4, 6, 8, 9]) == ["0", "2->4", "6", "8->9"]
assert summarize_ranges([-3, -2, -1, 1]) == ["-3->-1", "1"]
assert summarize_ranges([1, 3, 5]) == ["1", "3", "5"]
assert summarize_ranges([10, 11]) == ["10->11"]
assert summarize_ranges([1, 2, 3, 4]) == ["1->4"]
