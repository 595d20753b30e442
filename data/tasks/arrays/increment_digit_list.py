# query: Treat a list of decimal digits (most significant first) as a non-negative integer, add one, and return the
# resulting digit list; an empty list is treated as 0 and gives [1].
def increment_digit_list(digits):
    result = list(digits)
    i = len(result) - 1
    while i >= 0:
        if result[i] < 9:
            result[i] += 1
            return result
        result[i] = 0
        i -= 1
    return [1] + result

# tests
assert increment_digit_list([]) == [1]
assert increment_digit_list([0]) == [1]
assert increment_digit_list([9]) == [1, 0]
assert increment_digit_list([1, 2, 3]) == [1, 2, 4]
assert increment_digit_list([1, 2, 9]) == [1, 3, 0]
assert increment_digit_list([9, 9, 9]) == [1, 0, 0, 0]
assert increment_digit_list([8, 9, 9]) == [9, 0, 0]
assert increment_digit_list([4, 0, 8]) == [4, 0, 9]
