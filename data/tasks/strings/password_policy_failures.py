# query: Check a password against a policy and list the names of the failed rules in this order: "length" (shorter than
# min_len), "lowercase", "uppercase" and "digit" (no ASCII character of that kind), "symbol" (every character is an
# ASCII letter or digit) and "repeat" (some character appears three times in a row).
def password_policy_failures(password, min_len):
    failures = []
    if len(password) < min_len:
        failures.append("length")
    if not any("a" <= c <= "z" for c in password):
        failures.append("lowercase")
    if not any("A" <= c <= "Z" for c in password):
        failures.append("uppercase")
    if not any("0" <= c <= "9" for c in password):
        failures.append("digit")
    if all(c.isascii() and c.isalnum() for c in password):
        failures.append("symbol")
    for i in range(2, len(password)):
        if password[i] == password[i - 1] == password[i - 2]:
            failures.append("repeat")
            break
    return failures

# tests
assert password_policy_failures("aaB1!a", 6) == []
assert password_policy_failures("Abcde1!", 8) == ["length"]
assert password_policy_failures("", 1) == ["length", "lowercase", "uppercase", "digit", "symbol"]
assert password_policy_failures("ABCDEF1!", 4) == ["lowercase"]
assert password_policy_failures("abcdef1!", 4) == ["uppercase"]
assert password_policy_failures("Abcdefg!", 4) == ["digit"]
assert password_policy_failures("Abcdef12", 4) == ["symbol"]
assert password_policy_failures("aaaA0!", 4) == ["repeat"]
assert password_policy_failures("zZ9 xccc", 4) == ["repeat"]
assert password_policy_failures("Abab1é", 4) == []
