# query: Given task durations as a dict and prerequisites as a dict task -> list of tasks that must finish first, return
# the earliest time all tasks are done when any number of tasks may run at once (the critical path length); a cycle or
# a prerequisite without a duration gives None, and no tasks give 0.
def project_finish_time(durations, prereqs):
    finish = {}
    state = {}
    def end(task):
        if task in finish:
            return finish[task]
        if task not in durations or state.get(task) == 1:
            return None
        state[task] = 1
        start = 0
        for p in prereqs.get(task, ()):
            t = end(p)
            if t is None:
                return None
            start = max(start, t)
        finish[task] = start + durations[task]
        return finish[task]
    best = 0
    for task in durations:
        t = end(task)
        if t is None:
            return None
        best = max(best, t)
    return best

# tests
assert project_finish_time({}, {}) == 0
assert project_finish_time({"a": 5}, {}) == 5
assert project_finish_time({"a": 5, "b": 3}, {}) == 5
assert project_finish_time({"a": 5, "b": 3}, {"b": ["a"]}) == 8
assert project_finish_time({"a": 2, "b": 4, "c": 1}, {"c": ["a", "b"]}) == 5
assert project_finish_time({"a": 2, "b": 4, "c": 1, "d": 10}, {"c": ["a", "b"]}) == 10
assert project_finish_time({"a": 1, "b": 1}, {"a": ["b"], "b": ["a"]}) is None
assert project_finish_time({"a": 1}, {"a": ["ghost"]}) is None
assert project_finish_time({"a": 3, "b": 2, "c": 4, "d": 1}, {"b": ["a"], "c": ["a"], "d": ["b", "c"]}) == 8
assert project_finish_time({"x": 0, "y": 7}, {"x": ["y"]}) == 7
