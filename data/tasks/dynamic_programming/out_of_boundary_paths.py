# query: A ball starts at (row, col) in an m x n grid and may make up to max_moves moves up, down, left or right; count
# the move sequences that take it out of the grid (stopping there), modulo 1_000_000_007.
def out_of_boundary_paths(m, n, max_moves, row, col):
    MOD = 10 ** 9 + 7
    count = [[0] * n for _ in range(m)]
    count[row][col] = 1
    out = 0
    for _ in range(max_moves):
        nxt = [[0] * n for _ in range(m)]
        for r in range(m):
            for c in range(n):
                ways = count[r][c]
                if not ways:
                    continue
                for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    nr, nc = r + dr, c + dc
                    if 0 <= nr < m and 0 <= nc < n:
                        nxt[nr][nc] = (nxt[nr][nc] + ways) % MOD
                    else:
                        out = (out + ways) % MOD
        count = nxt
    return out

# tests
assert out_of_boundary_paths(2, 2, 0, 0, 0) == 0
assert out_of_boundary_paths(2, 2, 2, 0, 0) == 6
assert out_of_boundary_paths(1, 3, 3, 0, 1) == 12
assert out_of_boundary_paths(1, 1, 1, 0, 0) == 4
assert out_of_boundary_paths(3, 3, 1, 1, 1) == 0
assert out_of_boundary_paths(3, 3, 2, 1, 1) == 4
assert out_of_boundary_paths(2, 3, 2, 1, 2) == 5
assert out_of_boundary_paths(8, 50, 23, 5, 26) == 914783380
assert out_of_boundary_paths(4, 1, 2, 1, 0) == 7
