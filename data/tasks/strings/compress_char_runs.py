# query: Compress a string by replacing each maximal run of a repeated character with the character followed
# by the run length, writing runs of length 1 as the bare character; an empty string gives an empty string.
def compress_char_runs(text):
    if not text:
        return ""
    parts = []
    run_char = text[0]
    run_len = 1
    for ch in text[1:]:
        if ch == run_char:
            run_len += 1
            continue
        parts.append(run_char if run_len == 1 else run_char + str(run_len))
        run_char = ch
        run_len = 1
    parts.append(run_char if run_len == 1 else run_char + str(run_len))
    return "".join(parts)

# tests
assert compress_char_runs("") == ""
assert compress_char_runs("a") == "a"
assert compress_char_runs("aa") == "a2"
assert compress_char_runs("aaabcc") == "a3bc2"
assert compress_char_runs("abc") == "abc"
assert compress_char_runs("aabbbaa") == "a2b3a2"
assert compress_char_runs("zzzzzzzzzzzz") == "z12"
assert compress_char_runs("xyy") == "xy2"
