# query: Check the brackets (), [] and {} in a string, ignoring other characters, and return the index of the first
# closing bracket that does not match, or else the index of the earliest opening bracket left unclosed, or -1 if all balance.
def first_bracket_error(text):
    pairs = {')': '(', ']': '[', '}': '{'}
    stack = []
    for i, ch in enumerate(text):
        if ch in '([{':
            stack.append((ch, i))
        elif ch in pairs:
            if not stack or stack[-1][0] != pairs[ch]:
                return i
            stack.pop()
    if stack:
        return stack[0][1]
    return -1

# tests
assert first_bracket_error('') == -1
assert first_bracket_error('abc') == -1
assert first_bracket_error('(a[b]{c})') == -1
assert first_bracket_error(')') == 0
assert first_bracket_error('(]') == 1
assert first_bracket_error('([)]') == 2
assert first_bracket_error('x(()') == 1
assert first_bracket_error('{[(') == 0
assert first_bracket_error('()}') == 2
assert first_bracket_error('a(b)c[') == 5
