# query: Split a non-negative whole amount (such as cents) among n people as evenly as possible: shares differ by at
# most 1, the larger shares go to the first people, and the shares sum to the amount; n of 0 or less gives [].
def split_amount_evenly(total, n):
    if n <= 0:
        return []
    base, extra = divmod(total, n)
    return [base + 1 if i < extra else base for i in range(n)]

# tests
assert split_amount_evenly(100, 0) == []
assert split_amount_evenly(100, -2) == []
assert split_amount_evenly(100, 1) == [100]
assert split_amount_evenly(1000, 3) == [334, 333, 333]
assert split_amount_evenly(1001, 3) == [334, 334, 333]
assert split_amount_evenly(999, 3) == [333, 333, 333]
assert split_amount_evenly(2, 5) == [1, 1, 0, 0, 0]
assert split_amount_evenly(0, 2) == [0, 0]
assert split_amount_evenly(10, 4) == [3, 3, 2, 2]
