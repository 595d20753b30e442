# query: Convert a camelCase or PascalCase identifier to snake_case: an underscore goes before an uppercase letter
# that follows a lowercase letter or digit, or that starts a new word after an acronym (as in "HTTPServer" -> "http_server").
def camel_to_snake_case(name):
    out = []
    n = len(name)
    for i, ch in enumerate(name):
        if ch.isupper() and i > 0:
            prev = name[i - 1]
            nxt = name[i + 1] if i + 1 < n else ""
            if prev.islower() or prev.isdigit():
                out.append("_")
            elif prev.isupper() and nxt.islower():
                out.append("_")
        out.append(ch.lower())
    return "".join(out)

# tests
assert camel_to_snake_case("") == ""
assert camel_to_snake_case("aB") == "a_b"
assert camel_to_snake_case("camelCase") == "camel_case"
assert camel_to_snake_case("PascalCaseName") == "pascal_case_name"
assert camel_to_snake_case("HTTPServer") == "http_server"
assert camel_to_snake_case("parseHTTPResponse") == "parse_http_response"
assert camel_to_snake_case("version2Update") == "version2_update"
assert camel_to_snake_case("my_Var") == "my_var"
assert camel_to_snake_case("AB") == "ab"
assert camel_to_snake_case("ABc") == "a_bc"
