# query: Fill a template whose placeholders are written "{name}": a placeholder whose name is a key of the values dict
# becomes str() of its value, any other brace text is kept literally, and "{{" and "}}" stand for single braces;
# substituted values are not scanned again.
def fill_brace_template(template, values):
    out = []
    i = 0
    n = len(template)
    while i < n:
        ch = template[i]
        if ch in "{}" and i + 1 < n and template[i + 1] == ch:
            out.append(ch)
            i += 2
            continue
        if ch == "{":
            end = template.find("}", i + 1)
            if end != -1:
                name = template[i + 1:end]
                if name in values:
                    out.append(str(values[name]))
                    i = end + 1
                    continue
        out.append(ch)
        i += 1
    return "".join(out)

# tests
assert fill_brace_template("Hello {name}!", {"name": "Ann"}) == "Hello Ann!"
assert fill_brace_template("{a}{b}", {"a": 1, "b": 2}) == "12"
assert fill_brace_template("{{literal}}", {"literal": "x"}) == "{literal}"
assert fill_brace_template("{missing} stays", {}) == "{missing} stays"
assert fill_brace_template("", {}) == ""
assert fill_brace_template("open { brace", {}) == "open { brace"
assert fill_brace_template("{{{a}}}", {"a": 5}) == "{5}"
assert fill_brace_template("end {", {"": 1}) == "end {"
assert fill_brace_template("{a}", {"a": "{b}", "b": 1}) == "{b}"
assert fill_brace_template("x{}y}", {"": "E"}) == "xEy}"
