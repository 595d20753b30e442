# query: Cut a ribbon of length n into pieces whose lengths are each a, b or c (positive), using the whole ribbon; return
# the largest possible number of pieces, or -1 if no exact cutting exists.
def max_pieces_ribbon(n, a, b, c):
    best = [-1] * (n + 1)
    best[0] = 0
    for length in range(1, n + 1):
        for piece in (a, b, c):
            if piece <= length and best[length - piece] >= 0:
                best[length] = max(best[length], best[length - piece] + 1)
    return best[n]

# tests
assert max_pieces_ribbon(0, 1, 2, 3) == 0
assert max_pieces_ribbon(5, 5, 3, 2) == 2
assert max_pieces_ribbon(7, 5, 5, 2) == 2
assert max_pieces_ribbon(4, 3, 3, 3) == -1
assert max_pieces_ribbon(3, 3, 3, 3) == 1
assert max_pieces_ribbon(11, 2, 3, 5) == 5
assert max_pieces_ribbon(17, 10, 11, 3) == 3
assert max_pieces_ribbon(1, 2, 3, 4) == -1
assert max_pieces_ribbon(9, 4, 6, 9) == 1
