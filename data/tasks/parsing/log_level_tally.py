# query: Given log lines shaped like "2024-01-05 10:00:00 [LEVEL] message", count how many lines have each level and
# return the (level, count) pairs sorted by count descending then level name ascending; lines whose bracketed level is
# missing, empty or not right after the timestamp are ignored.
def log_level_tally(lines):
    counts = {}
    for line in lines:
        parts = line.split(' ', 3)
        if len(parts) < 3:
            continue
        tag = parts[2]
        if len(tag) < 3 or tag[0] != '[' or tag[-1] != ']':
            continue
        level = tag[1:-1]
        counts[level] = counts.get(level, 0) + 1
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))

# tests
assert log_level_tally([]) == []
assert log_level_tally(['2024-01-05 10:00:00 [INFO] up']) == [('INFO', 1)]
assert log_level_tally(['d t [WARN] a', 'd t [ERROR] b', 'd t [WARN] c']) == [('WARN', 2), ('ERROR', 1)]
assert log_level_tally(['d t [B] x', 'd t [A] y']) == [('A', 1), ('B', 1)]
assert log_level_tally(['d t [] x', 'd t [X', 'd t X] y', 'd t']) == []
assert log_level_tally(['d t [OK]']) == [('OK', 1)]
assert log_level_tally(['d [INFO] t x', 'd t [Z] m']) == [('Z', 1)]
assert log_level_tally(['a b [I] c', 'a b [I] d', 'a b [E] e', 'a b [E] f', 'a b [D] g']) == [('E', 2), ('I', 2), ('D', 1)]
assert log_level_tally(['d t [x] one two three']) == [('x', 1)]
