# query: Choose "nice" chart axis ticks covering [lo, hi]: the step is 1, 2, 5 or 10 times a power of ten, the
# smallest such step giving at most max_ticks intervals over the range, and ticks run from lo rounded down to a multiple
# of the step up to hi rounded up, each rounded to 10 decimals; hi <= lo or max_ticks < 1 gives [].
import math
def nice_axis_ticks(lo, hi, max_ticks):
    if hi <= lo or max_ticks < 1:
        return []
    raw = (hi - lo) / max_ticks
    power = 10 ** math.floor(math.log10(raw))
    step = None
    for m in (1, 2, 5, 10):
        if m * power >= raw:
            step = m * power
            break
    start = math.floor(lo / step)
    stop = math.ceil(hi / step)
    return [round(i * step, 10) for i in range(start, stop + 1)]

# tests
assert nice_axis_ticks(5, 5, 4) == []
assert nice_axis_ticks(0, 10, 0) == []
assert nice_axis_ticks(0, 10, 5) == [0, 2, 4, 6, 8, 10]
assert nice_axis_ticks(0, 10, 2) == [0, 5, 10]
assert nice_axis_ticks(0, 10, 1) == [0, 10]
assert nice_axis_ticks(3, 97, 5) == [0, 20, 40, 60, 80, 100]
assert nice_axis_ticks(-7, 7, 4) == [-10, -5, 0, 5, 10]
assert nice_axis_ticks(0.12, 0.87, 4) == [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]
assert nice_axis_ticks(1, 2, 10) == [1.0, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2.0]
assert nice_axis_ticks(0, 1000, 3) == [0, 500, 1000]
