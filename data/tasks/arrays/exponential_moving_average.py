# query: Compute the exponential moving average of a series with smoothing factor alpha: the first average equals the
# first value and each next one is alpha * value + (1 - alpha) * previous average; return every average rounded to
# 4 decimals (an empty series gives []).
def exponential_moving_average(values, alpha):
    out = []
    ema = None
    for v in values:
        if ema is None:
            ema = v
        else:
            ema = alpha * v + (1 - alpha) * ema
        out.append(round(ema, 4))
    return out

# tests
assert exponential_moving_average([], 0.5) == []
assert exponential_moving_average([7], 0.3) == [7]
assert exponential_moving_average([10, 20], 0.5) == [10, 15.0]
assert exponential_moving_average([10, 20, 30], 0.25) == [10, 12.5, 16.875]
assert exponential_moving_average([1, 2, 3], 1.0) == [1, 2.0, 3.0]
assert exponential_moving_average([4, 8, 16], 0.0) == [4, 4.0, 4.0]
assert exponential_moving_average([0, 10, 0], 0.2) == [0, 2.0, 1.6]
assert exponential_moving_average([-10, 10, 5], 0.6) == [-10, 2.0, 3.8]
assert exponential_moving_average([0, 1, 0, 1], 0.15) == [0, 0.15, 0.1275, 0.2584]
