# query: Draw an ASCII box around a text split on "\n": a border "+" dashes "+" as wide as the longest line plus
# `padding` spaces on each side, and each line between "|" characters with that padding and right-padded with spaces.
def ascii_box_text(text, padding):
    lines = text.split("\n")
    width = max(len(line) for line in lines)
    border = "+" + "-" * (width + 2 * padding) + "+"
    out = [border]
    for line in lines:
        out.append("|" + " " * padding + line + " " * (width - len(line) + padding) + "|")
    out.append(border)
    return "\n".join(out)

# tests
assert ascii_box_text("hi", 1) == "+----+\n| hi |\n+----+"
assert ascii_box_text("", 0) == "++\n||\n++"
assert ascii_box_text("", 1) == "+--+\n|  |\n+--+"
assert ascii_box_text("a\nbcd", 1) == "+-----+\n| a   |\n| bcd |\n+-----+"
assert ascii_box_text("ab", 0) == "+--+\n|ab|\n+--+"
assert ascii_box_text("x\n\nyy", 2) == "+------+\n|  x   |\n|      |\n|  yy  |\n+------+"
assert ascii_box_text("long\nab", 3) == "+----------+\n|   long   |\n|   ab     |\n+----------+"
