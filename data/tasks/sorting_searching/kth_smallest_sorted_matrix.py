# query: Return the k-th smallest value (1-based, counting duplicates) of a matrix whose rows and columns are each
# sorted ascending, or None when k is outside 1..number of cells or the matrix is empty.
import heapq
def kth_smallest_sorted_matrix(matrix, k):
    if not matrix or k < 1 or k > len(matrix) * len(matrix[0]):
        return None
    heap = [(matrix[r][0], r, 0) for r in range(len(matrix))]
    heapq.heapify(heap)
    for _ in range(k - 1):
        v, r, c = heapq.heappop(heap)
        if c + 1 < len(matrix[r]):
            heapq.heappush(heap, (matrix[r][c + 1], r, c + 1))
    return heap[0][0]

# tests
assert kth_smallest_sorted_matrix([], 1) is None
assert kth_smallest_sorted_matrix([[1, 2], [3, 4]], 0) is None
assert kth_smallest_sorted_matrix([[1, 2], [3, 4]], 5) is None
assert kth_smallest_sorted_matrix([[1, 5, 9], [10, 11, 13], [12, 13, 15]], 8) == 13
assert kth_smallest_sorted_matrix([[1, 5, 9], [10, 11, 13], [12, 13, 15]], 1) == 1
assert kth_smallest_sorted_matrix([[1, 5, 9], [10, 11, 13], [12, 13, 15]], 9) == 15
assert kth_smallest_sorted_matrix([[1, 2], [1, 3]], 2) == 1
assert kth_smallest_sorted_matrix([[1, 3, 5], [2, 4, 6]], 4) == 4
assert kth_smallest_sorted_matrix([[-5, -4], [-5, -4]], 3) == -4
assert kth_smallest_sorted_matrix([[1, 2, 3]], 3) == 3
