# query: Step a Galois linear-feedback shift register `count` times and return the states after each step: each step
# shifts the state right by one and, if the bit shifted out was 1, XORs the tap mask into it; return [] for a zero
# state or a count below 1.
def lfsr_galois_sequence(state, taps, count):
    if state == 0:
        return []
    out = []
    for _ in range(count):
        bit = state & 1
        state >>= 1
        if bit:
            state ^= taps
        out.append(state)
    return out

# tests
assert lfsr_galois_sequence(0xACE1, 0xB400, 3) == [57968, 28984, 14492]
assert lfsr_galois_sequence(0, 0xB400, 3) == []
assert lfsr_galois_sequence(1, 0xB400, 0) == []
assert lfsr_galois_sequence(1, 0xB400, 1) == [0xB400]
assert lfsr_galois_sequence(2, 0xB400, 1) == [1]
assert lfsr_galois_sequence(1, 0b110, 7) == [6, 3, 7, 5, 4, 2, 1]
assert len(set(lfsr_galois_sequence(0xACE1, 0xB400, 65535))) == 65535
assert lfsr_galois_sequence(0xACE1, 0xB400, 65535)[-1] == 0xACE1
assert lfsr_galois_sequence(0b101, 0b1100, 4) == [14, 7, 15, 11]
