# query: In a company where manager[i] is the manager of employee i (-1 for the head) and inform_time[i] is how long
# employee i takes to pass news to all their direct reports at once, return the time until every employee has heard
# news that starts with the head.
def broadcast_completion_time(manager, inform_time):
    reach = {}
    best = 0
    for i in range(len(manager)):
        chain = []
        x = i
        while x != -1 and x not in reach:
            chain.append(x)
            x = manager[x]
        for node in reversed(chain):
            m = manager[node]
            reach[node] = 0 if m == -1 else reach[m] + inform_time[m]
        if reach[i] > best:
            best = reach[i]
    return best

# tests
assert broadcast_completion_time([], []) == 0
assert broadcast_completion_time([-1], [0]) == 0
assert broadcast_completion_time([-1, 0], [5, 0]) == 5
assert broadcast_completion_time([2, 2, -1, 2, 2, 2], [0, 0, 1, 0, 0, 0]) == 1
assert broadcast_completion_time([1, 2, 3, 4, 5, 6, -1], [0, 6, 5, 4, 3, 2, 1]) == 21
assert broadcast_completion_time([-1, 0, 0, 1], [2, 3, 10, 0]) == 5
assert broadcast_completion_time([-1, 0, 0, 2], [2, 3, 10, 0]) == 12
assert broadcast_completion_time([3, 3, -1, 2], [0, 0, 4, 7]) == 11
