# query: Stations on a circular route give gas[i] fuel, and driving from station i to the next costs cost[i]; return
# the smallest station index from which a car starting with an empty tank can drive the whole loop, or -1 if there is
# none (or no stations).
def circuit_start_station(gas, cost):
    total = 0
    tank = 0
    start = 0
    for i in range(len(gas)):
        gain = gas[i] - cost[i]
        total += gain
        tank += gain
        if tank < 0:
            start = i + 1
            tank = 0
    if not gas or total < 0:
        return -1
    return start

# tests
assert circuit_start_station([], []) == -1
assert circuit_start_station([1, 1], [1, 1]) == 0
assert circuit_start_station([3], [4]) == -1
assert circuit_start_station([1, 2, 3, 4, 5], [3, 4, 5, 1, 2]) == 3
assert circuit_start_station([2, 3, 4], [3, 4, 3]) == -1
assert circuit_start_station([2, 3, 5], [3, 4, 0]) == 2
assert circuit_start_station([0, 4, 1], [2, 1, 2]) == 1
assert circuit_start_station([4, 0, 0, 3], [1, 2, 3, 1]) == 3
assert circuit_start_station([1, 2], [2, 1]) == 1
