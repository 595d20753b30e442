# query: A robot starts at (0, 0) facing north (y grows northward) and follows commands: "L" and "R" turn 90
# degrees left or right, "F<n>" moves n steps forward and "B<n>" n steps backward; return its final (x, y, facing)
# with facing one of "N", "E", "S", "W", or None if any command is malformed.
def robot_final_position(commands):
    headings = "NESW"
    moves = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}
    x = y = 0
    h = 0
    for cmd in commands:
        if cmd == "L":
            h = (h - 1) % 4
        elif cmd == "R":
            h = (h + 1) % 4
        elif len(cmd) > 1 and cmd[0] in "FB" and cmd[1:].isdigit():
            steps = int(cmd[1:])
            if cmd[0] == "B":
                steps = -steps
            dx, dy = moves[headings[h]]
            x += dx * steps
            y += dy * steps
        else:
            return None
    return (x, y, headings[h])

# tests
assert robot_final_position([]) == (0, 0, "N")
assert robot_final_position(["F3"]) == (0, 3, "N")
assert robot_final_position(["R", "F2"]) == (2, 0, "E")
assert robot_final_position(["L", "F2"]) == (-2, 0, "W")
assert robot_final_position(["L", "L", "F10", "B4"]) == (0, -6, "S")
assert robot_final_position(["R", "R", "R", "R"]) == (0, 0, "N")
assert robot_final_position(["F5", "R", "F3", "R", "B2", "L", "F1"]) == (4, 7, "E")
assert robot_final_position(["F"]) is None
assert robot_final_position(["F2", "X"]) is None
assert robot_final_position(["R", "F-3"]) is None
