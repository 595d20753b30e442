# query: Deduplicate a list of dict records by the value of field `key`, keeping for each key the record with the
# largest value of field `stamp` (on equal stamps the later record wins), ordered by where each key first appears.
def latest_record_per_key(records, key, stamp):
    best = {}
    order = []
    for rec in records:
        k = rec[key]
        if k not in best:
            order.append(k)
            best[k] = rec
        elif rec[stamp] >= best[k][stamp]:
            best[k] = rec
    return [best[k] for k in order]

# tests
assert latest_record_per_key([], "id", "ts") == []
assert latest_record_per_key([{"id": 1, "ts": 5}], "id", "ts") == [{'id': 1, 'ts': 5}]
assert latest_record_per_key([{"id": 1, "ts": 5}, {"id": 1, "ts": 7}], "id", "ts") == [{'id': 1, 'ts': 7}]
assert latest_record_per_key([{"id": 1, "ts": 9}, {"id": 1, "ts": 7}], "id", "ts") == [{'id': 1, 'ts': 9}]
assert latest_record_per_key([{"id": 1, "ts": 5, "v": "a"}, {"id": 1, "ts": 5, "v": "b"}], "id", "ts") == [{'id': 1, 'ts': 5, 'v': 'b'}]
assert latest_record_per_key([{"id": 2, "ts": 1}, {"id": 1, "ts": 2}, {"id": 2, "ts": 3}], "id", "ts") == [{'id': 2, 'ts': 3}, {'id': 1, 'ts': 2}]
assert latest_record_per_key([{"k": "a", "t": 3}, {"k": "b", "t": 1}, {"k": "a", "t": 1}, {"k": "b", "t": 2}], "k", "t") == [{'k': 'a', 't': 3}, {'k': 'b', 't': 2}]
assert latest_record_per_key([{"id": 1, "ts": 2}, {"id": 1, "ts": 1}, {"id": 1, "ts": 3}, {"id": 1, "ts": 2}], "id", "ts") == [{'id': 1, 'ts': 3}]
