# query: Build the page numbers a pager shows for the current page of total pages: page 1, the last page and every
# page within window of the current one (current is clamped to 1..total), in order, with None marking each gap of
# two or more hidden pages and a single hidden page shown instead of a gap; total < 1 gives [].
def pagination_links(current, total, window):
    if total < 1:
        return []
    current = max(1, min(current, total))
    shown = {1, total}
    for p in range(current - window, current + window + 1):
        if 1 <= p <= total:
            shown.add(p)
    out = []
    prev = 0
    for p in sorted(shown):
        if p - prev == 2:
            out.append(p - 1)
        elif p - prev > 2:
            out.append(None)
        out.append(p)
        prev = p
    return out

# tests
assert pagination_links(1, 0, 2) == []
assert pagination_links(1, 1, 1) == [1]
assert pagination_links(-3, 10, 1) == [1, 2, None, 10]
assert pagination_links(5, 10, 1) == [1, None, 4, 5, 6, None, 10]
assert pagination_links(1, 10, 1) == [1, 2, None, 10]
assert pagination_links(10, 10, 2) == [1, None, 8, 9, 10]
assert pagination_links(3, 10, 1) == [1, 2, 3, 4, None, 10]
assert pagination_links(4, 7, 1) == [1, 2, 3, 4, 5, 6, 7]
assert pagination_links(50, 9, 1) == [1, None, 8, 9]
assert pagination_links(6, 12, 2) == [1, None, 4, 5, 6, 7, 8, None, 12]
