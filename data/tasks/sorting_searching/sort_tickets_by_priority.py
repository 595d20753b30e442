# query: Order ticket dicts by priority label ("critical", "high", "medium", "low", with a missing or unknown label
# after "low"), then by "due" date string ascending with tickets lacking a due date last, then by "id" ascending.
def sort_tickets_by_priority(tickets):
    rank = {"critical": 0, "high": 1, "medium": 2, "low": 3}
    def key(t):
        due = t.get("due")
        return (rank.get(t.get("priority"), 4), due is None, due, t["id"])
    return sorted(tickets, key=key)

# tests
assert sort_tickets_by_priority([]) == []
assert sort_tickets_by_priority([{"id": 1, "priority": "high"}, {"id": 2, "priority": "critical"}]) == [{'id': 2, 'priority': 'critical'}, {'id': 1, 'priority': 'high'}]
assert sort_tickets_by_priority([{"id": 1, "priority": "low"}, {"id": 2, "priority": "medium"}]) == [{'id': 2, 'priority': 'medium'}, {'id': 1, 'priority': 'low'}]
assert sort_tickets_by_priority([{"id": 1, "priority": "medium"}, {"id": 2, "priority": "high"}, {"id": 3, "priority": "low"}]) == [{'id': 2, 'priority': 'high'}, {'id': 1, 'priority': 'medium'}, {'id': 3, 'priority': 'low'}]
assert sort_tickets_by_priority([{"id": 1, "priority": "urgent"}, {"id": 2, "priority": "low"}, {"id": 3}]) == [{'id': 2, 'priority': 'low'}, {'id': 1, 'priority': 'urgent'}, {'id': 3}]
assert sort_tickets_by_priority([{"id": 1, "priority": "high", "due": "2024-05-01"}, {"id": 2, "priority": "high", "due": "2024-04-30"}]) == [{'id': 2, 'priority': 'high', 'due': '2024-04-30'}, {'id': 1, 'priority': 'high', 'due': '2024-05-01'}]
assert sort_tickets_by_priority([{"id": 1, "priority": "high"}, {"id": 2, "priority": "high", "due": "2030-01-01"}]) == [{'id': 2, 'priority': 'high', 'due': '2030-01-01'}, {'id': 1, 'priority': 'high'}]
assert sort_tickets_by_priority([{"id": 5, "priority": "low"}, {"id": 3, "priority": "low"}]) == [{'id': 3, 'priority': 'low'}, {'id': 5, 'priority': 'low'}]
assert sort_tickets_by_priority([{"id": 1, "due": "2024-01-01"}, {"id": 2, "priority": "low", "due": "2025-01-01"}]) == [{'id': 2, 'priority': 'low', 'due': '2025-01-01'}, {'id': 1, 'due': '2024-01-01'}]
assert sort_tickets_by_priority([{"id": 9, "priority": "medium", "due": "2024-02-02"}, {"id": 4, "priority": "medium", "due": "2024-02-02"}, {"id": 7, "priority": "critical", "due": "2099-12-31"}]) == [{'id': 7, 'priority': 'critical', 'due': '2099-12-31'}, {'id': 4, 'priority': 'medium', 'due': '2024-02-02'}, {'id': 9, 'priority': 'medium', 'due': '2024-02-02'}]
