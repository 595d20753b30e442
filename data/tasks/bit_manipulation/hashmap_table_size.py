# query: Return the bucket-array size Java's HashMap chooses for a requested initial capacity: the smallest power of two
# that is at least the capacity, where a capacity of 1 or less gives 1 and the result never exceeds 2**30.
def hashmap_table_size(capacity):
    if capacity <= 1:
        return 1
    if capacity >= 1 << 30:
        return 1 << 30
    n = capacity - 1
    n |= n >> 1
    n |= n >> 2
    n |= n >> 4
    n |= n >> 8
    n |= n >> 16
    return n + 1

# tests
assert hashmap_table_size(0) == 1
assert hashmap_table_size(-5) == 1
assert hashmap_table_size(1) == 1
assert hashmap_table_size(2) == 2
assert hashmap_table_size(3) == 4
assert hashmap_table_size(16) == 16
assert hashmap_table_size(17) == 32
assert hashmap_table_size(1000000) == 1048576
assert hashmap_table_size((1 << 29) + 1) == 1 << 30
assert hashmap_table_size((1 << 30) + 5) == 1 << 30
