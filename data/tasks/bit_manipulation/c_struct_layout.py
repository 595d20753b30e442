# query: Lay out a C struct from a list of (size, alignment) fields in declaration order: each field starts at the next
# multiple of its alignment, and the total size is padded to a multiple of the largest alignment (an empty struct has
# size 0); return (offsets, total size), or None if an alignment is not a positive power of two.
def c_struct_layout(fields):
    offsets = []
    offset = 0
    largest = 1
    for size, align in fields:
        if align <= 0 or align & (align - 1):
            return None
        offset = (offset + align - 1) & ~(align - 1)
        offsets.append(offset)
        offset += size
        largest = max(largest, align)
    total = (offset + largest - 1) & ~(largest - 1)
    return (offsets, total)

# tests
assert c_struct_layout([]) == ([], 0)
assert c_struct_layout([(1, 1)]) == ([0], 1)
assert c_struct_layout([(1, 1), (4, 4)]) == ([0, 4], 8)
assert c_struct_layout([(4, 4), (1, 1)]) == ([0, 4], 8)
assert c_struct_layout([(1, 1), (8, 8), (2, 2)]) == ([0, 8, 16], 24)
assert c_struct_layout([(2, 2), (1, 1), (1, 1), (4, 4)]) == ([0, 2, 3, 4], 8)
assert c_struct_layout([(1, 1), (1, 1), (1, 1)]) == ([0, 1, 2], 3)
assert c_struct_layout([(12, 4), (8, 8), (3, 1)]) == ([0, 16, 24], 32)
assert c_struct_layout([(1, 1), (4, 3)]) is None
assert c_struct_layout([(4, 4), (1, 0)]) is None
