# query: Normalize a MAC address written as six hex pairs separated consistently by ":" or "-", as three groups of four
# hex digits separated by ".", or as 12 bare hex digits (any case, surrounding spaces ignored) to lowercase
# "aa:bb:cc:dd:ee:ff"; return None for anything else.
def mac_address_normalize(text):
    t = text.strip().lower()
    if len(t) == 17 and t[2] in ":-" and all(t[i] == t[2] for i in range(2, 17, 3)):
        digits = "".join(t[i:i + 2] for i in range(0, 17, 3))
    elif len(t) == 14 and t[4] == "." and t[9] == ".":
        digits = t[0:4] + t[5:9] + t[10:14]
    elif len(t) == 12:
        digits = t
    else:
        return None
    if any(c not in "0123456789abcdef" for c in digits):
        return None
    return ":".join(digits[i:i + 2] for i in range(0, 12, 2))

# tests
assert mac_address_normalize("AA:BB:CC:DD:EE:FF") == "aa:bb:cc:dd:ee:ff"
assert mac_address_normalize("aa-bb-cc-dd-ee-ff") == "aa:bb:cc:dd:ee:ff"
assert mac_address_normalize("aabb.ccdd.eeff") == "aa:bb:cc:dd:ee:ff"
assert mac_address_normalize("AABBCCDDEEFF") == "aa:bb:cc:dd:ee:ff"
assert mac_address_normalize(" 01:23:45:67:89:ab ") == "01:23:45:67:89:ab"
assert mac_address_normalize("0123.4567.89ab") == "01:23:45:67:89:ab"
assert mac_address_normalize("aa:bb:cc:dd:ee-ff") is None
assert mac_address_normalize("aa:bb:cc:dd:ee:fg") is None
assert mac_address_normalize("aa:bb:cc:dd:ee") is None
assert [mac_address_normalize(m) for m in ("aabb.ccdd:eeff", "aa.bb.cc.dd.ee.f", "0123456789ag", "", "aa.bb.cc.dd.ee.ff", "aabb-ccdd.eeff")] == [None] * 6
