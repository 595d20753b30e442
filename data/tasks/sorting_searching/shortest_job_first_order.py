# query: Simulate non-preemptive shortest-job-first scheduling of jobs given as (arrival, duration): whenever the CPU is
# free it runs the arrived job with the smallest duration (ties: earlier arrival, then lower index), idling until the
# next arrival if none is waiting; return the job indices in the order they run.
import heapq
def shortest_job_first_order(jobs):
    order = sorted(range(len(jobs)), key=lambda i: (jobs[i][0], i))
    ready = []
    out = []
    clock = 0
    k = 0
    while k < len(order) or ready:
        if not ready and clock < jobs[order[k]][0]:
            clock = jobs[order[k]][0]
        while k < len(order) and jobs[order[k]][0] <= clock:
            i = order[k]
            heapq.heappush(ready, (jobs[i][1], jobs[i][0], i))
            k += 1
        duration, _, i = heapq.heappop(ready)
        clock += duration
        out.append(i)
    return out

# tests
assert shortest_job_first_order([]) == []
assert shortest_job_first_order([(5, 2)]) == [0]
assert shortest_job_first_order([(0, 8), (1, 4), (2, 2)]) == [0, 2, 1]
assert shortest_job_first_order([(0, 3), (0, 1), (0, 2)]) == [1, 2, 0]
assert shortest_job_first_order([(0, 2), (10, 1), (10, 1)]) == [0, 1, 2]
assert shortest_job_first_order([(3, 5), (0, 2), (2, 9)]) == [1, 2, 0]
assert shortest_job_first_order([(0, 4), (4, 3), (4, 1), (5, 1)]) == [0, 2, 3, 1]
assert shortest_job_first_order([(1, 2), (1, 2), (0, 5)]) == [2, 0, 1]
assert shortest_job_first_order([(0, 1), (2, 1), (1, 7)]) == [0, 2, 1]
