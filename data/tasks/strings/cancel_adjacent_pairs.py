# query: Repeatedly delete pairs of adjacent equal characters from a string until none remain and return what is
# left (for example "abbaca" becomes "ca"); the result may be empty.
def cancel_adjacent_pairs(s):
    stack = []
    for ch in s:
        if stack and stack[-1] == ch:
            stack.pop()
        else:
            stack.append(ch)
    return "".join(stack)

# tests
assert cancel_adjacent_pairs("") == ""
assert cancel_adjacent_pairs("a") == "a"
assert cancel_adjacent_pairs("aa") == ""
assert cancel_adjacent_pairs("abbaca") == "ca"
assert cancel_adjacent_pairs("azxxzy") == "ay"
assert cancel_adjacent_pairs("aaa") == "a"
assert cancel_adjacent_pairs("abc") == "abc"
assert cancel_adjacent_pairs("abccba") == ""
