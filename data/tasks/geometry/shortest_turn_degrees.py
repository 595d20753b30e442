# query: Return the signed rotation in whole degrees, in the range (-180, 180], that turns a compass heading into a
# target heading by the shortest way, positive meaning clockwise; headings may be any integers, negative or above
# 360, and opposite headings give +180.
def shortest_turn_degrees(current, target):
    diff = (target - current) % 360
    if diff > 180:
        diff -= 360
    return diff

# tests
assert shortest_turn_degrees(0, 90) == 90
assert shortest_turn_degrees(90, 0) == -90
assert shortest_turn_degrees(350, 10) == 20
assert shortest_turn_degrees(10, 350) == -20
assert shortest_turn_degrees(0, 180) == 180
assert shortest_turn_degrees(180, 0) == 180
assert shortest_turn_degrees(0, 181) == -179
assert shortest_turn_degrees(720, -90) == -90
assert shortest_turn_degrees(45, 45) == 0
assert shortest_turn_degrees(-30, 100) == 130
