# query: Decode run-length text where each character is preceded by its repeat count, such as "3a2b1c" -> "aaabbc"
# (counts are one or more digits and at least 1); return an empty string for malformed input.
def expand_count_prefixed_runs(text):
    out = []
    count = ""
    for ch in text:
        if ch.isdigit():
            count += ch
        else:
            if not count or int(count) == 0:
                return ""
            out.append(ch * int(count))
            count = ""
    if count:
        return ""
    return "".join(out)

# tests
assert expand_count_prefixed_runs("") == ''
assert expand_count_prefixed_runs("3a2b1c") == 'aaabbc'
assert expand_count_prefixed_runs("12x") == 'xxxxxxxxxxxx'
assert expand_count_prefixed_runs("1 2-") == ' --'
assert expand_count_prefixed_runs("a") == ''
assert expand_count_prefixed_runs("0a2b") == ''
assert expand_count_prefixed_runs("2a3") == ''
assert expand_count_prefixed_runs("2ab") == ''
assert expand_count_prefixed_runs("10z1y") == 'zzzzzzzzzzy'
