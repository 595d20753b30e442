# query: In a block-allocation bitmap where bit i set means block i is in use, find the lowest index at which `count`
# consecutive free blocks start within the first `size` blocks (the run must end before block size); return -1 if there
# is no such run or count is below 1.
def bitmap_first_fit(bitmap, size, count):
    run = 0
    for i in range(size):
        if bitmap >> i & 1:
            run = 0
        else:
            run += 1
            if run == count:
                return i - count + 1
    return -1

# tests
assert bitmap_first_fit(0, 8, 1) == 0
assert bitmap_first_fit(0b1, 8, 1) == 1
assert bitmap_first_fit(0b1011, 8, 1) == 2
assert bitmap_first_fit(0b1011, 8, 2) == 4
assert bitmap_first_fit(0b10110110, 8, 2) == -1
assert bitmap_first_fit(0b00010110, 8, 3) == 5
assert bitmap_first_fit(0b00010110, 7, 3) == -1
assert bitmap_first_fit(0b1111, 4, 1) == -1
assert bitmap_first_fit(0, 4, 4) == 0
assert [bitmap_first_fit(0, 4, 5), bitmap_first_fit(0, 4, 0)] == [-1, -1]
