# query: Given a 3x3 noughts-and-crosses board as three strings of "X", "O" and "." (empty), return "X" or "O" if
# that player has three in a row, column or diagonal, otherwise "pending" if any cell is empty and "draw" if none is.
def tic_tac_toe_status(board):
    lines = [board[0], board[1], board[2]]
    lines += ["".join(board[r][c] for r in range(3)) for c in range(3)]
    lines.append("".join(board[i][i] for i in range(3)))
    lines.append("".join(board[i][2 - i] for i in range(3)))
    for line in lines:
        if line in ("XXX", "OOO"):
            return line[0]
    if any("." in row for row in board):
        return "pending"
    return "draw"

# tests
assert tic_tac_toe_status(["...", "X..", "OOO"]) == 'O'
assert tic_tac_toe_status([".O.", "XXX", "O.."]) == 'X'
assert tic_tac_toe_status(["XXX", "OO.", "..."]) == 'X'
assert tic_tac_toe_status(["XO.", "XO.", ".O."]) == 'O'
assert tic_tac_toe_status(["X.O", ".XO", "..X"]) == 'X'
assert tic_tac_toe_status(["XOX", "XOO", "OXX"]) == 'draw'
assert tic_tac_toe_status(["XOX", "XO.", "OXX"]) == 'pending'
assert tic_tac_toe_status(["OX.", "OX.", "O.X"]) == 'O'
assert tic_tac_toe_status(["X.O", ".OX", "O.X"]) == 'O'
assert tic_tac_toe_status(["..X", "..X", "..X"]) == 'X'
