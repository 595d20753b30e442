# query: Reorder log lines of the form "<id> <words>": lines whose first word after the id starts with a letter come
# first, sorted by their content and then by id; lines whose content starts with a digit follow in their original order.
def reorder_log_files(logs):
    letters = []
    digits = []
    for log in logs:
        ident, rest = log.split(" ", 1)
        if rest[0].isdigit():
            digits.append(log)
        else:
            letters.append((rest, ident, log))
    letters.sort()
    return [log for _, _, log in letters] + digits

# tests
assert reorder_log_files([]) == []
assert reorder_log_files(["a1 9 2 3", "g1 act car"]) == ['g1 act car', 'a1 9 2 3']
assert reorder_log_files(["dig1 8 1 5 1", "let1 art can", "dig2 3 6", "let2 own kit dig", "let3 art zero"]) == ['let1 art can', 'let3 art zero', 'let2 own kit dig', 'dig1 8 1 5 1', 'dig2 3 6']
assert reorder_log_files(["a2 act car", "a1 act car"]) == ['a1 act car', 'a2 act car']
assert reorder_log_files(["x 1", "y 2", "z 0"]) == ['x 1', 'y 2', 'z 0']
assert reorder_log_files(["b zoo", "a zoo 1", "c apple"]) == ['c apple', 'b zoo', 'a zoo 1']
assert reorder_log_files(["id9 5 off", "id1 k9 on"]) == ['id1 k9 on', 'id9 5 off']
assert reorder_log_files(["q Bee", "p bee"]) == ['q Bee', 'p bee']
