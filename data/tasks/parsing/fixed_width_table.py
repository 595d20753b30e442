# query: Parse command output laid out in fixed-width columns: the first non-blank line is a header whose words start
# the columns, each column spans from its start to the next column's start (the last to the end of the line), and
# every later non-blank line becomes a dict from header word to its trimmed slice.
def fixed_width_table(text):
    lines = [l for l in text.split("\n") if l.strip()]
    if not lines:
        return []
    header = lines[0]
    starts = [i for i, ch in enumerate(header) if ch != " " and (i == 0 or header[i - 1] == " ")]
    names = [header[s:].split()[0] for s in starts]
    rows = []
    for line in lines[1:]:
        row = {}
        for k, s in enumerate(starts):
            e = starts[k + 1] if k + 1 < len(starts) else len(line)
            row[names[k]] = line[s:e].strip()
        rows.append(row)
    return rows

# tests
assert fixed_width_table("") == []
assert fixed_width_table("NAME  AGE\nbob   42\nalice 7") == [{"NAME": "bob", "AGE": "42"}, {"NAME": "alice", "AGE": "7"}]
assert fixed_width_table("ID  STATUS     PORTS\n1   Up 2 min   80/tcp\n") == [{"ID": "1", "STATUS": "Up 2 min", "PORTS": "80/tcp"}]
assert fixed_width_table("  A B\n  1 2") == [{"A": "1", "B": "2"}]
assert fixed_width_table("A   B\nx") == [{"A": "x", "B": ""}]
assert fixed_width_table("A\n\n  \nval") == [{"A": "val"}]
assert fixed_width_table("K  V\nab cdefg") == [{"K": "ab", "V": "cdefg"}]
assert fixed_width_table("A B\n") == []
assert fixed_width_table("X  Y  Z\n1  2  3  4") == [{"X": "1", "Y": "2", "Z": "3  4"}]
