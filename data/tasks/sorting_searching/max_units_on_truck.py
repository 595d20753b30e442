# query: Boxes come in types (number of boxes, units per box); load at most truck_size boxes to carry the largest total
# number of units and return that total.
def max_units_on_truck(boxes, truck_size):
    total = 0
    for count, units in sorted(boxes, key=lambda b: -b[1]):
        take = min(count, truck_size)
        total += take * units
        truck_size -= take
    return total

# tests
assert max_units_on_truck([], 5) == 0
assert max_units_on_truck([(2, 3)], 0) == 0
assert max_units_on_truck([(1, 3), (2, 2), (3, 1)], 4) == 8
assert max_units_on_truck([(5, 10), (2, 5), (4, 7), (3, 9)], 10) == 91
assert max_units_on_truck([(3, 4)], 5) == 12
assert max_units_on_truck([(1, 1), (1, 9)], 1) == 9
assert max_units_on_truck([(2, 5), (2, 5)], 3) == 15
assert max_units_on_truck([(4, 2), (1, 8), (2, 3)], 2) == 11
