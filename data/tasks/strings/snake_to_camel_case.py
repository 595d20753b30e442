# query: Convert a snake_case name to lowerCamelCase: split on underscores, ignore empty pieces, lowercase the first
# piece and capitalize the rest (first letter upper, others lower); a name with no pieces gives "".
def snake_to_camel_case(name):
    parts = [p for p in name.split("_") if p]
    if not parts:
        return ""
    out = parts[0].lower()
    for p in parts[1:]:
        out += p[0].upper() + p[1:].lower()
    return out

# tests
assert snake_to_camel_case("user_id") == "userId"
assert snake_to_camel_case("") == ""
assert snake_to_camel_case("___") == ""
assert snake_to_camel_case("single") == "single"
assert snake_to_camel_case("HTTP_server_ERROR") == "httpServerError"
assert snake_to_camel_case("__private__name_") == "privateName"
assert snake_to_camel_case("a_b_c") == "aBC"
assert snake_to_camel_case("total_2024_sales") == "total2024Sales"
assert snake_to_camel_case("x__y") == "xY"
