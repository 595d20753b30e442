# query: Filter candidates for a fuzzy finder: keep those that contain the query's characters in order
# (case-insensitive, an empty query matching everything with span 0), ranked by the length of the shortest stretch of
# the candidate holding such a match, then by candidate length, then by original order.
def fuzzy_filter_candidates(query, candidates):
    q = query.lower()
    ranked = []
    for index, cand in enumerate(candidates):
        c = cand.lower()
        best = 0 if not q else None
        for start in range(len(c)):
            if not q or c[start] != q[0]:
                continue
            k = 0
            j = start
            while j < len(c) and k < len(q):
                if c[j] == q[k]:
                    k += 1
                j += 1
            if k == len(q) and (best is None or j - start < best):
                best = j - start
        if best is not None:
            ranked.append((best, len(cand), index, cand))
    ranked.sort()
    return [r[3] for r in ranked]

# tests
assert fuzzy_filter_candidates("abc", ["abc", "axbxc", "cba"]) == ["abc", "axbxc"]
assert fuzzy_filter_candidates("", ["bb", "a"]) == ["a", "bb"]
assert fuzzy_filter_candidates("fb", ["foo_bar", "fb", "f_b_"]) == ["fb", "f_b_", "foo_bar"]
assert fuzzy_filter_candidates("ab", ["a_b", "ab_xx", "xab"]) == ["xab", "ab_xx", "a_b"]
assert fuzzy_filter_candidates("Ab", ["AB", "ba"]) == ["AB"]
assert fuzzy_filter_candidates("ac", ["abcac", "abac"]) == ["abac", "abcac"]
assert fuzzy_filter_candidates("ab", ["ab_a_b", "xxxxab"]) == ["ab_a_b", "xxxxab"]
assert fuzzy_filter_candidates("x", ["ax", "b"]) == ["ax"]
assert fuzzy_filter_candidates("zz", ["z z", "zz"]) == ["zz", "z z"]
