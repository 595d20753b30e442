# query: Suggest new friends for a person from a dict mapping each person to the people they are friends with
# (friendship is mutual): everyone who is neither the person nor already a friend but shares at least one friend,
# ordered by the number of mutual friends (most first) and then by name.
def friend_suggestions(friends, person):
    direct = set(friends.get(person, ()))
    mutual = {}
    for f in direct:
        for g in friends.get(f, ()):
            if g != person and g not in direct:
                mutual[g] = mutual.get(g, 0) + 1
    return sorted(mutual, key=lambda g: (-mutual[g], g))

# tests
assert friend_suggestions({}, "ann") == []
assert friend_suggestions({"ann": []}, "ann") == []
assert friend_suggestions({"ann": ["bob"], "bob": ["ann"]}, "ann") == []
assert friend_suggestions({"ann": ["bob"], "bob": ["ann", "cat"], "cat": ["bob"]}, "ann") == ["cat"]
assert friend_suggestions({"ann": ["bob", "cat"], "bob": ["ann", "dan"], "cat": ["ann", "dan", "eve"], "dan": ["bob", "cat"], "eve": ["cat"]}, "ann") == ["dan", "eve"]
assert friend_suggestions({"ann": ["bob", "cat"], "bob": ["ann", "zed", "cat"], "cat": ["ann", "bob", "amy"]}, "ann") == ["amy", "zed"]
assert friend_suggestions({"a": ["b", "c", "d"], "b": ["a", "x", "y"], "c": ["a", "y"], "d": ["a", "y", "x", "z"]}, "a") == ["y", "x", "z"]
assert friend_suggestions({"a": ["b"], "b": ["a", "c"], "c": ["b", "d"], "d": ["c"]}, "a") == ["c"]
