# query: Classify a list of numbers as "constant" (no two neighbours differ, including lists shorter than 2),
# "increasing" (never decreases and rises at least once), "decreasing" (never increases and falls at least once) or
# "mixed".
def monotonic_direction(values):
    rises = falls = False
    for i in range(1, len(values)):
        if values[i] > values[i - 1]:
            rises = True
        elif values[i] < values[i - 1]:
            falls = True
    if rises and falls:
        return "mixed"
    if rises:
        return "increasing"
    if falls:
        return "decreasing"
    return "constant"

# tests
assert monotonic_direction([]) == 'constant'
assert monotonic_direction([4]) == 'constant'
assert monotonic_direction([2, 2, 2]) == 'constant'
assert monotonic_direction([1, 2, 2, 3]) == 'increasing'
assert monotonic_direction([3, 3, 1]) == 'decreasing'
assert monotonic_direction([1, 3, 2]) == 'mixed'
assert monotonic_direction([5, 1, 5]) == 'mixed'
assert monotonic_direction([1, 2]) == 'increasing'
assert monotonic_direction([-1, -2, -2, -5]) == 'decreasing'
