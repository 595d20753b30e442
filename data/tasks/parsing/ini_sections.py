# query: Parse INI text into a dict of section name to dict of settings: "[name]" lines start (or reopen) a section,
# other lines split at their first "=" or ":" into a lowercased key and a value, both trimmed; blank lines, lines
# starting with "#" or ";", lines without a separator and empty keys are skipped, later keys win, and settings
# before any section go under "" (left out when there are none).
def ini_sections(text):
    result = {}
    current = result.setdefault("", {})
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line[0] in "#;":
            continue
        if line.startswith("[") and line.endswith("]"):
            current = result.setdefault(line[1:-1].strip(), {})
            continue
        for i, ch in enumerate(line):
            if ch in "=:":
                key = line[:i].strip().lower()
                if key:
                    current[key] = line[i + 1:].strip()
                break
    if not result[""]:
        del result[""]
    return result

# tests
assert ini_sections("") == {}
assert ini_sections("[a]\nx=1") == {"a": {"x": "1"}}
assert ini_sections("top = 1\n[s]\nk: v") == {"": {"top": "1"}, "s": {"k": "v"}}
assert ini_sections("[s]\n\n# x = 1\n; y: 2\nK = a=b\n[ab=c\nlist = [1, 2]") == {"s": {"k": "a=b", "[ab": "c", "list": "[1, 2]"}}
assert ini_sections("[s]\nx=1\n[t]\n[s]\ny=2") == {"s": {"x": "1", "y": "2"}, "t": {}}
assert ini_sections("[ sp ]\nnoeq\n=v\nk=") == {"sp": {"k": ""}}
assert ini_sections("url: http://x") == {"": {"url": "http://x"}}
assert ini_sections("[a]\nx=1\nx=2") == {"a": {"x": "2"}}
assert ini_sections("[A]\r\n  b  =  c  \r\n") == {"A": {"b": "c"}}
