# query: Houses arranged in a circle hold non-negative amounts of money; return the most that can be taken without
# taking from two adjacent houses (the first and last are adjacent), with 0 for no houses.
def rob_circular_houses(money):
    n = len(money)
    if n == 0:
        return 0
    if n == 1:
        return money[0]
    def line(start, stop):
        take, skip = 0, 0
        for i in range(start, stop):
            take, skip = skip + money[i], max(take, skip)
        return max(take, skip)
    return max(line(0, n - 1), line(1, n))

# tests
assert rob_circular_houses([]) == 0
assert rob_circular_houses([5]) == 5
assert rob_circular_houses([2, 3]) == 3
assert rob_circular_houses([2, 3, 2]) == 3
assert rob_circular_houses([1, 2, 3, 1]) == 4
assert rob_circular_houses([1, 2, 3]) == 3
assert rob_circular_houses([200, 3, 140, 20, 10]) == 340
assert rob_circular_houses([4, 1, 2, 7, 5, 3, 1]) == 14
assert rob_circular_houses([9, 1, 1, 9]) == 10
assert rob_circular_houses([0, 0, 0]) == 0
