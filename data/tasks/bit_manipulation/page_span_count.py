# query: Count how many pages of the given size the byte range [address, address + length) touches, for example when
# pinning a buffer for DMA; a length of 0 touches no pages, and -1 is returned if the page size is not a positive power
# of two or the address or length is negative.
def page_span_count(address, length, page_size):
    if page_size <= 0 or page_size & (page_size - 1) or address < 0 or length < 0:
        return -1
    if length == 0:
        return 0
    first = address & ~(page_size - 1)
    last = (address + length - 1) & ~(page_size - 1)
    return (last - first) // page_size + 1

# tests
assert page_span_count(0, 4096, 4096) == 1
assert page_span_count(0, 4097, 4096) == 2
assert page_span_count(4095, 2, 4096) == 2
assert page_span_count(4095, 1, 4096) == 1
assert page_span_count(5, 3, 1) == 3
assert page_span_count(100, 0, 4096) == 0
assert page_span_count(8192, 8192, 4096) == 2
assert page_span_count(1, 8192, 4096) == 3
assert page_span_count(10, 5, 3) == -1
assert [page_span_count(-1, 5, 4096), page_span_count(0, -1, 4096), page_span_count(10, 5, 0)] == [-1, -1, -1]
