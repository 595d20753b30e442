# query: Merge overlapping closed intervals given as [start, end] pairs and return the merged intervals sorted
# by start; touching intervals such as [1, 2] and [2, 3] merge, and an empty input gives an empty list.
def merge_intervals(intervals):
    result = []
    for start, end in sorted(intervals):
        if result and start <= result[-1][1]:
            result[-1][1] = max(result[-1][1], end)
        else:
            result.append([start, end])
    return result

# tests
assert merge_intervals([]) == []
assert merge_intervals([[1, 3]]) == [[1, 3]]
assert merge_intervals([[1, 3], [2, 6], [8, 10], [15, 18]]) == [[1, 6], [8, 10], [15, 18]]
assert merge_intervals([[1, 2], [2, 3]]) == [[1, 3]]
assert merge_intervals([[5, 7], [1, 2]]) == [[1, 2], [5, 7]]
assert merge_intervals([[1, 10], [2, 3], [4, 5]]) == [[1, 10]]
assert merge_intervals([[-5, -1], [-3, 0]]) == [[-5, 0]]
assert merge_intervals([[1, 1], [1, 1]]) == [[1, 1]]
