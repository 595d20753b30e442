# query: Track a rotary encoder from its sampled quadrature states (each A*2 + B, 0-3): moving one step along the cycle
# 0, 1, 3, 2, 0 counts +1, one step backwards counts -1, an unchanged state counts 0 and a jump of two steps is an error;
# return (position, error count), or None if a state is outside 0-3.
def quadrature_decoder_position(states):
    order = {0: 0, 1: 1, 3: 2, 2: 3}
    if any(s not in order for s in states):
        return None
    position = 0
    errors = 0
    for prev, cur in zip(states, states[1:]):
        step = (order[cur] - order[prev]) % 4
        if step == 1:
            position += 1
        elif step == 3:
            position -= 1
        elif step == 2:
            errors += 1
    return (position, errors)

# tests
assert quadrature_decoder_position([]) == (0, 0)
assert quadrature_decoder_position([2]) == (0, 0)
assert quadrature_decoder_position([0, 1, 3, 2, 0]) == (4, 0)
assert quadrature_decoder_position([0, 2, 3, 1, 0]) == (-4, 0)
assert quadrature_decoder_position([0, 0, 1, 1, 3]) == (2, 0)
assert quadrature_decoder_position([0, 3, 0]) == (0, 2)
assert quadrature_decoder_position([1, 2, 0, 1]) == (2, 1)
assert quadrature_decoder_position([2, 0, 2, 3]) == (-1, 0)
assert quadrature_decoder_position([0, 4]) is None
assert quadrature_decoder_position([-1]) is None
