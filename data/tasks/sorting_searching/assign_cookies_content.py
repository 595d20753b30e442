# query: Each child needs a cookie of size at least their greed factor and gets at most one cookie; given the greed
# factors and the cookie sizes, return the largest number of children that can be satisfied.
def assign_cookies_content(greed, sizes):
    g = sorted(greed)
    s = sorted(sizes)
    i = 0
    for size in s:
        if i < len(g) and size >= g[i]:
            i += 1
    return i

# tests
assert assign_cookies_content([], [1, 2]) == 0
assert assign_cookies_content([1, 2], []) == 0
assert assign_cookies_content([1, 2, 3], [1, 1]) == 1
assert assign_cookies_content([1, 2], [1, 2, 3]) == 2
assert assign_cookies_content([3], [2]) == 0
assert assign_cookies_content([2], [2]) == 1
assert assign_cookies_content([10, 9, 8, 7], [5, 6, 7, 8]) == 2
assert assign_cookies_content([1, 1], [5, 5, 5]) == 2
assert assign_cookies_content([4, 1, 3], [3, 2]) == 2
