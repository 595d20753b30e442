# query: Format one CSV row: None becomes an empty field, other values are converted with str(), and a field that
# contains the delimiter, a double quote, "\n" or "\r", or starts or ends with a space, is wrapped in double quotes
# with inner quotes doubled; fields are joined with the delimiter.
def format_csv_row(fields, delimiter):
    out = []
    for f in fields:
        if f is None:
            out.append("")
            continue
        text = str(f)
        if text != text.strip(" ") or any(c in text for c in (delimiter, '"', "\n", "\r")):
            text = '"' + text.replace('"', '""') + '"'
        out.append(text)
    return delimiter.join(out)

# tests
assert format_csv_row(["a", "b"], ",") == "a,b"
assert format_csv_row([], ",") == ""
assert format_csv_row(["a,b", "c"], ",") == '"a,b",c'
assert format_csv_row(['say "hi"'], ",") == '"say ""hi"""'
assert format_csv_row(["x;y", "z"], ";") == '"x;y";z'
assert format_csv_row(["a,b"], ";") == "a,b"
assert format_csv_row([None, 3, ""], ",") == ",3,"
assert format_csv_row([" pad", "tail "], ",") == '" pad","tail "'
assert format_csv_row(["line\nbreak", "cr\r"], ",") == '"line\nbreak","cr\r"'
