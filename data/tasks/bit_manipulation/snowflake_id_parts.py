# query: Split a 63-bit Snowflake ID (Twitter/Discord layout: bits 62-22 hold milliseconds since a custom epoch, bits
# 21-17 the worker, 16-12 the process and 11-0 the sequence) into (unix time in ms, worker, process, sequence) given the
# epoch in unix ms; return None if the ID is negative or needs more than 63 bits.
def snowflake_id_parts(snowflake, epoch_ms):
    if snowflake < 0 or snowflake >= 1 << 63:
        return None
    timestamp = (snowflake >> 22) + epoch_ms
    worker = (snowflake >> 17) & 0x1F
    process = (snowflake >> 12) & 0x1F
    sequence = snowflake & 0xFFF
    return (timestamp, worker, process, sequence)

# tests
assert snowflake_id_parts(175928847299117063, 1420070400000) == (1462015105796, 1, 0, 7)
assert snowflake_id_parts(0, 1288834974657) == (1288834974657, 0, 0, 0)
assert snowflake_id_parts(4095, 0) == (0, 0, 0, 4095)
assert snowflake_id_parts(4096, 0) == (0, 0, 1, 0)
assert snowflake_id_parts(1 << 17, 0) == (0, 1, 0, 0)
assert snowflake_id_parts((1 << 22) - 1, 10) == (10, 31, 31, 4095)
assert snowflake_id_parts(5 << 22 | 3 << 17 | 9 << 12 | 100, 1000) == (1005, 3, 9, 100)
assert snowflake_id_parts((1 << 63) - 1, 0) == ((1 << 41) - 1, 31, 31, 4095)
assert snowflake_id_parts(1 << 63, 0) is None
assert snowflake_id_parts(-1, 0) is None
