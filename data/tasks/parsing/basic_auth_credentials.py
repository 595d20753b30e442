# query: Decode an HTTP Basic Authorization header value like "Basic dXNlcjpwYXNz" into (user, password): the scheme is
# case-insensitive, the token must be strict base64 of UTF-8 text, and the text is split at its first ":"; return None
# for another scheme, a missing or invalid token, or text without ":".
import base64
import binascii
def basic_auth_credentials(header):
    scheme, _, token = header.strip().partition(" ")
    token = token.strip()
    if scheme.lower() != "basic" or not token:
        return None
    try:
        decoded = base64.b64decode(token, validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        return None
    user, colon, password = decoded.partition(":")
    if not colon:
        return None
    return (user, password)

# tests
assert basic_auth_credentials("Basic dXNlcjpwYXNz") == ("user", "pass")
assert basic_auth_credentials("basic dXNlcjpwYXNz") == ("user", "pass")
assert basic_auth_credentials("BASIC   dXNlcjpwYXNz ") == ("user", "pass")
assert basic_auth_credentials("Basic OnA=") == ("", "p")
assert basic_auth_credentials("Basic YTpiOmM=") == ("a", "b:c")
assert basic_auth_credentials("Basic w6k6w6k=") == ("é", "é")
assert basic_auth_credentials("Bearer dXNlcjpwYXNz") is None
assert basic_auth_credentials("Basic dXNlcg==") is None
assert [basic_auth_credentials(h) for h in ("Basic", "Basic !!!", "Basic /w==", "Basic dXNlcjpwYXN", "Basic dXNl cjpw", "")] == [None] * 6
