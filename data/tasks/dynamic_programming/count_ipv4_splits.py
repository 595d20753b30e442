# query: Count the ways to insert three dots into a string of digits so that it becomes a valid dotted IPv4 address
# (four parts, each 0-255 with no leading zeros except "0" itself).
def count_ipv4_splits(digits):
    def valid(part):
        return part != "" and (part == "0" or part[0] != "0") and int(part) <= 255
    ways = [[0] * 5 for _ in range(len(digits) + 1)]
    ways[0][0] = 1
    for i in range(len(digits)):
        for parts in range(4):
            if ways[i][parts] == 0:
                continue
            for size in range(1, 4):
                piece = digits[i:i + size]
                if i + size <= len(digits) and valid(piece):
                    ways[i + size][parts + 1] += ways[i][parts]
    return ways[len(digits)][4]

# tests
assert count_ipv4_splits("22220") == 4
assert count_ipv4_splits("1111") == 1
assert count_ipv4_splits("25525511135") == 2
assert count_ipv4_splits("0000") == 1
assert count_ipv4_splits("010010") == 2
assert count_ipv4_splits("101023") == 5
assert count_ipv4_splits("256256256256") == 0
assert count_ipv4_splits("255255255255") == 1
assert count_ipv4_splits("1231231231234") == 0
assert count_ipv4_splits("19216811") == 9
