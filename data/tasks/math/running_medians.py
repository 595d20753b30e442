# query: For a stream of numbers, return the median of the values seen so far after each one arrives (the mean of the
# two middle values when the count is even), in O(log n) per value; an empty stream gives [].
import heapq
def running_medians(values):
    low, high = [], []
    out = []
    for v in values:
        if low and v > -low[0]:
            heapq.heappush(high, v)
        else:
            heapq.heappush(low, -v)
        if len(low) > len(high) + 1:
            heapq.heappush(high, -heapq.heappop(low))
        elif len(high) > len(low):
            heapq.heappush(low, -heapq.heappop(high))
        if len(low) > len(high):
            out.append(-low[0])
        else:
            out.append((-low[0] + high[0]) / 2)
    return out

# tests
assert running_medians([]) == []
assert running_medians([5]) == [5]
assert running_medians([5, 15]) == [5, 10.0]
assert running_medians([15, 5]) == [15, 10.0]
assert running_medians([5, 15, 1, 3]) == [5, 10.0, 5, 4.0]
assert running_medians([2, 2, 2]) == [2, 2.0, 2]
assert running_medians([1, 2, 3, 4, 5]) == [1, 1.5, 2, 2.5, 3]
assert running_medians([5, 4, 3, 2, 1]) == [5, 4.5, 4, 3.5, 3]
assert running_medians([-3, 10, -7, 0]) == [-3, 3.5, -3, -1.5]
assert running_medians([1, 100, 2, 99, 3]) == [1, 50.5, 2, 50.5, 3]
