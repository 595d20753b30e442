# query: Cars drive toward a target along one lane at constant speeds from distinct positions below it, and a car that
# catches up with a slower one ahead (before or at the target) joins it as one fleet at the slower speed; return how
# many fleets arrive at the target.
def car_fleet_count(target, positions, speeds):
    cars = sorted(zip(positions, speeds), reverse=True)
    fleets = 0
    slowest = 0
    for pos, speed in cars:
        t = (target - pos) / speed
        if t > slowest:
            fleets += 1
            slowest = t
    return fleets

# tests
assert car_fleet_count(10, [], []) == 0
assert car_fleet_count(10, [3], [3]) == 1
assert car_fleet_count(12, [10, 8, 0, 5, 3], [2, 4, 1, 1, 3]) == 3
assert car_fleet_count(100, [0, 2, 4], [4, 2, 1]) == 1
assert car_fleet_count(10, [6, 8], [3, 2]) == 2
assert car_fleet_count(10, [0, 4], [2, 1]) == 1
assert car_fleet_count(10, [8, 0], [1, 2]) == 2
assert car_fleet_count(20, [0, 10], [1, 1]) == 2
assert car_fleet_count(10, [1, 2, 3], [3, 2, 1]) == 1
