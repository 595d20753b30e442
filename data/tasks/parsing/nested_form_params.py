# query: Decode a form-encoded query string with bracket nesting, as PHP and Rails do: "a[b]=1&a[c]=2" gives
# {"a": {"b": "1", "c": "2"}}, a key ending in "[]" appends to a list ("d[]=3&d[]=4" gives {"d": ["3", "4"]}), plain
# keys map to strings, and keys and values are percent-decoded with "+" as space; return None when a name is used both
# as a value and as a container, or a bracket is not closed.
from urllib.parse import unquote_plus
def nested_form_params(query):
    root = {}
    for pair in query.split("&"):
        if not pair:
            continue
        raw_key, _, raw_value = pair.partition("=")
        key, value = unquote_plus(raw_key), unquote_plus(raw_value)
        base, bracket, rest = key.partition("[")
        if bracket and not rest.endswith("]"):
            return None
        names = [base] + (rest[:-1].split("][") if bracket else [])
        append = len(names) > 1 and names[-1] == ""
        if append:
            names.pop()
        node = root
        for name in names[:-1]:
            node = node.setdefault(name, {})
            if not isinstance(node, dict):
                return None
        last = names[-1]
        if append:
            node = node.setdefault(last, [])
            if not isinstance(node, list):
                return None
            node.append(value)
        elif isinstance(node.get(last), (dict, list)):
            return None
        else:
            node[last] = value
    return root

# tests
assert nested_form_params("a[b]=1&a[c]=2&d[]=3&d[]=4&e=5") == {"a": {"b": "1", "c": "2"}, "d": ["3", "4"], "e": "5"}
assert nested_form_params("") == {}
assert nested_form_params("x[y][z]=1&x[y][w]=2") == {"x": {"y": {"z": "1", "w": "2"}}}
assert nested_form_params("q=hello+world&s=%26%3D") == {"q": "hello world", "s": "&="}
assert nested_form_params("u%5Bname%5D=Ann&&flag") == {"u": {"name": "Ann"}, "flag": ""}
assert nested_form_params("a[tags][]=x&a[tags][]=y") == {"a": {"tags": ["x", "y"]}}
assert nested_form_params("k=1&k=2&=5") == {"k": "2", "": "5"}
assert nested_form_params("a=1&a[b]=2") is None
assert nested_form_params("a[b]=2&a=1") is None
assert [nested_form_params(q) for q in ("a[]=1&a[x]=2", "a[x]=1&a[]=2", "a[b=1", "a=1&a[]=2", "a[]=1&a=2")] == [None] * 5
