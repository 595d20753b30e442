# query: A list of n + 1 integers contains only values from 1 to n, with exactly one value repeated (possibly many
# times); find that value by binary searching on the value range and counting elements, without modifying the
# list; return -1 for a list with fewer than two elements.
def find_duplicate_by_value_search(nums):
    if len(nums) < 2:
        return -1
    low, high = 1, len(nums) - 1
    while low < high:
        mid = (low + high) // 2
        count = 0
        for x in nums:
            if x <= mid:
                count += 1
        if count > mid:
            high = mid
        else:
            low = mid + 1
    return low

# tests
assert find_duplicate_by_value_search([]) == -1
assert find_duplicate_by_value_search([1]) == -1
assert find_duplicate_by_value_search([1, 1]) == 1
assert find_duplicate_by_value_search([1, 3, 4, 2, 2]) == 2
assert find_duplicate_by_value_search([3, 1, 3, 4, 2]) == 3
assert find_duplicate_by_value_search([2, 2, 2, 2, 2]) == 2
assert find_duplicate_by_value_search([1, 4, 4, 2, 4]) == 4
assert find_duplicate_by_value_search([1, 2, 3, 4, 5, 6, 7, 7]) == 7
assert find_duplicate_by_value_search([1, 1, 2, 3, 4, 5]) == 1
assert find_duplicate_by_value_search([5, 3, 1, 2, 6, 4, 3]) == 3
