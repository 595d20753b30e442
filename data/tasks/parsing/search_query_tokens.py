# query: Tokenize a search-box query into (kind, field, value) triples: a double-quoted phrase (a missing closing quote
# runs to the end, an empty phrase is dropped) gives ("phrase", "", text), and other space-separated words give
# ("exclude", "", rest) when they start with "-" and are longer than 1, ("field", name lowercased, value) when they
# contain a ":" with text on both sides, and ("term", "", word) otherwise.
def search_query_tokens(query):
    tokens = []
    i = 0
    n = len(query)
    while i < n:
        if query[i] == " ":
            i += 1
            continue
        if query[i] == '"':
            end = query.find('"', i + 1)
            if end == -1:
                end = n
            if end > i + 1:
                tokens.append(("phrase", "", query[i + 1:end]))
            i = end + 1
            continue
        j = i
        while j < n and query[j] != " ":
            j += 1
        word = query[i:j]
        i = j
        colon = word.find(":")
        if word[0] == "-" and len(word) > 1:
            tokens.append(("exclude", "", word[1:]))
        elif 0 < colon < len(word) - 1:
            tokens.append(("field", word[:colon].lower(), word[colon + 1:]))
        else:
            tokens.append(("term", "", word))
    return tokens

# tests
assert search_query_tokens('foo "exact phrase" -bar tag:x') == [("term", "", "foo"), ("phrase", "", "exact phrase"), ("exclude", "", "bar"), ("field", "tag", "x")]
assert search_query_tokens("") == []
assert search_query_tokens('"') == []
assert search_query_tokens('"open phrase') == [("phrase", "", "open phrase")]
assert search_query_tokens("- a") == [("term", "", "-"), ("term", "", "a")]
assert search_query_tokens("a:b:c Tag:X :x y:") == [("field", "a", "b:c"), ("field", "tag", "X"), ("term", "", ":x"), ("term", "", "y:")]
assert search_query_tokens("-tag:x") == [("exclude", "", "tag:x")]
assert search_query_tokens('""  x') == [("term", "", "x")]
assert search_query_tokens('a"b c"d') == [("term", "", 'a"b'), ("term", "", 'c"d')]
assert search_query_tokens('x"y z"') == [("term", "", 'x"y'), ("term", "", 'z"')]
