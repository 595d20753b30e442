# query: Parse a pip requirements line into (normalized name, sorted lowercase extras, version specifier without spaces,
# environment marker after ";"), where the name is letters, digits, ".", "_" and "-" starting and ending alphanumeric
# and normalized to lowercase with runs of "._-" replaced by "-", extras come in "[...]" and "#" starts a comment;
# return None for a line without a valid name or with an unclosed "[".
import re
def requirement_line_parts(line):
    text = line.split("#", 1)[0].strip()
    requirement, _, marker = text.partition(";")
    requirement = requirement.strip()
    i = 0
    while i < len(requirement) and (requirement[i].isalnum() or requirement[i] in "._-"):
        i += 1
    name = requirement[:i]
    if not name or not name[0].isalnum() or not name[-1].isalnum():
        return None
    rest = requirement[i:].strip()
    extras = []
    if rest.startswith("["):
        close = rest.find("]")
        if close == -1:
            return None
        extras = sorted(e.strip().lower() for e in rest[1:close].split(",") if e.strip())
        rest = rest[close + 1:]
    return (re.sub(r"[-_.]+", "-", name).lower(), extras, rest.replace(" ", ""), marker.strip())

# tests
assert requirement_line_parts("requests[security,socks]>=2.0,<3; python_version<'3.8'") == ("requests", ["security", "socks"], ">=2.0,<3", "python_version<'3.8'")
assert requirement_line_parts("Django") == ("django", [], "", "")
assert requirement_line_parts("zope.interface >= 5.0  # pinned") == ("zope-interface", [], ">=5.0", "")
assert requirement_line_parts("My__Package[B, a ,]==1.0") == ("my-package", ["a", "b"], "==1.0", "")
assert requirement_line_parts("pkg; sys_platform == 'win32'") == ("pkg", [], "", "sys_platform == 'win32'")
assert requirement_line_parts("x[]") == ("x", [], "", "")
assert requirement_line_parts("a.b-c_d ~= 1.4.2") == ("a-b-c-d", [], "~=1.4.2", "")
assert requirement_line_parts("A1") == ("a1", [], "", "")
assert requirement_line_parts("pkg[extra") is None
assert [requirement_line_parts(t) for t in ("", "# comment only", "-e .", "a-", "_a", ">=1.0")] == [None] * 6
