# query: Evaluate a boolean expression made of true, false, variable names looked up in a dict (values taken by
# truthiness), not, and, or and parentheses, with not binding tighter than and, and tighter than or; return None for
# an unknown name, a missing operand or parenthesis, or leftover tokens.
def boolean_expression_eval(expr, variables):
    tokens = expr.replace("(", " ( ").replace(")", " ) ").split()
    pos = 0
    def peek():
        return tokens[pos] if pos < len(tokens) else None
    def parse_or():
        nonlocal pos
        value = parse_and()
        while peek() == "or":
            pos += 1
            right = parse_and()
            value = value or right
        return value
    def parse_and():
        nonlocal pos
        value = parse_not()
        while peek() == "and":
            pos += 1
            right = parse_not()
            value = value and right
        return value
    def parse_not():
        nonlocal pos
        if peek() == "not":
            pos += 1
            return not parse_not()
        tok = peek()
        pos += 1
        if tok == "(":
            value = parse_or()
            if peek() != ")":
                raise ValueError
            pos += 1
            return value
        if tok in ("true", "false"):
            return tok == "true"
        if tok in variables and tok not in ("and", "or", ")"):
            return bool(variables[tok])
        raise ValueError
    try:
        result = parse_or()
    except ValueError:
        return None
    return result if pos == len(tokens) else None

# tests
assert [boolean_expression_eval(e, {}) for e in ("true", "true or false", "false and true")] == [True, True, False]
assert boolean_expression_eval("not true or true", {}) is True
assert boolean_expression_eval("false or true and false", {}) is False
assert boolean_expression_eval("(false or true) and not false", {}) is True
assert boolean_expression_eval("a and not b", {"a": 1, "b": 0}) is True
assert boolean_expression_eval("not not x", {"x": ""}) is False
assert boolean_expression_eval("true and false or true", {}) is True
assert boolean_expression_eval("y or x", {"x": True}) is None
assert boolean_expression_eval("", {}) is None
assert [boolean_expression_eval(e, {"and": 1}) for e in ("(true", "true)", "true false", "and", "true or", "not", "(true false")] == [None] * 7
