# query: Convert an infix expression of integer literals, alphanumeric names, + - * / ^ and parentheses (spaces ignored)
# into a postfix token list, where ^ binds tightest and groups right to left, * and / come next, + and - last, and the
# others group left to right; return None for unbalanced parentheses or any other character.
def infix_to_postfix(expr):
    prec = {"+": 1, "-": 1, "*": 2, "/": 2, "^": 3}
    out, ops = [], []
    i = 0
    while i < len(expr):
        ch = expr[i]
        if ch == " ":
            i += 1
            continue
        if ch.isalnum():
            j = i
            while j < len(expr) and expr[j].isalnum():
                j += 1
            out.append(expr[i:j])
            i = j
            continue
        if ch in prec:
            while ops and ops[-1] != "(" and (prec[ops[-1]] > prec[ch] or (prec[ops[-1]] == prec[ch] and ch != "^")):
                out.append(ops.pop())
            ops.append(ch)
        elif ch == "(":
            ops.append(ch)
        elif ch == ")":
            while ops and ops[-1] != "(":
                out.append(ops.pop())
            if not ops:
                return None
            ops.pop()
        else:
            return None
        i += 1
    while ops:
        if ops[-1] == "(":
            return None
        out.append(ops.pop())
    return out

# tests
assert infix_to_postfix("3 + 4 * 2") == ["3", "4", "2", "*", "+"]
assert infix_to_postfix("(1 + 2) * 3") == ["1", "2", "+", "3", "*"]
assert infix_to_postfix("a - b - c") == ["a", "b", "-", "c", "-"]
assert infix_to_postfix("2 ^ 3 ^ 2") == ["2", "3", "2", "^", "^"]
assert infix_to_postfix("") == []
assert [infix_to_postfix(e) for e in ("a+b-c", "a-b+c", "a/b*c", "a*b/c")] == [["a", "b", "+", "c", "-"], ["a", "b", "-", "c", "+"], ["a", "b", "/", "c", "*"], ["a", "b", "*", "c", "/"]]
assert infix_to_postfix("a * b + c / d") == ["a", "b", "*", "c", "d", "/", "+"]
assert infix_to_postfix("10 / (5 - x1) ^ 2") == ["10", "5", "x1", "-", "2", "^", "/"]
assert infix_to_postfix("2 * 3 ^ 2 - 1") == ["2", "3", "2", "^", "*", "1", "-"]
assert [infix_to_postfix(e) for e in ("(1", "1)", "1 % 2", "((a)", "(a+b+c", "x")] == [None] * 5 + [["x"]]
