# query: Parse an HTTP Cookie header value like "a=1; b = two" into a dict of name to value, trimming spaces, removing
# one pair of surrounding double quotes from a value, skipping pieces with no "=" or an empty name, and keeping the
# first value when a name repeats.
def cookie_header_map(header):
    cookies = {}
    for piece in header.split(';'):
        name, sep, value = piece.partition('=')
        name = name.strip()
        value = value.strip()
        if not sep or name == '':
            continue
        if len(value) >= 2 and value[0] == '"' and value[-1] == '"':
            value = value[1:-1]
        if name not in cookies:
            cookies[name] = value
    return cookies

# tests
assert cookie_header_map('') == {}
assert cookie_header_map('r=ab"') == {'r': 'ab"'}
assert cookie_header_map('a=1; b = two ;c=3') == {'a': '1', 'b': 'two', 'c': '3'}
assert cookie_header_map('id=1; id=2') == {'id': '1'}
assert cookie_header_map('s="quoted value"') == {'s': 'quoted value'}
assert cookie_header_map('q="') == {'q': '"'}
assert cookie_header_map('q=""') == {'q': ''}
assert cookie_header_map('flag; =x; k=') == {'k': ''}
assert cookie_header_map('t=a=b') == {'t': 'a=b'}
assert cookie_header_map('h="x') == {'h': '"x'}
