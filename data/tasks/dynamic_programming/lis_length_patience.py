# query: Return the length of the longest strictly increasing subsequence of a list of numbers in O(n log n) using
# patience-style tails with binary search; an empty list gives 0.
def lis_length_patience(nums):
    tails = []
    for x in nums:
        lo, hi = 0, len(tails)
        while lo < hi:
            mid = (lo + hi) // 2
            if tails[mid] < x:
                lo = mid + 1
            else:
                hi = mid
        if lo == len(tails):
            tails.append(x)
        else:
            tails[lo] = x
    return len(tails)

# tests
assert lis_length_patience([]) == 0
assert lis_length_patience([5]) == 1
assert lis_length_patience([10, 9, 2, 5, 3, 7, 101, 18]) == 4
assert lis_length_patience([0, 1, 0, 3, 2, 3]) == 4
assert lis_length_patience([7, 7, 7, 7]) == 1
assert lis_length_patience([5, 4, 3, 2, 1]) == 1
assert lis_length_patience([1, 2, 3, 4, 5]) == 5
assert lis_length_patience([-2, -1, -3, 0, 2, 1, 3]) == 5
assert lis_length_patience([3, 5, 6, 2, 5, 4, 19, 5, 6, 7, 12]) == 6
