# query: Return the length of the longest contiguous sublist of a 0/1 list that contains equally many 0s and 1s;
# return 0 when there is none.
def longest_balanced_binary_span(bits):
    first_at = {0: -1}
    balance = 0
    best = 0
    for i, b in enumerate(bits):
        balance += 1 if b == 1 else -1
        if balance in first_at:
            best = max(best, i - first_at[balance])
        else:
            first_at[balance] = i
    return best

# tests
assert longest_balanced_binary_span([]) == 0
assert longest_balanced_binary_span([1]) == 0
assert longest_balanced_binary_span([0, 1]) == 2
assert longest_balanced_binary_span([0, 1, 0]) == 2
assert longest_balanced_binary_span([0, 0, 1, 0, 0, 0, 1, 1]) == 6
assert longest_balanced_binary_span([1, 1, 1, 0]) == 2
assert longest_balanced_binary_span([1, 0, 1, 0, 1, 0]) == 6
assert longest_balanced_binary_span([0, 0, 0]) == 0
assert longest_balanced_binary_span([1, 1, 0, 1, 0, 0, 0]) == 6
