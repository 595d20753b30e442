# query: Each job (deadline, profit) takes one unit of time and earns its profit only if it runs in one of the time
# slots 1..deadline; with one job per slot, return the largest total profit achievable.
def job_sequencing_max_profit(jobs):
    if not jobs:
        return 0
    horizon = max(d for d, _ in jobs)
    slot_taken = [False] * (horizon + 1)
    total = 0
    for deadline, profit in sorted(jobs, key=lambda j: -j[1]):
        for t in range(deadline, 0, -1):
            if not slot_taken[t]:
                slot_taken[t] = True
                total += profit
                break
    return total

# tests
assert job_sequencing_max_profit([]) == 0
assert job_sequencing_max_profit([(1, 5)]) == 5
assert job_sequencing_max_profit([(0, 9)]) == 0
assert job_sequencing_max_profit([(1, 5), (1, 7)]) == 7
assert job_sequencing_max_profit([(2, 100), (1, 19), (2, 27), (1, 25), (3, 15)]) == 142
assert job_sequencing_max_profit([(4, 20), (1, 10), (1, 40), (1, 30)]) == 60
assert job_sequencing_max_profit([(2, 1), (2, 2), (2, 3)]) == 5
assert job_sequencing_max_profit([(3, 4), (1, 1), (2, 2)]) == 7
assert job_sequencing_max_profit([(1, 3), (3, 1), (3, 1), (3, 1)]) == 5
