# query: Parse pytest's final summary line such as "=== 3 failed, 10 passed, 1 warning in 1.23s ===" into a dict from
# outcome word to count (with "warning" and "error" made plural and repeated words added up), reading the part before
# the last " in "; return None if that part is missing or any item is not "<number> <word>" with a single word.
def pytest_summary_counts(line):
    text = line.strip().strip("=").strip()
    body, _, _ = text.rpartition(" in ")
    if not body:
        return None
    counts = {}
    for part in body.split(","):
        num, _, word = part.strip().partition(" ")
        if not num.isdigit() or not word or " " in word:
            return None
        if word in ("warning", "error"):
            word += "s"
        counts[word] = counts.get(word, 0) + int(num)
    return counts

# tests
assert pytest_summary_counts("=== 3 failed, 10 passed, 1 warning in 1.23s ===") == {"failed": 3, "passed": 10, "warnings": 1}
assert pytest_summary_counts("==== 5 passed in 0.10s ====") == {"passed": 5}
assert pytest_summary_counts("1 error, 2 errors in 3s") == {"errors": 3}
assert pytest_summary_counts("2 warnings, 1 skipped, 1 xfailed in 10.00s (0:00:10)") == {"warnings": 2, "skipped": 1, "xfailed": 1}
assert pytest_summary_counts("== 1 passed, 1 deselected in 2 in 3s ==") is None
assert pytest_summary_counts("=== no tests ran in 0.01s ===") is None
assert pytest_summary_counts("3 passed") is None
assert pytest_summary_counts("=== in 0.01s ===") is None
assert pytest_summary_counts("0 passed,  4 failed in 1s") == {"passed": 0, "failed": 4}
assert pytest_summary_counts("5 in 1s") is None
