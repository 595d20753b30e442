# query: Parse an Apache Common Log Format line such as '127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /a.gif
# HTTP/1.0" 200 2326' into (host, user or None for "-", timestamp text, method, path, status as int, size as int with
# "-" meaning 0); return None if the line does not have that shape.
def apache_common_log_line(line):
    lb = line.find(" [")
    rb = line.find('] "', lb)
    if lb == -1 or rb == -1:
        return None
    head = line[:lb].split(" ")
    if len(head) != 3:
        return None
    stamp = line[lb + 2:rb]
    q2 = line.find('" ', rb + 3)
    if q2 == -1:
        return None
    request = line[rb + 3:q2].split(" ")
    tail = line[q2 + 2:].split(" ")
    if len(request) != 3 or len(tail) != 2 or not tail[0].isdigit():
        return None
    if not (tail[1].isdigit() or tail[1] == "-"):
        return None
    size = 0 if tail[1] == "-" else int(tail[1])
    user = None if head[2] == "-" else head[2]
    return (head[0], user, stamp, request[0], request[1], int(tail[0]), size)

# tests
assert apache_common_log_line('127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326') == ("127.0.0.1", "frank", "10/Oct/2000:13:55:36 -0700", "GET", "/apache_pb.gif", 200, 2326)
assert apache_common_log_line('10.0.0.1 - - [01/Jan/2024:00:00:00 +0000] "POST /api HTTP/1.1" 204 -') == ("10.0.0.1", None, "01/Jan/2024:00:00:00 +0000", "POST", "/api", 204, 0)
assert apache_common_log_line("") is None
assert apache_common_log_line('h - u [t] "GET / HTTP/1.1 200 5') is None
assert apache_common_log_line('h - u [t] "GET / HTTP/1.1" abc 5') is None
assert apache_common_log_line('h - u [t] "GET /" 200 5') is None
assert apache_common_log_line('h - u [t] "GET / HTTP/1.1" 200 12a') is None
assert apache_common_log_line('h - u [t] "GET / HTTP/1.1" 200 5 "ref"') is None
assert apache_common_log_line('h u [t] "GET / HTTP/1.1" 200 5') is None
assert apache_common_log_line('h - u [t] "GET / HTTP/1.1" 404 0') == ("h", "u", "t", "GET", "/", 404, 0)
