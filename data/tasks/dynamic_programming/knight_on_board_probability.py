# query: A knight starts at (row, col) on an n x n board and makes k moves, each chosen uniformly among its 8 possible
# moves even if it leaves the board (it then stops); return the probability, rounded to 6 decimals, that it is still
# on the board after the k moves (0.0 when it starts off the board).
def knight_on_board_probability(n, k, row, col):
    moves = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
    prob = [[0.0] * n for _ in range(n)]
    if 0 <= row < n and 0 <= col < n:
        prob[row][col] = 1.0
    for _ in range(k):
        nxt = [[0.0] * n for _ in range(n)]
        for r in range(n):
            for c in range(n):
                if prob[r][c]:
                    for dr, dc in moves:
                        nr, nc = r + dr, c + dc
                        if 0 <= nr < n and 0 <= nc < n:
                            nxt[nr][nc] += prob[r][c] / 8
        prob = nxt
    return round(sum(map(sum, prob)), 6)

# tests
assert knight_on_board_probability(3, 0, 1, 5) == 0.0
assert knight_on_board_probability(1, 1, 0, 0) == 0.0
assert knight_on_board_probability(3, 2, 0, 0) == 0.0625
assert knight_on_board_probability(3, 1, 1, 1) == 0.0
assert knight_on_board_probability(4, 3, 0, 0) == 0.039062
assert knight_on_board_probability(8, 1, 3, 3) == 1.0
assert knight_on_board_probability(8, 2, 4, 4) == 0.875
assert knight_on_board_probability(5, 3, 2, 2) == 0.25
assert knight_on_board_probability(4, 1, 0, 1) == 0.375
assert knight_on_board_probability(3, 0, 5, 1) == 0.0
