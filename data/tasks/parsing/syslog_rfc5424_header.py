# query: Parse the header of an RFC 5424 syslog line "<PRI>VERSION TIMESTAMP HOSTNAME APP-NAME PROCID MSGID MSG" into a
# dict with facility (PRI // 8), severity (PRI % 8), version, the five text fields (None for "-") and the message
# ("" if absent); return None unless PRI is 0-191 without leading zeros and the version is a number.
def syslog_rfc5424_header(line):
    if not line.startswith("<"):
        return None
    close = line.find(">")
    pri = line[1:close]
    if close == -1 or not pri.isdigit() or (len(pri) > 1 and pri[0] == "0") or int(pri) > 191:
        return None
    parts = line[close + 1:].split(" ", 6)
    if len(parts) < 6 or not parts[0].isdigit():
        return None
    fields = [None if p == "-" else p for p in parts[1:6]]
    message = parts[6] if len(parts) == 7 else ""
    return {"facility": int(pri) // 8, "severity": int(pri) % 8, "version": int(parts[0]),
            "timestamp": fields[0], "hostname": fields[1], "app": fields[2], "procid": fields[3], "msgid": fields[4],
            "message": message}

# tests
assert syslog_rfc5424_header("<34>1 2003-10-11T22:14:15.003Z mymachine su - ID47 'su root' failed") == {"facility": 4, "severity": 2, "version": 1, "timestamp": "2003-10-11T22:14:15.003Z", "hostname": "mymachine", "app": "su", "procid": None, "msgid": "ID47", "message": "'su root' failed"}
assert syslog_rfc5424_header("<165>1 2003-08-24T05:14:15Z host app 1234 - msg") == {"facility": 20, "severity": 5, "version": 1, "timestamp": "2003-08-24T05:14:15Z", "hostname": "host", "app": "app", "procid": "1234", "msgid": None, "message": "msg"}
assert syslog_rfc5424_header("<0>1 - - - - -") == {"facility": 0, "severity": 0, "version": 1, "timestamp": None, "hostname": None, "app": None, "procid": None, "msgid": None, "message": ""}
assert syslog_rfc5424_header("<191>12 t h a p m ") == {"facility": 23, "severity": 7, "version": 12, "timestamp": "t", "hostname": "h", "app": "a", "procid": "p", "msgid": "m", "message": ""}
assert syslog_rfc5424_header("<192>1 - - - - -") is None
assert syslog_rfc5424_header("<01>1 - - - - -") is None
assert syslog_rfc5424_header("<>1 - - - - -") is None
assert syslog_rfc5424_header("34>1 - - - - -") is None
assert syslog_rfc5424_header("<34>x - - - - -") is None
assert [syslog_rfc5424_header(s) for s in ("<34>1 - - - -", "<1000>1 - - - - -", "<3", "<34 1 - - - - - a>b")] == [None] * 4
