# query: Split a command line into words on runs of spaces, where single quotes keep everything literally, double
# quotes group text, and a backslash outside single quotes escapes the next character; return None if a quote is unclosed
# or the line ends with a lone backslash.
def split_shell_words(line):
    words = []
    cur = []
    has_word = False
    quote = ''
    i = 0
    while i < len(line):
        ch = line[i]
        if quote == "'":
            if ch == "'":
                quote = ''
            else:
                cur.append(ch)
        elif ch == '\\':
            if i + 1 >= len(line):
                return None
            cur.append(line[i + 1])
            has_word = True
            i += 1
        elif quote == '"':
            if ch == '"':
                quote = ''
            else:
                cur.append(ch)
        elif ch in '\'"':
            quote = ch
            has_word = True
        elif ch == ' ':
            if has_word:
                words.append(''.join(cur))
                cur = []
                has_word = False
        else:
            cur.append(ch)
            has_word = True
        i += 1
    if quote:
        return None
    if has_word:
        words.append(''.join(cur))
    return words

# tests
assert split_shell_words('') == []
assert split_shell_words('ls') == ['ls']
assert split_shell_words('  a   b  ') == ['a', 'b']
assert split_shell_words('echo "hello world" x') == ['echo', 'hello world', 'x']
assert split_shell_words("say 'a \\b' c") == ['say', 'a \\b', 'c']
assert split_shell_words('a\\ b c') == ['a b', 'c']
assert split_shell_words('x "" y') == ['x', '', 'y']
assert split_shell_words('"say \\"hi\\""') == ['say "hi"']
assert split_shell_words('"open') is None
assert split_shell_words('end\\') is None
