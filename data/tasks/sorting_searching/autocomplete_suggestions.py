# query: For every prefix of the typed text (first character, first two, ...), return up to three of the given
# product names that start with that prefix, choosing the lexicographically smallest; one list per prefix.
import bisect
def autocomplete_suggestions(products, typed):
    ordered = sorted(products)
    out = []
    for i in range(1, len(typed) + 1):
        prefix = typed[:i]
        start = bisect.bisect_left(ordered, prefix)
        matches = []
        for word in ordered[start:start + 3]:
            if word.startswith(prefix):
                matches.append(word)
        out.append(matches)
    return out

# tests
assert autocomplete_suggestions(["a"], "") == []
assert autocomplete_suggestions([], "ab") == [[], []]
assert autocomplete_suggestions(["mobile", "mouse", "moneypot", "monitor", "mousepad"], "mouse") == [['mobile', 'moneypot', 'monitor'], ['mobile', 'moneypot', 'monitor'], ['mouse', 'mousepad'], ['mouse', 'mousepad'], ['mouse', 'mousepad']]
assert autocomplete_suggestions(["havana"], "tatiana") == [[], [], [], [], [], [], []]
assert autocomplete_suggestions(["bags", "baggage", "banner", "box", "cloths"], "bags") == [['baggage', 'bags', 'banner'], ['baggage', 'bags', 'banner'], ['baggage', 'bags'], ['bags']]
assert autocomplete_suggestions(["ab", "a", "abc", "abd", "abe"], "ab") == [['a', 'ab', 'abc'], ['ab', 'abc', 'abd']]
assert autocomplete_suggestions(["b", "c"], "a") == [[]]
assert autocomplete_suggestions(["car", "cat", "cab", "cap"], "ca") == [['cab', 'cap', 'car'], ['cab', 'cap', 'car']]
