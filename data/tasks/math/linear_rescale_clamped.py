# query: Map a value from the input range [in_a, in_b] onto the output range [out_a, out_b] linearly (either range may
# run high to low), first clamping the value to the input range, and round the result to 4 decimals; an input range
# with in_a equal to in_b gives None.
def linear_rescale_clamped(value, in_a, in_b, out_a, out_b):
    if in_a == in_b:
        return None
    t = (value - in_a) / (in_b - in_a)
    if t < 0:
        t = 0.0
    elif t > 1:
        t = 1.0
    return round(out_a + t * (out_b - out_a), 4)

# tests
assert linear_rescale_clamped(5, 3, 3, 0, 1) is None
assert linear_rescale_clamped(5, 0, 10, 0, 100) == 50.0
assert linear_rescale_clamped(-5, 0, 10, 0, 100) == 0.0
assert linear_rescale_clamped(15, 0, 10, 0, 100) == 100.0
assert linear_rescale_clamped(2, 0, 10, 100, 0) == 80.0
assert linear_rescale_clamped(2, 10, 0, 0, 100) == 80.0
assert linear_rescale_clamped(12, 10, 0, 0, 100) == 0.0
assert linear_rescale_clamped(1, 0, 3, -1, 1) == -0.3333
assert linear_rescale_clamped(32, 32, 212, 0, 100) == 0.0
assert linear_rescale_clamped(98.6, 32, 212, 0, 100) == 37.0
