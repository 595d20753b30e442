# query: Count the contiguous non-empty subarrays of a list of positive integers whose product is strictly less than
# k.
def count_subarrays_product_below(values, k):
    if k <= 1:
        return 0
    product = 1
    left = 0
    count = 0
    for right, v in enumerate(values):
        product *= v
        while product >= k:
            product //= values[left]
            left += 1
        count += right - left + 1
    return count

# tests
assert count_subarrays_product_below([], 5) == 0
assert count_subarrays_product_below([1, 2, 3], 0) == 0
assert count_subarrays_product_below([1, 1], 1) == 0
assert count_subarrays_product_below([10, 5, 2, 6], 100) == 8
assert count_subarrays_product_below([1, 2, 3], 6) == 4
assert count_subarrays_product_below([1, 2, 3], 7) == 6
assert count_subarrays_product_below([5], 5) == 0
assert count_subarrays_product_below([1, 1, 1], 2) == 6
assert count_subarrays_product_below([2, 10, 2, 3, 1], 12) == 8
