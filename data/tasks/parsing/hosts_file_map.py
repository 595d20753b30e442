# query: Parse /etc/hosts text into a dict from lowercased host name to address: each line is an address followed by
# one or more names separated by whitespace, "#" starts a comment, lines with fewer than two fields are skipped, and
# the first address given for a name wins.
def hosts_file_map(text):
    table = {}
    for raw in text.splitlines():
        fields = raw.split("#", 1)[0].split()
        for host in fields[1:]:
            table.setdefault(host.lower(), fields[0])
    return table

# tests
assert hosts_file_map("127.0.0.1 localhost\n::1 localhost ip6-localhost") == {"localhost": "127.0.0.1", "ip6-localhost": "::1"}
assert hosts_file_map("") == {}
assert hosts_file_map("# only a comment") == {}
assert hosts_file_map("10.0.0.1\n\n") == {}
assert hosts_file_map("10.0.0.1 A.example b # c d") == {"a.example": "10.0.0.1", "b": "10.0.0.1"}
assert hosts_file_map("1.1.1.1\tx\n2.2.2.2 X") == {"x": "1.1.1.1"}
assert hosts_file_map("  3.3.3.3   y  \r\n") == {"y": "3.3.3.3"}
assert hosts_file_map("#1.1.1.1 z\n4.4.4.4 z#tail") == {"z": "4.4.4.4"}
