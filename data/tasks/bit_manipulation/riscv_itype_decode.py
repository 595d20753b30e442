# query: Decode a 32-bit RISC-V I-type instruction word into (opcode, rd, funct3, rs1, imm): opcode is bits 6-0, rd bits
# 11-7, funct3 bits 14-12, rs1 bits 19-15 and imm the sign-extended 12-bit field in bits 31-20; return None for a word
# outside 0 to 2**32 - 1.
def riscv_itype_decode(word):
    if word < 0 or word > 0xFFFFFFFF:
        return None
    opcode = word & 0x7F
    rd = (word >> 7) & 0x1F
    funct3 = (word >> 12) & 0x7
    rs1 = (word >> 15) & 0x1F
    imm = word >> 20
    if imm & 0x800:
        imm -= 0x1000
    return (opcode, rd, funct3, rs1, imm)

# tests
assert riscv_itype_decode(0xFFF00093) == (0x13, 1, 0, 0, -1)
assert riscv_itype_decode(0xFF010113) == (0x13, 2, 0, 2, -16)
assert riscv_itype_decode(0x00812503) == (0x03, 10, 2, 2, 8)
assert riscv_itype_decode(0x00008067) == (0x67, 0, 0, 1, 0)
assert riscv_itype_decode(0x7FF30293) == (0x13, 5, 0, 6, 2047)
assert riscv_itype_decode(0x80030293) == (0x13, 5, 0, 6, -2048)
assert riscv_itype_decode(0x0FFFF7FF) == (0x7F, 15, 7, 31, 255)
assert riscv_itype_decode(0) == (0, 0, 0, 0, 0)
assert riscv_itype_decode(0xFFFFFFFF) == (0x7F, 31, 7, 31, -1)
assert [riscv_itype_decode(1 << 32), riscv_itype_decode(-1)] == [None, None]
