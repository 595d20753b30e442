# query: Return how many terminal columns a string occupies: combining marks and control characters take 0 columns,
# characters whose East Asian width is wide ("W") or fullwidth ("F") take 2, and every other character takes 1.
import unicodedata
def terminal_display_width(text):
    width = 0
    for ch in text:
        if unicodedata.combining(ch) or unicodedata.category(ch) == "Cc":
            continue
        if unicodedata.east_asian_width(ch) in ("W", "F"):
            width += 2
        else:
            width += 1
    return width

# tests
assert terminal_display_width("") == 0
assert terminal_display_width("abc") == 3
assert terminal_display_width("日本") == 4
assert terminal_display_width("e\u0301") == 1
assert terminal_display_width("\uff21") == 2
assert terminal_display_width("a\tb") == 2
assert terminal_display_width("\uff71") == 1
assert terminal_display_width("한글 ok") == 7
assert terminal_display_width("\x1b[0m") == 3
