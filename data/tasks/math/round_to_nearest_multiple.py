# query: Round an integer to the nearest multiple of a positive integer step, with exact halfway values going to the
# larger multiple (towards positive infinity, so -5 to a step of 10 gives 0); a step of 0 or less gives None.
def round_to_nearest_multiple(n, step):
    if step <= 0:
        return None
    q, r = divmod(n, step)
    if 2 * r >= step:
        q += 1
    return q * step

# tests
assert round_to_nearest_multiple(7, 0) is None
assert round_to_nearest_multiple(7, -5) is None
assert round_to_nearest_multiple(12, 5) == 10
assert round_to_nearest_multiple(13, 5) == 15
assert round_to_nearest_multiple(15, 10) == 20
assert round_to_nearest_multiple(-5, 10) == 0
assert round_to_nearest_multiple(-6, 10) == -10
assert round_to_nearest_multiple(-14, 10) == -10
assert round_to_nearest_multiple(20, 10) == 20
assert round_to_nearest_multiple(7, 1) == 7
