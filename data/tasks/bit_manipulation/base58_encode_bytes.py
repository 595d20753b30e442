# query: Encode bytes in Bitcoin's base58 alphabet "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz": the
# bytes read as one big-endian number written in base 58, with one "1" prepended for every leading zero byte; empty
# input gives "".
def base58_encode_bytes(data):
    alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    zeros = 0
    while zeros < len(data) and data[zeros] == 0:
        zeros += 1
    n = int.from_bytes(data, "big")
    digits = []
    while n > 0:
        n, r = divmod(n, 58)
        digits.append(alphabet[r])
    return "1" * zeros + "".join(reversed(digits))

# tests
assert base58_encode_bytes(b"") == ""
assert base58_encode_bytes(b"\x00") == "1"
assert base58_encode_bytes(bytes(10)) == "1111111111"
assert base58_encode_bytes(b"a") == "2g"
assert base58_encode_bytes(b"bbb") == "a3gV"
assert base58_encode_bytes(b"\x39") == "z"
assert base58_encode_bytes(b"\x3a") == "21"
assert base58_encode_bytes(bytes.fromhex("00eb15231dfceb60925886b67d065299925915aeb172c06647")) == "1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L"
assert base58_encode_bytes(bytes.fromhex("0000287fb4cd")) == "11233QC4"
assert base58_encode_bytes(b"\x01\x00") == "5R"
