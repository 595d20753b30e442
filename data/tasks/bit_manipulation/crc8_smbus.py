# query: Compute the 8-bit CRC of a bytes object in the SMBus flavour: polynomial 0x07, initial register 0, bits
# processed most significant first with no reflection and no final XOR; empty input gives 0.
def crc8_smbus(data):
    crc = 0
    for byte in data:
        crc ^= byte
        for _ in range(8):
            if crc & 0x80:
                crc = ((crc << 1) ^ 0x07) & 0xFF
            else:
                crc = (crc << 1) & 0xFF
    return crc

# tests
assert crc8_smbus(b"123456789") == 0xF4
assert crc8_smbus(b"") == 0
assert crc8_smbus(b"\x00") == 0
assert crc8_smbus(b"\x01") == 0x07
assert crc8_smbus(b"\x80") == 0x89
assert crc8_smbus(b"\xff") == 0xF3
assert crc8_smbus(b"abc") == 0x5F
assert crc8_smbus(b"\x00\x00\x01") == 0x07
assert crc8_smbus(b"\x01\x00") == 21
