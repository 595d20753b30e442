# query: Split a list into consecutive chunks of `size` elements, the last chunk holding whatever remains;
# a size below 1 or an empty list gives an empty list.
def chunk_list_by_size(items, size):
    if size < 1:
        return []
    chunks = []
    start = 0
    while start < len(items):
        end = min(start + size, len(items))
        chunks.append(items[start:end])
        start = end
    return chunks

# tests
assert chunk_list_by_size([], 3) == []
assert chunk_list_by_size([1, 2, 3], 0) == []
assert chunk_list_by_size([1, 2, 3], -2) == []
assert chunk_list_by_size([1, 2, 3], 1) == [[1], [2], [3]]
assert chunk_list_by_size([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]
assert chunk_list_by_size([1, 2, 3, 4], 2) == [[1, 2], [3, 4]]
assert chunk_list_by_size([1, 2], 5) == [[1, 2]]
assert chunk_list_by_size([7, 8, 9], 3) == [[7, 8, 9]]
