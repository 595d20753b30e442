# query: Run commands on a set of small non-negative integers stored as the bits of one int, starting empty:
# ("add", i), ("remove", i), ("flip", i) and ("has", i); return the list of booleans answered by the "has"
# commands, ignoring commands with a negative index or an unknown name.
def bitset_command_results(commands):
    bits = 0
    answers = []
    for name, index in commands:
        if index < 0:
            continue
        flag = 1 << index
        if name == "add":
            bits |= flag
        elif name == "remove":
            bits &= ~flag
        elif name == "flip":
            bits ^= flag
        elif name == "has":
            answers.append(bits & flag != 0)
    return answers

# tests
assert bitset_command_results([]) == []
assert bitset_command_results([("has", 0)]) == [False]
assert bitset_command_results([("add", 0), ("has", 0), ("has", 1)]) == [True, False]
assert bitset_command_results([("add", 3), ("add", 3), ("remove", 3), ("has", 3)]) == [False]
assert bitset_command_results([("remove", 2), ("has", 2), ("add", 5), ("has", 5)]) == [False, True]
assert bitset_command_results([("flip", 4), ("has", 4), ("flip", 4), ("has", 4)]) == [True, False]
assert bitset_command_results([("add", 1), ("add", 2), ("remove", 1), ("has", 1), ("has", 2)]) == [False, True]
assert bitset_command_results([("add", -1), ("has", -1), ("has", 0)]) == [False]
assert bitset_command_results([("put", 2), ("has", 2), ("add", 70), ("has", 70), ("has", 69)]) == [False, True, False]
