# query: Redact secrets in a log line: wherever a word (a run of letters, digits and underscores) that is one of the
# given keys, compared case-insensitively, is directly followed by "=" or ":", keep the separator and any spaces after
# it and replace the value (up to whitespace, "&", "," or ";", possibly empty) by "***".
def redact_secret_values(text, keys):
    wanted = {k.lower() for k in keys}
    out = []
    i = 0
    n = len(text)
    while i < n:
        j = i
        while j < n and (text[j].isalnum() or text[j] == "_"):
            j += 1
        if j == i:
            out.append(text[i])
            i += 1
            continue
        out.append(text[i:j])
        if j < n and text[j] in "=:" and text[i:j].lower() in wanted:
            out.append(text[j])
            j += 1
            while j < n and text[j] == " ":
                out.append(" ")
                j += 1
            while j < n and not text[j].isspace() and text[j] not in "&,;":
                j += 1
            out.append("***")
        i = j
    return "".join(out)

# tests
assert redact_secret_values("user=bob password=hunter2", ["password"]) == "user=bob password=***"
assert redact_secret_values("", ["x"]) == ""
assert redact_secret_values("token: abc123, id: 7", ["TOKEN"]) == "token: ***, id: 7"
assert redact_secret_values("a=1&secret=s3&b=2", ["secret"]) == "a=1&secret=***&b=2"
assert redact_secret_values("mypassword=x", ["password"]) == "mypassword=x"
assert redact_secret_values("Password=x;y", ["password"]) == "Password=***;y"
assert redact_secret_values("password = x", ["password"]) == "password = x"
assert redact_secret_values("key=", ["key"]) == "key=***"
assert redact_secret_values("api_key=A-B.C d", ["api_key"]) == "api_key=*** d"
assert redact_secret_values("pin:  1234", ["pin", "cvv"]) == "pin:  ***"
