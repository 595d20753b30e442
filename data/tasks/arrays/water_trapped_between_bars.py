# query: Given non-negative bar heights of width 1 standing side by side, return the total units of rain water
# trapped between the bars; fewer than three bars trap nothing.
def water_trapped_between_bars(heights):
    left, right = 0, len(heights) - 1
    left_max = right_max = 0
    water = 0
    while left < right:
        if heights[left] < heights[right]:
            if heights[left] >= left_max:
                left_max = heights[left]
            else:
                water += left_max - heights[left]
            left += 1
        else:
            if heights[right] >= right_max:
                right_max = heights[right]
            else:
                water += right_max - heights[right]
            right -= 1
    return water

# tests
assert water_trapped_between_bars([]) == 0
assert water_trapped_between_bars([5]) == 0
assert water_trapped_between_bars([3, 0]) == 0
assert water_trapped_between_bars([0, 1, 0, 2, 1, 0, 1, 3, 2, 1, 2, 1]) == 6
assert water_trapped_between_bars([4, 2, 0, 3, 2, 5]) == 9
assert water_trapped_between_bars([2, 0, 2]) == 2
assert water_trapped_between_bars([1, 2, 3]) == 0
assert water_trapped_between_bars([5, 1, 3]) == 2
assert water_trapped_between_bars([3, 1, 5]) == 2
