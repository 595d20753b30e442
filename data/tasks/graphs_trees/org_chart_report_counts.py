# query: Given a dict mapping each employee to their manager (None for the top), return a dict giving every person
# (employees and managers alike) the number of people who report to them directly or indirectly.
def org_chart_report_counts(manager_of):
    people = set(manager_of) | {m for m in manager_of.values() if m is not None}
    counts = {p: 0 for p in people}
    for emp in manager_of:
        seen = set()
        boss = manager_of.get(emp)
        while boss is not None and boss not in seen:
            seen.add(boss)
            counts[boss] += 1
            boss = manager_of.get(boss)
    return counts

# tests
assert org_chart_report_counts({}) == {}
assert org_chart_report_counts({"ceo": None}) == {"ceo": 0}
assert org_chart_report_counts({"ann": "bob"}) == {"ann": 0, "bob": 1}
assert org_chart_report_counts({"ceo": None, "cto": "ceo", "dev": "cto"}) == {"ceo": 2, "cto": 1, "dev": 0}
assert org_chart_report_counts({"ceo": None, "a": "ceo", "b": "ceo", "c": "a", "d": "a", "e": "d"}) == {"ceo": 5, "a": 3, "b": 0, "c": 0, "d": 1, "e": 0}
assert org_chart_report_counts({1: None, 2: 1, 3: 1, 4: 3}) == {1: 3, 2: 0, 3: 1, 4: 0}
assert org_chart_report_counts({"x": None, "y": None, "z": "y"}) == {"x": 0, "y": 1, "z": 0}
assert org_chart_report_counts({"m": "n", "n": "o", "o": None, "p": "n"}) == {"m": 0, "n": 2, "o": 3, "p": 0}
