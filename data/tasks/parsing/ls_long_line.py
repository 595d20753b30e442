# query: Parse one line of "ls -l" output such as "-rw-r--r-- 1 ann staff 1234 Jan  5 10:00 my file.txt" into (type
# character, 9-character permissions, link count, owner, group, size, name), where the name is everything after the
# time field (for a symbolic link, "l", only the part before " -> "); return None unless there are nine fields with a
# mode of at least 10 characters and numeric link count and size.
def ls_long_line(line):
    parts = line.split(None, 8)
    if len(parts) != 9 or len(parts[0]) < 10 or not parts[1].isdigit() or not parts[4].isdigit():
        return None
    name = parts[8]
    if parts[0][0] == "l":
        name = name.split(" -> ", 1)[0]
    return (parts[0][0], parts[0][1:10], int(parts[1]), parts[2], parts[3], int(parts[4]), name)

# tests
assert ls_long_line("-rw-r--r-- 1 ann staff 1234 Jan  5 10:00 my file.txt") == ("-", "rw-r--r--", 1, "ann", "staff", 1234, "my file.txt")
assert ls_long_line("drwxr-xr-x  12 root root 4096 Mar 1  2023 etc") == ("d", "rwxr-xr-x", 12, "root", "root", 4096, "etc")
assert ls_long_line("lrwxrwxrwx 1 u g 7 Jan 1 00:00 link -> target -> x") == ("l", "rwxrwxrwx", 1, "u", "g", 7, "link")
assert ls_long_line("-rw-r--r-- 1 u g 0 Jan 1 00:00 a -> b") == ("-", "rw-r--r--", 1, "u", "g", 0, "a -> b")
assert ls_long_line("-rw-r--r--@ 1 u g 5 Jan 1 00:00 two  spaces") == ("-", "rw-r--r--", 1, "u", "g", 5, "two  spaces")
assert ls_long_line("crw-rw---- 1 root tty 136 Jan 1 00:00 0") == ("c", "rw-rw----", 1, "root", "tty", 136, "0")
assert ls_long_line("total 8") is None
assert ls_long_line("-rw-r--r- 1 u g 5 Jan 1 00:00 f") is None
assert [ls_long_line(l) for l in ("-rw-r--r-- x u g 5 Jan 1 00:00 f", "-rw-r--r-- 1 u g 5k Jan 1 00:00 f", "-rw-r--r-- 1 u g 5 Jan 1 00:00", "")] == [None] * 4
