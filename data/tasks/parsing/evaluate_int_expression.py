# query: Evaluate an integer arithmetic expression string with non-negative integer literals, + - * /, parentheses
# and spaces, using normal precedence and left-to-right associativity, where / divides truncating toward zero;
# return None on division by zero.
def evaluate_int_expression(text):
    s = text.replace(' ', '')
    pos = 0
    def peek():
        return s[pos] if pos < len(s) else ''
    def parse_expr():
        nonlocal pos
        value = parse_term()
        while peek() in ('+', '-'):
            op = s[pos]
            pos += 1
            rhs = parse_term()
            if value is None or rhs is None:
                return None
            value = value + rhs if op == '+' else value - rhs
        return value
    def parse_term():
        nonlocal pos
        value = parse_atom()
        while peek() in ('*', '/'):
            op = s[pos]
            pos += 1
            rhs = parse_atom()
            if value is None or rhs is None:
                return None
            if op == '*':
                value = value * rhs
            elif rhs == 0:
                return None
            else:
                q = abs(value) // abs(rhs)
                value = q if (value < 0) == (rhs < 0) else -q
        return value
    def parse_atom():
        nonlocal pos
        if peek() == '(':
            pos += 1
            value = parse_expr()
            pos += 1
            return value
        start = pos
        while pos < len(s) and s[pos].isdigit():
            pos += 1
        return int(s[start:pos])
    return parse_expr()

# tests
assert evaluate_int_expression('2+3*4') == 14
assert evaluate_int_expression('10 - 4 - 3') == 3
assert evaluate_int_expression('6/0-1') is None
assert evaluate_int_expression('100/10/5') == 2
assert evaluate_int_expression('7/2+1/0') is None
assert evaluate_int_expression('(6/0)*2') is None
assert evaluate_int_expression('(1-8)/2*(3/0)') is None
assert evaluate_int_expression('6/(3-3)') is None
assert evaluate_int_expression('2*(3+(4-1))*2 - 5') == 19
assert evaluate_int_expression('8/(0-3)+1') == -1
