# query: Simulate round-robin CPU scheduling of jobs that all arrive at time 0 in index order: each turn runs the job
# at the head of the queue for min(quantum, remaining) time units and re-queues it at the back if unfinished. Return
# each job's completion time (burst times are positive).
from collections import deque
def round_robin_completion_times(bursts, quantum):
    remaining = list(bursts)
    done = [0] * len(bursts)
    queue = deque(range(len(bursts)))
    clock = 0
    while queue:
        i = queue.popleft()
        run = min(quantum, remaining[i])
        clock += run
        remaining[i] -= run
        if remaining[i] > 0:
            queue.append(i)
        else:
            done[i] = clock
    return done

# tests
assert round_robin_completion_times([], 3) == []
assert round_robin_completion_times([5], 2) == [5]
assert round_robin_completion_times([3, 3], 3) == [3, 6]
assert round_robin_completion_times([5, 3, 1], 2) == [9, 8, 5]
assert round_robin_completion_times([4, 4], 1) == [7, 8]
assert round_robin_completion_times([10, 5, 8], 4) == [23, 17, 21]
assert round_robin_completion_times([2, 6, 2], 10) == [2, 8, 10]
assert round_robin_completion_times([3, 1, 4], 3) == [3, 4, 8]
assert round_robin_completion_times([7, 2], 4) == [9, 6]
