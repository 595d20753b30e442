# query: Compute the Modbus RTU CRC-16 of a bytes object: register starts at 0xFFFF, each byte is XORed into the low
# byte and the register is shifted right bit by bit with the reflected polynomial 0xA001 applied when a 1 falls out.
def crc16_modbus(data):
    crc = 0xFFFF
    for byte in data:
        crc ^= byte
        for _ in range(8):
            if crc & 1:
                crc = (crc >> 1) ^ 0xA001
            else:
                crc >>= 1
    return crc

# tests
assert crc16_modbus(b"123456789") == 0x4B37
assert crc16_modbus(b"") == 0xFFFF
assert crc16_modbus(b"\x00") == 0x40BF
assert crc16_modbus(b"\x01") == 0x807E
assert crc16_modbus(b"\xff") == 0x00FF
assert crc16_modbus(b"\x80") == 0xE0BE
assert crc16_modbus(bytes([0x01, 0x03, 0x00, 0x00, 0x00, 0x0A])) == 0xCDC5
assert crc16_modbus(b"abc") == 0x5749
