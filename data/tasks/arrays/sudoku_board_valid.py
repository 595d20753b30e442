# query: Check a partially filled 9x9 Sudoku board, given as 9 strings of digits and "." for empty cells: return True
# when no digit repeats within any row, any column or any of the nine 3x3 boxes (the board need not be solvable).
def sudoku_board_valid(board):
    seen = set()
    for r in range(9):
        for c in range(9):
            ch = board[r][c]
            if ch == ".":
                continue
            keys = (("row", r, ch), ("col", c, ch), ("box", r // 3, c // 3, ch))
            if any(k in seen for k in keys):
                return False
            seen.update(keys)
    return True

# tests
assert sudoku_board_valid(["........."] * 9) is True
assert sudoku_board_valid(["53..7....", "6..195...", ".98....6.", "8...6...3", "4..8.3..1", "7...2...6", ".6....28.", "...419..5", "....8..79"]) is True
assert sudoku_board_valid(["83..7....", "6..195...", ".98....6.", "8...6...3", "4..8.3..1", "7...2...6", ".6....28.", "...419..5", "....8..79"]) is False
assert sudoku_board_valid(["1.......1"] + ["........."] * 8) is False
assert sudoku_board_valid(["1........"] + ["........."] * 7 + ["1........"]) is False
assert sudoku_board_valid(["1........", "..1......"] + ["........."] * 7) is False
assert sudoku_board_valid(["1........", "...1....."] + ["........."] * 7) is True
assert sudoku_board_valid(["........."] * 8 + ["......5.5"]) is False
assert sudoku_board_valid(["........."] * 6 + ["......9..", "........9"] + ["........."]) is False
assert sudoku_board_valid(["123456789", "456789123", "789123456"] + ["........."] * 6) is True
