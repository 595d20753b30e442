# query: Return the average of every full window of k consecutive values (a trailing simple moving average), rounded
# to 2 decimals, one per window in order; k < 1 or k larger than the number of values gives [].
def trailing_moving_average(values, k):
    if k < 1 or k > len(values):
        return []
    total = sum(values[:k])
    out = [round(total / k, 2)]
    for i in range(k, len(values)):
        total += values[i] - values[i - k]
        out.append(round(total / k, 2))
    return out

# tests
assert trailing_moving_average([], 1) == []
assert trailing_moving_average([1, 2, 3], 0) == []
assert trailing_moving_average([1, 2, 3], 4) == []
assert trailing_moving_average([1, 2, 3], 3) == [2.0]
assert trailing_moving_average([1, 2, 3, 4, 5], 2) == [1.5, 2.5, 3.5, 4.5]
assert trailing_moving_average([10, 20, 30, 40], 3) == [20.0, 30.0]
assert trailing_moving_average([5, -5, 5, -5], 1) == [5.0, -5.0, 5.0, -5.0]
assert trailing_moving_average([1, 1, 2, 6, 0], 3) == [1.33, 3.0, 2.67]
assert trailing_moving_average([3, 8, 1, 0, 4, 9], 4) == [3.0, 3.25, 3.5]
