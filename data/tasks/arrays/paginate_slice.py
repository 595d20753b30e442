# query: Split a list into pages of per_page items and return (items on the 1-based page, total number of pages);
# a page number outside 1..total gives an empty list, an empty list has 0 pages, and per_page < 1 gives ([], 0).
def paginate_slice(items, page, per_page):
    if per_page < 1:
        return [], 0
    total_pages = (len(items) + per_page - 1) // per_page
    if page < 1 or page > total_pages:
        return [], total_pages
    start = (page - 1) * per_page
    return items[start:start + per_page], total_pages

# tests
assert paginate_slice([], 1, 10) == ([], 0)
assert paginate_slice([1, 2, 3], 1, 0) == ([], 0)
assert paginate_slice([1, 2, 3, 4, 5], 1, 2) == ([1, 2], 3)
assert paginate_slice([1, 2, 3, 4, 5], 2, 2) == ([3, 4], 3)
assert paginate_slice([1, 2, 3, 4, 5], 3, 2) == ([5], 3)
assert paginate_slice([1, 2, 3, 4, 5], 4, 2) == ([], 3)
assert paginate_slice([1, 2, 3, 4], 2, 2) == ([3, 4], 2)
assert paginate_slice([1, 2, 3, 4, 5], -1, 2) == ([], 3)
assert paginate_slice([1, 2, 3], 2, 1) == ([2], 3)
assert paginate_slice(["a", "b", "c"], 1, 5) == (['a', 'b', 'c'], 1)
