# query: Return the version number of a UUID written in canonical 8-4-4-4-12 hex form (any case), or 0 for the nil UUID
# of all zeros; return -1 if the text is not in that form or its variant digit (the first of the fourth group) is not
# one of 8, 9, a or b.
def uuid_version_of(text):
    t = text.lower()
    if len(t) != 36:
        return -1
    for i, ch in enumerate(t):
        if i in (8, 13, 18, 23):
            if ch != "-":
                return -1
        elif ch not in "0123456789abcdef":
            return -1
    if t == "00000000-0000-0000-0000-000000000000":
        return 0
    if t[19] not in "89ab":
        return -1
    return int(t[14], 16)

# tests
assert uuid_version_of("123e4567-e89b-12d3-a456-426614174000") == 1
assert uuid_version_of("550e8400-e29b-41d4-8716-446655440000") == 4
assert uuid_version_of("C232AB00-9414-11EC-B3C8-9F6BDECED846") == 1
assert [uuid_version_of("00000000-0000-0000-0000-000000000000"), uuid_version_of("00000000-0000-f000-b000-000000000000")] == [0, 15]
assert uuid_version_of("017f22e2-79b0-7cc3-98c4-dc0c0c07398f") == 7
assert uuid_version_of("123e4567-e89b-12d3-c456-426614174000") == -1
assert uuid_version_of("123e4567-e89b-12d3-7456-426614174000") == -1
assert uuid_version_of("123e4567e89b12d3a456426614174000") == -1
assert uuid_version_of("g23e4567-e89b-12d3-a456-42661417400f") == -1
assert [uuid_version_of(u) for u in ("123e4567-e89b-12d3-a456_426614174000", "123e4567-e89b-12d3-a456-4266141740001", "123e4567-e89b-12d3-a45-64266141740001")] == [-1] * 3
