# query: Find double bookings: given (id, check-in, check-out) bookings with "YYYY-MM-DD" dates where the check-out day
# is free again, return the sorted list of (smaller id, larger id) pairs whose stays share at least one night; stays
# that only touch, or have no nights, do not conflict.
def booking_conflicts(bookings):
    out = []
    for i in range(len(bookings)):
        for j in range(i + 1, len(bookings)):
            a_id, a_start, a_end = bookings[i]
            b_id, b_start, b_end = bookings[j]
            if a_start < b_end and b_start < a_end and a_start < a_end and b_start < b_end:
                out.append(tuple(sorted((a_id, b_id))))
    return sorted(out)

# tests
assert booking_conflicts([]) == []
assert booking_conflicts([("a", "2024-01-01", "2024-01-05"), ("b", "2024-01-05", "2024-01-07")]) == []
assert booking_conflicts([("a", "2024-01-01", "2024-01-05"), ("b", "2024-01-04", "2024-01-07")]) == [("a", "b")]
assert booking_conflicts([("b", "2024-01-04", "2024-01-07"), ("a", "2024-01-01", "2024-01-05")]) == [("a", "b")]
assert booking_conflicts([("z", "2024-02-01", "2024-02-03"), ("y", "2024-02-01", "2024-02-03")]) == [("y", "z")]
assert booking_conflicts([("a", "2024-01-03", "2024-01-03"), ("b", "2024-01-01", "2024-01-05")]) == []
assert booking_conflicts([("c", "2024-01-01", "2024-01-10"), ("a", "2024-01-02", "2024-01-03"), ("b", "2024-01-09", "2024-01-12")]) == [("a", "c"), ("b", "c")]
assert booking_conflicts([("a", "2023-12-30", "2024-01-02"), ("b", "2024-01-01", "2024-01-02"), ("c", "2024-01-02", "2024-01-04")]) == [("a", "b")]
assert [booking_conflicts(b) for b in ([("a", "2024-01-05", "2024-01-01"), ("b", "2024-01-02", "2024-01-03")], [("a", "2024-01-01", "2024-01-05"), ("b", "2024-01-03", "2024-01-03")], [("a", "2024-01-05", "2024-01-07"), ("b", "2024-01-01", "2024-01-03")], [("a", "2024-01-05", "2024-01-07"), ("b", "2024-01-03", "2024-01-05")])] == [[], [], [], []]
assert booking_conflicts([("b", "2024-01-01", "2024-01-04"), ("c", "2024-01-03", "2024-01-05"), ("a", "2024-01-02", "2024-01-03")]) == [("a", "b"), ("b", "c")]
