# query: Make a string safe as a Windows file name: replace each of <>:"/\|?* and each control character (code below 32)
# by "_", strip trailing spaces and dots, use "_" if nothing is left, and prefix "_" when the part before the first
# "." is a reserved device name (CON, PRN, AUX, NUL, COM1-COM9, LPT1-LPT9, any case).
def sanitize_filename(name):
    reserved = {"con", "prn", "aux", "nul"}
    reserved |= {"com" + str(i) for i in range(1, 10)} | {"lpt" + str(i) for i in range(1, 10)}
    out = []
    for ch in name:
        if ch in '<>:"/\\|?*' or ord(ch) < 32:
            out.append("_")
        else:
            out.append(ch)
    cleaned = "".join(out).rstrip(" .")
    if not cleaned:
        return "_"
    if cleaned.split(".")[0].lower() in reserved:
        cleaned = "_" + cleaned
    return cleaned

# tests
assert sanitize_filename("report.pdf") == "report.pdf"
assert sanitize_filename('a<b>c:d"e') == "a_b_c_d_e"
assert sanitize_filename("a/b\\c|d?e*f") == "a_b_c_d_e_f"
assert sanitize_filename("trailing. . ") == "trailing"
assert sanitize_filename("...") == "_"
assert sanitize_filename("con.txt") == "_con.txt"
assert [sanitize_filename(n) for n in ("COM1.log", "com9", "COM0", "COM10")] == ["_COM1.log", "_com9", "COM0", "COM10"]
assert [sanitize_filename(n) for n in ("LPT1", "lpt9.txt", "LPT0", "LPT10")] == ["_LPT1", "_lpt9.txt", "LPT0", "LPT10"]
assert sanitize_filename("aux") == "_aux"
assert sanitize_filename(" a b\x1f") == " a b_"
