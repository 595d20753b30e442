# query: Place k >= 1 mailboxes anywhere on a line of house positions to minimise the total distance from each house to
# its nearest mailbox, and return that minimum (0 when there are no more houses than mailboxes).
def place_mailboxes_min_distance(houses, k):
    h = sorted(houses)
    n = len(h)
    if n <= k:
        return 0
    cost = [[0] * n for _ in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            mid = h[(i + j) // 2]
            cost[i][j] = sum(abs(x - mid) for x in h[i:j + 1])
    INF = float("inf")
    best = [0] + [INF] * n
    for _ in range(k):
        nxt = [0] + [INF] * n
        for j in range(1, n + 1):
            for i in range(j):
                if best[i] + cost[i][j - 1] < nxt[j]:
                    nxt[j] = best[i] + cost[i][j - 1]
        best = nxt
    return best[n]

# tests
assert place_mailboxes_min_distance([7, 3, 7], 2) == 0
assert place_mailboxes_min_distance([1, 12, 8, 6], 2) == 6
assert place_mailboxes_min_distance([1, 4, 8, 10, 20], 3) == 5
assert place_mailboxes_min_distance([2, 3, 5, 12, 18], 2) == 9
assert place_mailboxes_min_distance([7, 4, 6, 1], 1) == 8
assert place_mailboxes_min_distance([3, 6, 14, 10], 4) == 0
assert place_mailboxes_min_distance([1, 2, 3, 100], 2) == 2
assert place_mailboxes_min_distance([7, 1, 9, 4], 3) == 2
assert place_mailboxes_min_distance([1, 2, 10, 11, 20, 21], 2) == 19
