# query: Break source text into tokens as (kind, text) pairs: "num" for digit runs with at most one decimal point
# inside, "name" for a letter or underscore followed by letters, digits or underscores, "op" for "==", "!=", "<=", ">="
# or any other single symbol; spaces separate tokens and are dropped.
def lex_source_tokens(src):
    tokens = []
    i = 0
    n = len(src)
    while i < n:
        ch = src[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit():
            j = i
            seen_dot = False
            while j < n and (src[j].isdigit() or (src[j] == '.' and not seen_dot and j + 1 < n and src[j + 1].isdigit())):
                if src[j] == '.':
                    seen_dot = True
                j += 1
            tokens.append(('num', src[i:j]))
            i = j
        elif ch.isalpha() or ch == '_':
            j = i + 1
            while j < n and (src[j].isalnum() or src[j] == '_'):
                j += 1
            tokens.append(('name', src[i:j]))
            i = j
        elif src[i:i + 2] in ('==', '!=', '<=', '>='):
            tokens.append(('op', src[i:i + 2]))
            i += 2
        else:
            tokens.append(('op', ch))
            i += 1
    return tokens

# tests
assert lex_source_tokens('') == []
assert lex_source_tokens('x') == [('name', 'x')]
assert lex_source_tokens('a1_b=42') == [('name', 'a1_b'), ('op', '='), ('num', '42')]
assert lex_source_tokens('3.14*r') == [('num', '3.14'), ('op', '*'), ('name', 'r')]
assert lex_source_tokens('1.2.3') == [('num', '1.2'), ('op', '.'), ('num', '3')]
assert lex_source_tokens('5.') == [('num', '5'), ('op', '.')]
assert lex_source_tokens('x<=y != z') == [('name', 'x'), ('op', '<='), ('name', 'y'), ('op', '!='), ('name', 'z')]
assert lex_source_tokens('a<b') == [('name', 'a'), ('op', '<'), ('name', 'b')]
assert lex_source_tokens('_t  ==9') == [('name', '_t'), ('op', '=='), ('num', '9')]
assert lex_source_tokens('(2)') == [('op', '('), ('num', '2'), ('op', ')')]
