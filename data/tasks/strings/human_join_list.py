# query: Join a list of strings into English prose: "" for none, the item itself for one, "a and b" for two, and
# "a, b and c" for more, with a comma before the final "and" ("a, b, and c") when the oxford flag is true.
def human_join_list(items, oxford):
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return items[0] + " and " + items[1]
    head = ", ".join(items[:-1])
    return head + (", and " if oxford else " and ") + items[-1]

# tests
assert human_join_list([], False) == ""
assert human_join_list(["a"], True) == "a"
assert human_join_list(["a", "b"], True) == "a and b"
assert human_join_list(["tea", "milk"], False) == "tea and milk"
assert human_join_list(["a", "b", "c"], False) == "a, b and c"
assert human_join_list(["a", "b", "c"], True) == "a, b, and c"
assert human_join_list(["x", "y", "z", "w"], False) == "x, y, z and w"
assert human_join_list(["x", "y", "z", "w"], True) == "x, y, z, and w"
