# query: Given the heights of adjacent bars of width 1, return the area of the largest axis-aligned rectangle that
# fits entirely under the bars (0 for no bars).
def largest_histogram_rectangle(heights):
    stack = []
    best = 0
    for i in range(len(heights) + 1):
        h = heights[i] if i < len(heights) else 0
        while stack and heights[stack[-1]] >= h:
            top = stack.pop()
            left = stack[-1] + 1 if stack else 0
            best = max(best, heights[top] * (i - left))
        stack.append(i)
    return best

# tests
assert largest_histogram_rectangle([]) == 0
assert largest_histogram_rectangle([4]) == 4
assert largest_histogram_rectangle([2, 1, 5, 6, 2, 3]) == 10
assert largest_histogram_rectangle([2, 4]) == 4
assert largest_histogram_rectangle([3, 3, 3]) == 9
assert largest_histogram_rectangle([1, 2, 3, 4, 5]) == 9
assert largest_histogram_rectangle([5, 4, 1, 2]) == 8
assert largest_histogram_rectangle([0, 2, 0]) == 2
assert largest_histogram_rectangle([6, 2, 5, 4, 5, 1, 6]) == 12
assert largest_histogram_rectangle([2, 1, 2]) == 3
