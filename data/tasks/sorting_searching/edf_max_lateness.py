# query: Run jobs given as (duration, deadline) one after another from time 0 in earliest-deadline-first order (ties by
# original index) and return the maximum lateness, the largest finish time minus deadline, or 0 if no job is late.
def edf_max_lateness(jobs):
    order = sorted(range(len(jobs)), key=lambda i: (jobs[i][1], i))
    clock = 0
    worst = 0
    for i in order:
        duration, deadline = jobs[i]
        clock += duration
        worst = max(worst, clock - deadline)
    return worst

# tests
assert edf_max_lateness([]) == 0
assert edf_max_lateness([(3, 5)]) == 0
assert edf_max_lateness([(3, 2)]) == 1
assert edf_max_lateness([(3, 6), (2, 8), (1, 9), (4, 9), (3, 14), (2, 15)]) == 1
assert edf_max_lateness([(5, 5), (1, 1)]) == 1
assert edf_max_lateness([(2, 2), (2, 2)]) == 2
assert edf_max_lateness([(1, 10), (10, 3)]) == 7
assert edf_max_lateness([(4, 4), (3, 10), (3, 6)]) == 1
