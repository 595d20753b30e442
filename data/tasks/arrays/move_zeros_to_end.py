# query: Return a copy of a list with all zeros moved to the end while the non-zero elements keep their
# original relative order.
def move_zeros_to_end(nums):
    result = list(nums)
    write = 0
    for read in range(len(result)):
        if result[read] != 0:
            result[write], result[read] = result[read], result[write]
            write += 1
    return result

# tests
assert move_zeros_to_end([]) == []
assert move_zeros_to_end([0]) == [0]
assert move_zeros_to_end([5]) == [5]
assert move_zeros_to_end([0, 1, 0, 3, 12]) == [1, 3, 12, 0, 0]
assert move_zeros_to_end([1, 2, 3]) == [1, 2, 3]
assert move_zeros_to_end([0, 0, 1]) == [1, 0, 0]
assert move_zeros_to_end([4, 0, -2, 0, 0, 7]) == [4, -2, 7, 0, 0, 0]
assert move_zeros_to_end([1, 0]) == [1, 0]
