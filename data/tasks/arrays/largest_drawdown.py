# query: Given a sequence of account values, return the largest drop from an earlier peak to a later value
# (peak minus later value, maximised); a never-falling or empty sequence gives 0.
def largest_drawdown(values):
    peak = None
    worst = 0
    for v in values:
        if peak is None or v > peak:
            peak = v
        elif peak - v > worst:
            worst = peak - v
    return worst

# tests
assert largest_drawdown([]) == 0
assert largest_drawdown([5]) == 0
assert largest_drawdown([1, 2, 3]) == 0
assert largest_drawdown([3, 1]) == 2
assert largest_drawdown([10, 7, 12, 4, 8]) == 8
assert largest_drawdown([5, 5, 5]) == 0
assert largest_drawdown([2, 9, 1, 10, 6]) == 8
assert largest_drawdown([-1, -4, 0, -2]) == 3
assert largest_drawdown([4, 3, 4, 1]) == 3
