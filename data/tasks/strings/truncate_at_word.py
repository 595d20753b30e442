# query: Shorten a text of space-separated words to at most `limit` characters (limit >= 3): text that fits is returned
# unchanged; otherwise keep as many whole leading words as fit together with a trailing "...", and if not even the
# first word fits, cut the text to limit - 3 characters and add "...".
def truncate_at_word(text, limit):
    if len(text) <= limit:
        return text
    room = limit - 3
    kept = ""
    for word in text.split(" "):
        candidate = word if not kept else kept + " " + word
        if len(candidate) > room:
            break
        kept = candidate
    if not kept:
        return text[:room] + "..."
    return kept + "..."

# tests
assert truncate_at_word("short", 10) == "short"
assert truncate_at_word("exactly10!", 10) == "exactly10!"
assert truncate_at_word("The quick brown fox", 15) == "The quick..."
assert truncate_at_word("The quick brown fox", 18) == "The quick brown..."
assert truncate_at_word("The quick brown fox", 19) == "The quick brown fox"
assert truncate_at_word("Supercalifragilistic word", 10) == "Superca..."
assert truncate_at_word("one two", 6) == "one..."
assert truncate_at_word("one two", 5) == "on..."
assert truncate_at_word("a b c d", 6) == "a b..."
