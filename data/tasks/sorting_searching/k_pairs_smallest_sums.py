# query: Given two ascending lists a and b, return the k pairs [a[i], b[j]] with the smallest sums, ordered by sum and
# then by i and j; fewer pairs are returned when not enough exist, and an empty list or k <= 0 gives [].
import heapq
def k_pairs_smallest_sums(a, b, k):
    if not a or not b or k <= 0:
        return []
    heap = [(a[0] + b[0], 0, 0)]
    seen = {(0, 0)}
    out = []
    while heap and len(out) < k:
        _, i, j = heapq.heappop(heap)
        out.append([a[i], b[j]])
        if i + 1 < len(a) and (i + 1, j) not in seen:
            seen.add((i + 1, j))
            heapq.heappush(heap, (a[i + 1] + b[j], i + 1, j))
        if j + 1 < len(b) and (i, j + 1) not in seen:
            seen.add((i, j + 1))
            heapq.heappush(heap, (a[i] + b[j + 1], i, j + 1))
    return out

# tests
assert k_pairs_smallest_sums([], [1], 2) == []
assert k_pairs_smallest_sums([6], [], 9) == []
assert k_pairs_smallest_sums([2, 3], [2, 4], 6) == [[2, 2], [3, 2], [2, 4], [3, 4]]
assert k_pairs_smallest_sums([2, 3], [0, 2], 8) == [[2, 0], [3, 0], [2, 2], [3, 2]]
assert k_pairs_smallest_sums([1, 7, 11], [2, 4, 6], 3) == [[1, 2], [1, 4], [1, 6]]
assert k_pairs_smallest_sums([1, 1, 2], [1, 2, 3], 2) == [[1, 1], [1, 1]]
assert k_pairs_smallest_sums([4], [2], 1) == [[4, 2]]
assert k_pairs_smallest_sums([1, 2, 3], [1, 2, 3], 9) == [[1, 1], [1, 2], [2, 1], [1, 3], [2, 2], [3, 1], [2, 3], [3, 2], [3, 3]]
assert k_pairs_smallest_sums([-3, 0], [-1, 5], 3) == [[-3, -1], [0, -1], [-3, 5]]
assert k_pairs_smallest_sums([1, 4], [1, 2, 3, 10], 4) == [[1, 1], [1, 2], [1, 3], [4, 1]]
