# query: Classify two segments a1-a2 and b1-b2 by their directions as "parallel" (including collinear or opposite
# directions), "perpendicular" or "neither", using exact integer arithmetic; if either segment has zero length
# return "degenerate".
def segment_pair_relation(a1, a2, b1, b2):
    ux, uy = a2[0] - a1[0], a2[1] - a1[1]
    vx, vy = b2[0] - b1[0], b2[1] - b1[1]
    if (ux == 0 and uy == 0) or (vx == 0 and vy == 0):
        return "degenerate"
    if ux * vy - uy * vx == 0:
        return "parallel"
    if ux * vx + uy * vy == 0:
        return "perpendicular"
    return "neither"

# tests
assert segment_pair_relation((0, 0), (0, 0), (1, 1), (2, 2)) == "degenerate"
assert segment_pair_relation((0, 0), (1, 1), (3, 3), (3, 3)) == "degenerate"
assert segment_pair_relation((0, 0), (2, 1), (5, 5), (9, 7)) == "parallel"
assert segment_pair_relation((0, 0), (2, 1), (9, 7), (5, 5)) == "parallel"
assert segment_pair_relation((0, 0), (3, 0), (1, 0), (7, 0)) == "parallel"
assert segment_pair_relation((0, 0), (2, 1), (0, 0), (-1, 2)) == "perpendicular"
assert segment_pair_relation((1, 1), (1, 5), (-2, 3), (4, 3)) == "perpendicular"
assert segment_pair_relation((0, 0), (2, 1), (0, 0), (1, 2)) == "neither"
assert segment_pair_relation((0, 0), (3, 1), (0, 0), (1, -2)) == "neither"
