# query: Lay out words in columns the way ls does: fill columns top to bottom, use the fewest rows for which the columns
# (each as wide as its longest word, separated by two spaces) fit in `width`, falling back to one word per row, and
# return the rows with trailing spaces stripped ([] for no words).
def columnize_words(words, width):
    n = len(words)
    if n == 0:
        return []
    for rows in range(1, n + 1):
        cols = (n + rows - 1) // rows
        widths = [max(len(w) for w in words[c * rows:(c + 1) * rows]) for c in range(cols)]
        if sum(widths) + 2 * (cols - 1) <= width or rows == n:
            break
    lines = []
    for r in range(rows):
        cells = []
        for c in range(cols):
            i = c * rows + r
            if i < n:
                cells.append(words[i].ljust(widths[c]))
        lines.append("  ".join(cells).rstrip())
    return lines

# tests
assert columnize_words([], 10) == []
assert columnize_words(["a", "b", "c"], 80) == ["a  b  c"]
assert columnize_words(["a", "b", "c"], 4) == ["a  c", "b"]
assert columnize_words(["alpha", "be", "c", "delta"], 12) == ["alpha  c", "be     delta"]
assert columnize_words(["longword", "x"], 3) == ["longword", "x"]
assert columnize_words(["aa", "b", "cc", "d", "ee"], 9) == ["aa  d", "b   ee", "cc"]
assert columnize_words(["a", "b", "ccc"], 7) == ["a  ccc", "b"]
assert columnize_words(["ab", "cd"], 6) == ["ab  cd"]
assert columnize_words(["ab", "cd"], 5) == ["ab", "cd"]
assert columnize_words(["a", "bb", "a"], 5) == ["a   a", "bb"]
