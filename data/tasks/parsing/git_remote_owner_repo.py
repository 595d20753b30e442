# query: Extract (host, owner, repo) from a Git remote URL: "https://", "http://", "ssh://" or "git://" URLs (any user
# and port dropped) or scp-like "user@host:owner/repo"; the path must be exactly owner/repo after trimming slashes and
# one ".git" suffix, and the host is lowercased; return None otherwise.
def git_remote_owner_repo(url):
    url = url.strip()
    if "://" in url:
        scheme, _, rest = url.partition("://")
        if scheme not in ("https", "http", "ssh", "git"):
            return None
        host, _, path = rest.partition("/")
        host = host.rpartition("@")[2].partition(":")[0]
    elif "@" in url and ":" in url:
        user_host, _, path = url.partition(":")
        host = user_host.rpartition("@")[2]
    else:
        return None
    path = path.strip("/")
    if path.endswith(".git"):
        path = path[:-4]
    parts = path.split("/")
    if not host or len(parts) != 2 or not parts[1]:
        return None
    return (host.lower(), parts[0], parts[1])

# tests
assert git_remote_owner_repo("git@github.com:octo/hello.git") == ("github.com", "octo", "hello")
assert git_remote_owner_repo("https://GitHub.com/octo/hello") == ("github.com", "octo", "hello")
assert git_remote_owner_repo("https://github.com/octo/hello.git/") == ("github.com", "octo", "hello")
assert git_remote_owner_repo("ssh://git@gitlab.example.com:2222/team/proj.git") == ("gitlab.example.com", "team", "proj")
assert git_remote_owner_repo("https://user:tok@host.io/a/b") == ("host.io", "a", "b")
assert git_remote_owner_repo(" git://h/a/b.git.git ") == ("h", "a", "b.git")
assert git_remote_owner_repo("http://h/a/b") == ("h", "a", "b")
assert git_remote_owner_repo("ftp://host/a/b") is None
assert git_remote_owner_repo("https://github.com/a/b/c") is None
assert [git_remote_owner_repo(u) for u in ("https://github.com/octo", "octo/hello", "git@github.com:/hello.git", "https://:22/a/b", "https://h/a/.git", "a@b", "github.com:octo/hello")] == [None] * 7
