# query: Parse a Cache-Control header such as 'max-age=3600, no-cache, s-maxage="60"' into a dict of lowercased
# directive names: a directive without "=" maps to True, a value loses surrounding double quotes and becomes an int if
# it is all digits, else stays a string; empty entries are skipped and the first occurrence of a name wins.
def cache_control_directives(value):
    out = {}
    for part in value.split(","):
        name, eq, arg = part.strip().partition("=")
        name = name.strip().lower()
        if not name or name in out:
            continue
        if not eq:
            out[name] = True
            continue
        arg = arg.strip()
        if len(arg) >= 2 and arg[0] == arg[-1] == '"':
            arg = arg[1:-1]
        out[name] = int(arg) if arg.isdigit() else arg
    return out

# tests
assert cache_control_directives('max-age=3600, no-cache, private, s-maxage="60"') == {"max-age": 3600, "no-cache": True, "private": True, "s-maxage": 60}
assert cache_control_directives("") == {}
assert cache_control_directives("No-Store") == {"no-store": True}
assert cache_control_directives("max-age=0") == {"max-age": 0}
assert cache_control_directives('no-cache="Set-Cookie"') == {"no-cache": "Set-Cookie"}
assert cache_control_directives("max-age=10, MAX-AGE=20") == {"max-age": 10}
assert cache_control_directives(" , ,public") == {"public": True}
assert cache_control_directives('x="", y="') == {"x": "", "y": '"'}
assert cache_control_directives("max-age=-1, stale = 5") == {"max-age": "-1", "stale": 5}
assert cache_control_directives("=5, immutable") == {"immutable": True}
