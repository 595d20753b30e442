# query: Decide from robots.txt text whether a crawler may fetch a path: a group is a run of User-agent lines followed
# by Allow/Disallow rules; use the group naming the agent (case-insensitive), else the "*" group, else allow; among the
# group's non-empty rules that are prefixes of the path the longest wins and Allow wins a tie, with no match allowing
# (fields are case-insensitive and "#" starts a comment).
def robots_txt_allows(robots, agent, path):
    groups = []
    current = None
    expecting_agents = False
    for raw in robots.splitlines():
        field, sep, value = raw.split("#", 1)[0].strip().partition(":")
        if not sep:
            continue
        field, value = field.strip().lower(), value.strip()
        if field == "user-agent":
            if not expecting_agents:
                current = ([], [])
                groups.append(current)
                expecting_agents = True
            current[0].append(value.lower())
        elif field in ("allow", "disallow") and current is not None:
            expecting_agents = False
            if value:
                current[1].append((len(value), field == "allow", value))
    chosen = None
    for wanted in (agent.lower(), "*"):
        for agents, rules in groups:
            if chosen is None and wanted in agents:
                chosen = rules
    if chosen is None:
        return True
    best = (-1, True)
    for length, allow, value in chosen:
        if path.startswith(value) and (length, allow) > best:
            best = (length, allow)
    return best[1]

# setup
ROBOTS = "User-agent: *\nDisallow: /private\nAllow: /private/public\n\nUser-agent: BadBot\nDisallow: /"

# tests
assert [robots_txt_allows(ROBOTS, "Googlebot", p) for p in ("/index.html", "/private/x", "/private/public/a")] == [True, False, True]
assert robots_txt_allows(ROBOTS, "badbot", "/index.html") is False
assert robots_txt_allows("", "x", "/") is True
assert robots_txt_allows("User-agent: a\nUser-agent: b\nDisallow: /x", "A", "/x/y") is False
assert robots_txt_allows("user-agent: a\nCrawl-delay: 5\nUSER-AGENT: b\nDISALLOW: /", "a", "/") is False
assert robots_txt_allows("User-agent: *\nDisallow:\nDisallow: /z", "c", "/x") is True
assert robots_txt_allows("User-agent: *\nDisallow: /a/b #c\nAllow: /a", "c", "/a/b") is False
assert robots_txt_allows("User-agent: *\nDisallow: /a\nAllow: /a", "c", "/a") is True
assert robots_txt_allows("Disallow: /\nUser-agent: a\nDisallow: /x\nUser-agent: b\nDisallow: /y", "b", "/x") is True
