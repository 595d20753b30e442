# query: Summarise the columns of a table given as equal-length rows where None marks a missing cell: return, per
# column, (minimum, maximum, count of present values), or (None, None, 0) for a column with no values; no rows give [].
def column_summaries(rows):
    if not rows:
        return []
    out = []
    for c in range(len(rows[0])):
        vals = [row[c] for row in rows if row[c] is not None]
        if vals:
            out.append((min(vals), max(vals), len(vals)))
        else:
            out.append((None, None, 0))
    return out

# tests
assert column_summaries([]) == []
assert column_summaries([[]]) == []
assert column_summaries([[5]]) == [(5, 5, 1)]
assert column_summaries([[1, 2], [3, 4]]) == [(1, 3, 2), (2, 4, 2)]
assert column_summaries([[1, None], [None, None], [7, None]]) == [(1, 7, 2), (None, None, 0)]
assert column_summaries([[4, -2, 0], [1, 9, None], [6, None, 0]]) == [(1, 6, 3), (-2, 9, 2), (0, 0, 2)]
assert column_summaries([[None, 3]]) == [(None, None, 0), (3, 3, 1)]
assert column_summaries([[2, 8], [2, 1], [5, 1]]) == [(2, 5, 3), (1, 8, 3)]
