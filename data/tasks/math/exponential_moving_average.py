# query: Return the exponential moving average of a series with smoothing factor alpha (0 < alpha <= 1): the first
# average is the first value and each later one is alpha * value + (1 - alpha) * previous average, each rounded to 4
# decimals in the output (the running value itself is not rounded); alpha outside (0, 1] gives None.
def exponential_moving_average(values, alpha):
    if alpha <= 0 or alpha > 1:
        return None
    out = []
    avg = None
    for v in values:
        avg = v if avg is None else alpha * v + (1 - alpha) * avg
        out.append(round(avg, 4))
    return out

# tests
assert exponential_moving_average([1, 2], 0) is None
assert exponential_moving_average([1, 2], 1.5) is None
assert exponential_moving_average([], 0.5) == []
assert exponential_moving_average([4], 0.3) == [4]
assert exponential_moving_average([1, 2, 3], 1) == [1, 2, 3]
assert exponential_moving_average([10, 20, 30], 0.5) == [10, 15.0, 22.5]
assert exponential_moving_average([10, 20, 30], 0.1) == [10, 11.0, 12.9]
assert exponential_moving_average([0, 10, 0, 10], 0.25) == [0, 2.5, 1.875, 3.9062]
assert exponential_moving_average([3, 3, 3], 0.7) == [3, 3.0, 3.0]
assert exponential_moving_average([1, 1, 1, 1], 0.333) == [1, 1.0, 1.0, 1.0]
