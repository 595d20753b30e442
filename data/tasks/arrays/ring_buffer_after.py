# query: Simulate a fixed-capacity ring buffer (capacity >= 1) over a list of operations, where an integer is pushed
# (overwriting the oldest item when full) and None removes the oldest item (ignored when empty); return the
# remaining items from oldest to newest.
def ring_buffer_after(capacity, ops):
    buf = [None] * capacity
    head = 0
    size = 0
    for op in ops:
        if op is None:
            if size > 0:
                head = (head + 1) % capacity
                size -= 1
        elif size < capacity:
            buf[(head + size) % capacity] = op
            size += 1
        else:
            buf[head] = op
            head = (head + 1) % capacity
    return [buf[(head + i) % capacity] for i in range(size)]

# tests
assert ring_buffer_after(3, []) == []
assert ring_buffer_after(3, [None]) == []
assert ring_buffer_after(3, [1, 2, 3, None]) == [2, 3]
assert ring_buffer_after(3, [1, 2, 3, 4, None, 5]) == [3, 4, 5]
assert ring_buffer_after(3, [1, 2, 3, None, 4, None, None, 5]) == [4, 5]
assert ring_buffer_after(3, [1, 2, 3, 4, 5, 6, 7]) == [5, 6, 7]
assert ring_buffer_after(2, [1, None, 2, None, 3]) == [3]
assert ring_buffer_after(1, [1, 2, None, None, 3]) == [3]
assert ring_buffer_after(4, [1, 2, 3, None, None, 4, 5, 6, 7]) == [4, 5, 6, 7]
assert ring_buffer_after(3, [0, 0, None, 5, 6, 7]) == [5, 6, 7]
