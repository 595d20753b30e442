# query: Evaluate a space-separated postfix (reverse Polish) expression of integers and the operators + - * / (integer
# division truncating toward zero); return None for malformed input or division by zero.
def postfix_token_eval(text):
    stack = []
    for tok in text.split():
        if tok in ("+", "-", "*", "/"):
            if len(stack) < 2:
                return None
            b = stack.pop()
            a = stack.pop()
            if tok == "+":
                stack.append(a + b)
            elif tok == "-":
                stack.append(a - b)
            elif tok == "*":
                stack.append(a * b)
            else:
                if b == 0:
                    return None
                q = abs(a) // abs(b)
                stack.append(q if (a < 0) == (b < 0) else -q)
        else:
            sign = -1 if tok.startswith("-") and len(tok) > 1 else 1
            digits = tok[1:] if sign < 0 else tok
            if not digits.isdigit():
                return None
            stack.append(sign * int(digits))
    if len(stack) != 1:
        return None
    return stack[0]

# tests
assert postfix_token_eval("-1 1 /") == -1
assert postfix_token_eval("3 4 + 2 *") == 14
assert postfix_token_eval("10 3 -") == 7
assert postfix_token_eval("1 -1 /") == -1
assert postfix_token_eval("-7 2 /") == -3
assert postfix_token_eval("7 -2 /") == -3
assert postfix_token_eval("1 0 /") == None
assert postfix_token_eval("1 +") == None
assert postfix_token_eval("1 2") == None
assert postfix_token_eval("2 x *") == None
