# query: Arrange non-negative integers so that their decimal strings, concatenated, form the largest possible number,
# and return it as a string without redundant leading zeros ("0" when every value is 0, "" for no values).
from functools import cmp_to_key
def largest_concatenated_number(nums):
    parts = [str(n) for n in nums]
    parts.sort(key=cmp_to_key(lambda a, b: (b + a > a + b) - (b + a < a + b)))
    result = "".join(parts)
    if not result:
        return ""
    return "0" if result[0] == "0" else result

# tests
assert largest_concatenated_number([]) == ''
assert largest_concatenated_number([0, 0]) == '0'
assert largest_concatenated_number([10, 2]) == '210'
assert largest_concatenated_number([3, 30, 34, 5, 9]) == '9534330'
assert largest_concatenated_number([1]) == '1'
assert largest_concatenated_number([121, 12]) == '12121'
assert largest_concatenated_number([0, 5]) == '50'
assert largest_concatenated_number([824, 8247]) == '8248247'
assert largest_concatenated_number([9, 99, 999]) == '999999'
