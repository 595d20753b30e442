# query: Parse configuration text with one "key = value" per line into a dict: whitespace around keys and values is
# trimmed, blank lines and lines starting with "#" are ignored, lines without "=" or with an empty key are skipped,
# a value wrapped in matching double quotes loses them, and a later key overrides an earlier one.
def read_key_value_config(text):
    result = {}
    for raw in text.split("\n"):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition("=")
        key = key.strip()
        value = value.strip()
        if not sep or not key:
            continue
        if len(value) >= 2 and value[0] == '"' and value[-1] == '"':
            value = value[1:-1]
        result[key] = value
    return result

# tests
assert read_key_value_config("") == {}
assert read_key_value_config('a = "x\nb = y"') == {'a': '"x', 'b': 'y"'}
assert read_key_value_config("  name =  Bob  \n# comment\n\nport=80") == {'name': 'Bob', 'port': '80'}
assert read_key_value_config("a=1\na=2") == {'a': '2'}
assert read_key_value_config("novalue\n=5\nx=") == {'x': ''}
assert read_key_value_config('msg = "hi there"') == {'msg': 'hi there'}
assert read_key_value_config('q = "') == {'q': '"'}
assert read_key_value_config("url=http://h/?a=b") == {'url': 'http://h/?a=b'}
assert read_key_value_config('e=""\n  # k=v') == {'e': ''}
