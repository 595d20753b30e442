# query: Remove comments from C-like source code: "//" comments are dropped up to (not including) the end of the line,
# each "/* ... */" comment is replaced by one space (an unterminated one removes the rest), and nothing inside double-
# or single-quoted literals counts as a comment (a backslash escapes the next character inside a literal).
def strip_c_comments(code):
    out = []
    i = 0
    n = len(code)
    quote = None
    while i < n:
        ch = code[i]
        if quote:
            out.append(ch)
            if ch == "\\" and i + 1 < n:
                out.append(code[i + 1])
                i += 1
            elif ch == quote:
                quote = None
        elif ch in "\"'":
            quote = ch
            out.append(ch)
        elif code.startswith("//", i):
            end = code.find("\n", i)
            i = n if end == -1 else end
            continue
        elif code.startswith("/*", i):
            end = code.find("*/", i + 2)
            out.append(" ")
            i = n if end == -1 else end + 2
            continue
        else:
            out.append(ch)
        i += 1
    return "".join(out)

# tests
assert strip_c_comments("int a; // note\nint b;") == "int a; \nint b;"
assert strip_c_comments("") == ""
assert strip_c_comments("a/* x */b") == "a b"
assert strip_c_comments("x = 1; // end") == "x = 1; "
assert strip_c_comments('s = "// not a comment"; // yes') == 's = "// not a comment"; '
assert strip_c_comments("c = '/*'; /* gone */ d") == "c = '/*';   d"
assert strip_c_comments('p = "a\\"//b"; q') == 'p = "a\\"//b"; q'
assert strip_c_comments("a /* open\nforever") == "a  "
assert strip_c_comments("a/**/b/*/ c */d") == "a b d"
assert strip_c_comments("x / y /z//\n") == "x / y /z\n"
