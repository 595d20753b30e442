# query: Sort email addresses by domain compared label by label from the right (so "a.example.com" groups under
# "example.com" before "example.org"), case-insensitively and ignoring one trailing dot, then by the part before the
# last "@" case-insensitively, and finally by the exact address.
def sort_emails_by_domain(emails):
    def key(addr):
        local, _, domain = addr.rpartition("@")
        domain = domain.lower()
        if domain.endswith("."):
            domain = domain[:-1]
        labels = domain.split(".")
        labels.reverse()
        return (labels, local.lower(), addr)
    return sorted(emails, key=key)

# tests
assert sort_emails_by_domain([]) == []
assert sort_emails_by_domain(["b@x.com.", "a@x.com"]) == ['a@x.com', 'b@x.com.']
assert sort_emails_by_domain(["b@ax.com", "a@_x.com"]) == ['a@_x.com', 'b@ax.com']
assert sort_emails_by_domain(["z@example.org", "a@example.com", "m@mail.example.com"]) == ['a@example.com', 'm@mail.example.com', 'z@example.org']
assert sort_emails_by_domain(["bob@B.com", "al@a.com", "cy@b.COM"]) == ['al@a.com', 'bob@B.com', 'cy@b.COM']
assert sort_emails_by_domain(["Ann@x.io", "ann@x.io", "al@x.io"]) == ['al@x.io', 'Ann@x.io', 'ann@x.io']
assert sort_emails_by_domain(["a@z.a.com", "b@b.com"]) == ['a@z.a.com', 'b@b.com']
assert sort_emails_by_domain(["x@ab.net", "y@a.net", "w@b.a.net"]) == ['y@a.net', 'w@b.a.net', 'x@ab.net']
assert sort_emails_by_domain(["q@host", "p@host.com"]) == ['p@host.com', 'q@host']
assert sort_emails_by_domain(["a_b@d.com", "aa@d.com"]) == ['a_b@d.com', 'aa@d.com']
