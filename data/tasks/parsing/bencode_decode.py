# query: Decode a bencoded string (the BitTorrent format): "i<int>e" integers without leading zeros or "-0",
# "<len>:<text>" strings, "l...e" lists and "d...e" dicts with string keys; the whole input must be one value, else
# return None.
def bencode_decode(text):
    def parse(i):
        if i >= len(text):
            raise ValueError
        ch = text[i]
        if ch == "i":
            end = text.index("e", i)
            body = text[i + 1:end]
            digits = body[1:] if body.startswith("-") else body
            if not digits.isdigit() or (digits[0] == "0" and (len(digits) > 1 or body != digits)):
                raise ValueError
            return int(body), end + 1
        if ch.isdigit():
            colon = text.index(":", i)
            length_text = text[i:colon]
            if not length_text.isdigit():
                raise ValueError
            end = colon + 1 + int(length_text)
            if end > len(text):
                raise ValueError
            return text[colon + 1:end], end
        if ch in "ld":
            items = []
            i += 1
            while i < len(text) and text[i] != "e":
                value, i = parse(i)
                items.append(value)
            if i >= len(text):
                raise ValueError
            if ch == "l":
                return items, i + 1
            if len(items) % 2 or not all(isinstance(k, str) for k in items[::2]):
                raise ValueError
            return dict(zip(items[::2], items[1::2])), i + 1
        raise ValueError
    try:
        value, end = parse(0)
    except ValueError:
        return None
    return value if end == len(text) else None

# tests
assert bencode_decode("i42e") == 42
assert bencode_decode("i-3e") == -3
assert bencode_decode("i0e") == 0
assert bencode_decode("4:spam") == "spam"
assert bencode_decode("0:") == ""
assert bencode_decode("l4:spami42ee") == ["spam", 42]
assert bencode_decode("d3:bar4:spam3:fooi42ee") == {"bar": "spam", "foo": 42}
assert bencode_decode("d1:ald1:xleeee") == {"a": [{"x": []}]}
assert bencode_decode("le") == []
assert [bencode_decode(t) for t in ("", "i-0e", "i03e", "ie", "5:spam", "l4:spam", "di1ei2ee", "d1:ae", "i1ei2e", "x", "li")] == [None] * 11
