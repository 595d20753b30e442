# query: Parse a single S-expression such as "(define (sq x) (* x x))" into nested Python lists, turning atoms that are
# optionally "-"-signed digit strings into ints and keeping other atoms as strings; return None for empty input,
# unbalanced parentheses or more than one top-level expression.
def s_expression_parse(text):
    tokens = text.replace("(", " ( ").replace(")", " ) ").split()
    if not tokens:
        return None
    stack = [[]]
    for tok in tokens:
        if tok == "(":
            stack.append([])
        elif tok == ")":
            if len(stack) == 1:
                return None
            done = stack.pop()
            stack[-1].append(done)
        else:
            body = tok[1:] if tok[0] == "-" else tok
            stack[-1].append(int(tok) if body.isdigit() else tok)
    if len(stack) != 1 or len(stack[0]) != 1:
        return None
    return stack[0][0]

# tests
assert s_expression_parse("(define (sq x) (* x x))") == ["define", ["sq", "x"], ["*", "x", "x"]]
assert s_expression_parse("42") == 42
assert s_expression_parse("-7") == -7
assert s_expression_parse("-") == "-"
assert s_expression_parse("()") == []
assert s_expression_parse("(+ 1 (- 2 -3))") == ["+", 1, ["-", 2, -3]]
assert s_expression_parse("((x))") == [["x"]]
assert s_expression_parse(" ( a\n b ) ") == ["a", "b"]
assert s_expression_parse("(a-1 1-a)") == ["a-1", "1-a"]
assert [s_expression_parse(t) for t in ("", "(a", "a)", "(a) (b)", "a b", ")(", "(a) (b")] == [None] * 7
