# query: Return the letter that occurs most often in a text, counting letters case-insensitively and ignoring
# everything that is not an ASCII letter; ties go to the alphabetically smallest letter, and a text without letters gives "".
def most_frequent_letter(text):
    counts = [0] * 26
    for ch in text.lower():
        if "a" <= ch <= "z":
            counts[ord(ch) - 97] += 1
    best = -1
    for i in range(26):
        if counts[i] > 0 and (best < 0 or counts[i] > counts[best]):
            best = i
    if best < 0:
        return ""
    return chr(97 + best)

# tests
assert most_frequent_letter("") == ""
assert most_frequent_letter("123 !?") == ""
assert most_frequent_letter("a") == "a"
assert most_frequent_letter("Hello World") == "l"
assert most_frequent_letter("bbaa") == "a"
assert most_frequent_letter("zzZ y") == "z"
assert most_frequent_letter("abcabcc") == "c"
assert most_frequent_letter("Zebra zoo") == "o"
assert most_frequent_letter("@[`{ m") == "m"
