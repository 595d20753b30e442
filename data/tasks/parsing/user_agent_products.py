# query: List the product tokens of a User-Agent string as (name, version) pairs in order: tokens are separated by
# spaces, "name/version" splits at the first "/" (no "/" gives an empty version), and comments in parentheses, which
# may nest, are skipped.
def user_agent_products(ua):
    products = []
    depth = 0
    token = ""
    for ch in ua + " ":
        if ch == "(":
            depth += 1
        elif ch == ")":
            if depth > 0:
                depth -= 1
        elif depth == 0:
            if ch == " ":
                if token:
                    name, _, version = token.partition("/")
                    products.append((name, version))
                    token = ""
            else:
                token += ch
    return products

# tests
assert user_agent_products("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36") == [("Mozilla", "5.0"), ("AppleWebKit", "537.36"), ("Chrome", "120.0"), ("Safari", "537.36")]
assert user_agent_products("") == []
assert user_agent_products("curl/8.4.0") == [("curl", "8.4.0")]
assert user_agent_products("Bot (a (nested) comment) x/1/2") == [("Bot", ""), ("x", "1/2")]
assert user_agent_products("  a/1   b  ") == [("a", "1"), ("b", "")]
assert user_agent_products("a) b/2") == [("a", ""), ("b", "2")]
assert user_agent_products("x/1 (unclosed y/2") == [("x", "1")]
assert user_agent_products("ab(c)de/3") == [("abde", "3")]
