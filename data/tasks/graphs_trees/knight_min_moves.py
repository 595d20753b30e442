# query: Return the fewest chess knight moves from start to target on an n by n board with squares (row, col) numbered
# from 0, or -1 if the target cannot be reached or either square is off the board.
from collections import deque
def knight_min_moves(n, start, target):
    def inside(p):
        return 0 <= p[0] < n and 0 <= p[1] < n
    if not inside(start) or not inside(target):
        return -1
    jumps = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
    dist = {start: 0}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        if cell == target:
            return dist[cell]
        for dr, dc in jumps:
            nxt = (cell[0] + dr, cell[1] + dc)
            if inside(nxt) and nxt not in dist:
                dist[nxt] = dist[cell] + 1
                queue.append(nxt)
    return -1

# tests
assert knight_min_moves(8, (0, 0), (0, 0)) == 0
assert knight_min_moves(8, (0, 0), (1, 2)) == 1
assert knight_min_moves(8, (0, 0), (2, 1)) == 1
assert knight_min_moves(8, (0, 0), (1, 1)) == 4
assert knight_min_moves(8, (0, 0), (7, 7)) == 6
assert knight_min_moves(8, (3, 3), (4, 3)) == 3
assert knight_min_moves(3, (0, 0), (1, 1)) == -1
assert knight_min_moves(2, (0, 0), (1, 1)) == -1
assert knight_min_moves(8, (0, 0), (8, 0)) == -1
assert knight_min_moves(8, (-1, 0), (1, 2)) == -1
