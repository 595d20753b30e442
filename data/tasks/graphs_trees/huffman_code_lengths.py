# query: Return a dict giving each symbol's Huffman code length for positive symbol frequencies: repeatedly merge the two
# lightest trees, where among equal weights the tree created earlier goes first (the single-symbol trees are created in
# sorted symbol order before any merged tree); a single symbol gets length 1 and no symbols give {}.
import heapq
def huffman_code_lengths(freqs):
    if not freqs:
        return {}
    if len(freqs) == 1:
        return {s: 1 for s in freqs}
    heap = []
    order = 0
    for s in sorted(freqs):
        heap.append((freqs[s], order, [s]))
        order += 1
    heapq.heapify(heap)
    depth = {s: 0 for s in freqs}
    while len(heap) > 1:
        w1, _, a = heapq.heappop(heap)
        w2, _, b = heapq.heappop(heap)
        for s in a + b:
            depth[s] += 1
        heapq.heappush(heap, (w1 + w2, order, a + b))
        order += 1
    return depth

# tests
assert huffman_code_lengths({}) == {}
assert huffman_code_lengths({"a": 5}) == {"a": 1}
assert huffman_code_lengths({"a": 1, "b": 1}) == {"a": 1, "b": 1}
assert huffman_code_lengths({"a": 5, "b": 2, "c": 1}) == {"a": 1, "b": 2, "c": 2}
assert huffman_code_lengths({"a": 1, "b": 1, "c": 1, "d": 1}) == {"a": 2, "b": 2, "c": 2, "d": 2}
assert huffman_code_lengths({"a": 45, "b": 13, "c": 12, "d": 16, "e": 9, "f": 5}) == {"a": 1, "b": 3, "c": 3, "d": 3, "e": 4, "f": 4}
assert huffman_code_lengths({"a": 1, "b": 2, "c": 4, "d": 8}) == {"a": 3, "b": 3, "c": 2, "d": 1}
assert huffman_code_lengths({"x": 2, "y": 2, "z": 2}) == {"x": 2, "y": 2, "z": 1}
assert huffman_code_lengths({"a": 1, "b": 1, "c": 2}) == {"a": 2, "b": 2, "c": 1}
