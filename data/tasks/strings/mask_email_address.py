# query: Mask the local part of an email address (everything before the last "@"): keep its first and last characters
# and replace the ones between by "*", a two-character local part keeps only its first, a one-character one becomes
# "*"; text without "@" or with nothing before it is returned unchanged.
def mask_email_address(email):
    at = email.rfind("@")
    if at <= 0:
        return email
    local, domain = email[:at], email[at:]
    if len(local) == 1:
        return "*" + domain
    if len(local) == 2:
        return local[0] + "*" + domain
    return local[0] + "*" * (len(local) - 2) + local[-1] + domain

# tests
assert mask_email_address("john.doe@example.com") == "j******e@example.com"
assert mask_email_address("ab@x.io") == "a*@x.io"
assert mask_email_address("a@x.io") == "*@x.io"
assert mask_email_address("abc@x.io") == "a*c@x.io"
assert mask_email_address("no-at-sign") == "no-at-sign"
assert mask_email_address("@x.io") == "@x.io"
assert mask_email_address("a@b@c.com") == "a*b@c.com"
