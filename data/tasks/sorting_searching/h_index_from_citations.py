# query: Compute a researcher's h-index from a list of citation counts: the largest h such that at least h papers
# have at least h citations each; return 0 for an empty list or when no paper is cited.
def h_index_from_citations(citations):
    ordered = sorted(citations, reverse=True)
    h = 0
    for rank, cites in enumerate(ordered, start=1):
        if cites >= rank:
            h = rank
        else:
            break
    return h

# tests
assert h_index_from_citations([]) == 0
assert h_index_from_citations([0, 0]) == 0
assert h_index_from_citations([1]) == 1
assert h_index_from_citations([3, 0, 6, 1, 5]) == 3
assert h_index_from_citations([1, 3, 1]) == 1
assert h_index_from_citations([10, 10, 10]) == 3
assert h_index_from_citations([4, 4, 4, 4]) == 4
assert h_index_from_citations([5, 5, 5, 5, 5, 2]) == 5
assert h_index_from_citations([2, 2, 2, 0, 9]) == 2
assert h_index_from_citations([0, 1, 2, 3, 4, 5, 6]) == 3
