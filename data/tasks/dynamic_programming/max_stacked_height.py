# query: Cuboids [w, l, h] may each be rotated freely and used at most once; one may sit on another when, after
# rotation, its width, length and height are each no larger than the other's. Return the greatest total height of a
# stack.
def max_stacked_height(cuboids):
    boxes = sorted(sorted(c) for c in cuboids)
    best = [0] * len(boxes)
    for i, (a, b, c) in enumerate(boxes):
        best[i] = c
        for j in range(i):
            if boxes[j][0] <= a and boxes[j][1] <= b and boxes[j][2] <= c:
                best[i] = max(best[i], best[j] + c)
    return max(best, default=0)

# tests
assert max_stacked_height([]) == 0
assert max_stacked_height([[2, 2, 4], [3, 1, 4]]) == 4
assert max_stacked_height([[50, 45, 20], [95, 37, 53], [45, 23, 12]]) == 190
assert max_stacked_height([[38, 25, 45], [76, 35, 3]]) == 76
assert max_stacked_height([[7, 11, 17], [7, 17, 11], [11, 7, 17], [11, 17, 7], [17, 7, 11], [17, 11, 7]]) == 102
assert max_stacked_height([[2, 2, 2], [1, 1, 1], [3, 3, 3]]) == 6
assert max_stacked_height([[1, 1, 5], [2, 2, 2]]) == 5
assert max_stacked_height([[4, 1, 1], [1, 3, 3]]) == 4
assert max_stacked_height([[1, 2, 2], [2, 1, 3], [3, 3, 1]]) == 8
assert max_stacked_height([[5, 3, 5], [3, 4, 3], [5, 5, 1]]) == 10
