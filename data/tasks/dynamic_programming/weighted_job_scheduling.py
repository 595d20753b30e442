# query: Jobs are (start, end, profit); choose jobs that do not overlap in time (one may start exactly when another
# ends) to maximise total profit, and return that profit.
import bisect
def weighted_job_scheduling(jobs):
    ordered = sorted(jobs, key=lambda j: j[1])
    ends = [j[1] for j in ordered]
    best = [0] * (len(ordered) + 1)
    for i, (start, end, profit) in enumerate(ordered):
        k = bisect.bisect_right(ends, start, 0, i)
        best[i + 1] = max(best[i], best[k] + profit)
    return best[-1]

# tests
assert weighted_job_scheduling([]) == 0
assert weighted_job_scheduling([(1, 2, 5)]) == 5
assert weighted_job_scheduling([(1, 3, 50), (2, 4, 10), (3, 5, 40), (3, 6, 70)]) == 120
assert weighted_job_scheduling([(1, 3, 20), (2, 5, 20), (3, 10, 100), (4, 6, 70), (6, 9, 60)]) == 150
assert weighted_job_scheduling([(1, 2, 5), (1, 3, 6), (1, 4, 4)]) == 6
assert weighted_job_scheduling([(0, 10, 5), (0, 5, 3), (5, 10, 3)]) == 6
assert weighted_job_scheduling([(3, 4, 1), (1, 2, 1), (2, 3, 1)]) == 3
assert weighted_job_scheduling([(1, 5, 10), (2, 3, 4), (3, 4, 4), (4, 6, 4)]) == 12
assert weighted_job_scheduling([(1, 4, 3), (4, 4, 2), (4, 7, 3)]) == 8
