# query: Apply HDLC bit stuffing to a list of 0/1 bits: after every run of five consecutive 1s in the input, insert a 0
# into the output (the count restarts after the inserted 0 and after any input 0), so the flag pattern 01111110 never
# appears in the payload.
def hdlc_bit_stuff(bits):
    out = []
    run = 0
    for bit in bits:
        out.append(bit)
        if bit == 1:
            run += 1
            if run == 5:
                out.append(0)
                run = 0
        else:
            run = 0
    return out

# tests
assert hdlc_bit_stuff([]) == []
assert hdlc_bit_stuff([1, 1, 1, 1]) == [1, 1, 1, 1]
assert hdlc_bit_stuff([1, 1, 1, 1, 1]) == [1, 1, 1, 1, 1, 0]
assert hdlc_bit_stuff([0, 1, 1, 1, 1, 1, 1, 0]) == [0, 1, 1, 1, 1, 1, 0, 1, 0]
assert hdlc_bit_stuff([1] * 10) == [1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0]
assert hdlc_bit_stuff([1, 1, 1, 1, 0, 1, 1, 1, 1, 1]) == [1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0]
assert hdlc_bit_stuff([1, 1, 1, 1, 1, 0, 1]) == [1, 1, 1, 1, 1, 0, 0, 1]
assert hdlc_bit_stuff([0, 0, 0]) == [0, 0, 0]
assert hdlc_bit_stuff([1] * 9) == [1, 1, 1, 1, 1, 0, 1, 1, 1, 1]
