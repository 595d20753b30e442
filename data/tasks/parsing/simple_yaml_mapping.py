# query: Parse a YAML subset of nested mappings into dicts: each non-blank, non-"#" line is "key: value" or "key:" at
# some indentation in spaces; a "key:" line followed by deeper lines opens a nested mapping (else its value is None);
# values are unquoted from '...' or "...", true/false become bools, null or ~ None, optionally signed digit strings
# ints, and anything else stays a string; return None for a line without ":", an empty key or an inconsistent indent.
def simple_yaml_mapping(text):
    def scalar(v):
        if len(v) >= 2 and v[0] == v[-1] and v[0] in "'\"":
            return v[1:-1]
        if v in ("true", "false"):
            return v == "true"
        if v in ("null", "~"):
            return None
        body = v[1:] if v[0] == "-" else v
        return int(v) if body.isdigit() else v
    root = {}
    stack = [(0, root)]
    pending = None
    for raw in text.split("\n"):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        indent = len(raw) - len(raw.lstrip(" "))
        if pending is not None and indent > stack[-1][0]:
            child = {}
            stack[-1][1][pending] = child
            stack.append((indent, child))
        pending = None
        while len(stack) > 1 and stack[-1][0] > indent:
            stack.pop()
        if stack[-1][0] != indent:
            return None
        key, sep, value = raw.strip().partition(":")
        key, value = key.strip(), value.strip()
        if not sep or not key:
            return None
        stack[-1][1][key] = None if value == "" else scalar(value)
        if value == "":
            pending = key
    return root

# tests
assert simple_yaml_mapping("") == {}
assert simple_yaml_mapping("a: 1\nb: text\nc: ''\nd: '\ne: \"a'") == {"a": 1, "b": "text", "c": "", "d": "'", "e": "\"a'"}
assert simple_yaml_mapping("db:\n  host: x\n  port: 5432\nname: app") == {"db": {"host": "x", "port": 5432}, "name": "app"}
assert simple_yaml_mapping("a:\n  b:\n    c: -3\n  d: true\ne: ~") == {"a": {"b": {"c": -3}, "d": True}, "e": None}
assert simple_yaml_mapping("k:\nv: 2\nx:\n  y:\n  c: 3") == {"k": None, "v": 2, "x": {"y": None, "c": 3}}
assert simple_yaml_mapping("q: '12'\nr: \"x: y\"\ns: false\nt: null\nu: -") == {"q": "12", "r": "x: y", "s": False, "t": None, "u": "-"}
assert simple_yaml_mapping("# c\nurl: http://h:80/\n\n  # indented comment\nn: 1.5") == {"url": "http://h:80/", "n": "1.5"}
assert simple_yaml_mapping("  a: 1") is None
assert simple_yaml_mapping("a:\n    b: 1\n  c: 2") is None
assert [simple_yaml_mapping(t) for t in ("just text", ": v", "a: 1\n b: 2")] == [None, None, None]
