# query: Count the maximal runs of consecutive vowels (a, e, i, o, u, in either case) in a string; any other
# character, including spaces and digits, ends a run, and an empty string has zero runs.
def count_vowel_runs(text):
    vowels = "aeiouAEIOU"
    runs = 0
    inside = False
    for ch in text:
        if ch in vowels:
            if not inside:
                runs += 1
            inside = True
        else:
            inside = False
    return runs

# tests
assert count_vowel_runs("") == 0
assert count_vowel_runs("xyz") == 0
assert count_vowel_runs("a") == 1
assert count_vowel_runs("beautiful") == 3
assert count_vowel_runs("queue") == 1
assert count_vowel_runs("AEIOU bcd") == 1
assert count_vowel_runs("a e i") == 3
assert count_vowel_runs("rhythm and blues") == 2
assert count_vowel_runs("OuTAge") == 3
