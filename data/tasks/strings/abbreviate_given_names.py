# query: Abbreviate every name but the last in a full name to an upper-case initial with a period, keeping hyphenated
# given names hyphenated ("Jean-Paul Sartre" gives "J.-P. Sartre"); words are split on whitespace and rejoined with
# single spaces, and a single name is returned as is.
def abbreviate_given_names(full_name):
    words = full_name.split()
    if len(words) <= 1:
        return " ".join(words)
    initials = []
    for w in words[:-1]:
        parts = [p[0].upper() + "." for p in w.split("-") if p]
        initials.append("-".join(parts))
    return " ".join(initials + [words[-1]])

# tests
assert abbreviate_given_names("John Ronald Reuel Tolkien") == "J. R. R. Tolkien"
assert abbreviate_given_names("Jean-Paul Sartre") == "J.-P. Sartre"
assert abbreviate_given_names("Plato") == "Plato"
assert abbreviate_given_names("") == ""
assert abbreviate_given_names("  ada   lovelace ") == "A. lovelace"
assert abbreviate_given_names("Mary Ann Evans") == "M. A. Evans"
assert abbreviate_given_names("a b") == "A. b"
assert abbreviate_given_names("X-ray-- Yankee Z") == "X.-R. Y. Z"
