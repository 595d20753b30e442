# query: For a stream of numbers, return the median after each one arrives: the middle value for an odd count and the
# mean of the two middle values for an even count.
import heapq
def running_median_stream(values):
    low = []
    high = []
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
assert running_median_stream([]) == []
assert running_median_stream([5]) == [5]
assert running_median_stream([1, 2]) == [1, 1.5]
assert running_median_stream([2, 1, 5, 7, 2, 0, 5]) == [2, 1.5, 2, 3.5, 2, 2.0, 2]
assert running_median_stream([5, 15, 1, 3]) == [5, 10.0, 5, 4.0]
assert running_median_stream([10, 9, 8, 7]) == [10, 9.5, 9, 8.5]
assert running_median_stream([-1, -3, 4]) == [-1, -2.0, -1]
assert running_median_stream([4, 4, 4, 1]) == [4, 4.0, 4, 4.0]
assert running_median_stream([1, 10, 2, 9, 3]) == [1, 5.5, 2, 5.5, 3]
