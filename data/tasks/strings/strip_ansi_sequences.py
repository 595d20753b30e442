# query: Remove ANSI terminal escape sequences from text: each ESC "[" sequence runs up to and including its final byte
# (a character from "@" to "~") and is deleted, an unterminated one is deleted to the end of the text, and an ESC not
# followed by "[" is kept like any other character.
def strip_ansi_sequences(text):
    out = []
    i = 0
    n = len(text)
    while i < n:
        if text[i] == "\x1b" and i + 1 < n and text[i + 1] == "[":
            j = i + 2
            while j < n and not ("@" <= text[j] <= "~"):
                j += 1
            i = j + 1
            continue
        out.append(text[i])
        i += 1
    return "".join(out)

# tests
assert strip_ansi_sequences("\x1b[31mred\x1b[0m") == "red"
assert strip_ansi_sequences("plain") == "plain"
assert strip_ansi_sequences("") == ""
assert strip_ansi_sequences("\x1b[1;32mok") == "ok"
assert strip_ansi_sequences("x\x1b") == "x\x1b"
assert strip_ansi_sequences("\x1b(B") == "\x1b(B"
assert strip_ansi_sequences("abc\x1b[12") == "abc"
assert strip_ansi_sequences("\x1b[38;5;208mX\x1b[m!") == "X!"
assert strip_ansi_sequences("\x1b[@z\x1b[2~y") == "zy"
