# query: Schedule jobs in their given order over exactly d days with at least one job per day, where a day's difficulty
# is the hardest job done that day; return the smallest total difficulty, or -1 when there are fewer jobs than days or
# d < 1.
def min_job_difficulty(jobs, d):
    n = len(jobs)
    if n < d or d <= 0:
        return -1
    INF = float("inf")
    best = [0] + [INF] * n
    for day in range(1, d + 1):
        nxt = [INF] * (n + 1)
        for end in range(day, n + 1):
            hardest = 0
            for start in range(end, day - 1, -1):
                hardest = max(hardest, jobs[start - 1])
                if best[start - 1] + hardest < nxt[end]:
                    nxt[end] = best[start - 1] + hardest
        best = nxt
    return best[n]

# tests
assert min_job_difficulty([1, 2], 0) == -1
assert min_job_difficulty([9, 9, 9], 4) == -1
assert min_job_difficulty([5], 1) == 5
assert min_job_difficulty([6, 5, 4, 3, 2, 1], 2) == 7
assert min_job_difficulty([1, 1, 1], 3) == 3
assert min_job_difficulty([7, 1, 7, 1, 7, 1], 3) == 15
assert min_job_difficulty([11, 111, 22, 222, 33, 333, 44, 444], 6) == 843
assert min_job_difficulty([3, 1, 4], 1) == 4
assert min_job_difficulty([2, 9, 1, 3], 2) == 11
