# query: Decode the 16-bit MS-DOS date and time words used in ZIP and FAT entries into (year, month, day, hour, minute,
# second): date holds year-1980 in bits 15-9, month in 8-5 and day in 4-0, time holds hour in 15-11, minute in 10-5 and
# seconds/2 in 4-0; return None if a field is out of range (month 1-12, day 1-31, hour 0-23, minute and second 0-59).
def dos_datetime_decode(date, time):
    year = 1980 + (date >> 9)
    month = (date >> 5) & 0x0F
    day = date & 0x1F
    hour = time >> 11
    minute = (time >> 5) & 0x3F
    second = (time & 0x1F) * 2
    if month < 1 or month > 12 or day < 1:
        return None
    if hour > 23 or minute > 59 or second > 59:
        return None
    return (year, month, day, hour, minute, second)

# tests
assert dos_datetime_decode(0x0021, 0x0000) == (1980, 1, 1, 0, 0, 0)
assert dos_datetime_decode(0x5A2F, 0x6D5D) == (2025, 1, 15, 13, 42, 58)
assert dos_datetime_decode(0xFF9F, 0xBF7D) == (2107, 12, 31, 23, 59, 58)
assert dos_datetime_decode((44 << 9) | (2 << 5) | 29, (7 << 11) | (5 << 5) | 1) == (2024, 2, 29, 7, 5, 2)
assert dos_datetime_decode(0x0001, 0x0000) is None
assert dos_datetime_decode(0x01A1, 0x0000) is None
assert dos_datetime_decode(0x0020, 0x0000) is None
assert dos_datetime_decode(0x0021, 24 << 11) is None
assert dos_datetime_decode(0x0021, 60 << 5) is None
assert dos_datetime_decode(0x0021, 30) is None
