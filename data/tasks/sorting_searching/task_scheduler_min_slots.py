# query: Tasks are labelled by letters and each takes one time slot; two runs of the same label must be separated by at
# least n other slots (idle if needed). Return the fewest slots needed to run all tasks in any order.
def task_scheduler_min_slots(tasks, n):
    if not tasks:
        return 0
    counts = {}
    for t in tasks:
        counts[t] = counts.get(t, 0) + 1
    top = max(counts.values())
    tied = sum(1 for c in counts.values() if c == top)
    return max(len(tasks), (top - 1) * (n + 1) + tied)

# tests
assert task_scheduler_min_slots([], 2) == 0
assert task_scheduler_min_slots(["A"], 5) == 1
assert task_scheduler_min_slots(["A", "A", "A", "B", "B", "B"], 2) == 8
assert task_scheduler_min_slots(["A", "A", "A", "B", "B", "B"], 0) == 6
assert task_scheduler_min_slots(["A", "A", "A", "A", "A", "A", "B", "C", "D", "E", "F", "G"], 2) == 16
assert task_scheduler_min_slots(["A", "A", "A", "B", "B", "B", "C", "C", "D", "D"], 2) == 10
assert task_scheduler_min_slots(["A", "B", "C", "A"], 3) == 5
assert task_scheduler_min_slots(["A", "A"], 1) == 3
assert task_scheduler_min_slots(["A", "A", "B"], 3) == 5
