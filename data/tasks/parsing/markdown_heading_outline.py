# query: From Markdown text, list the ATX headings as (level, title) pairs in order: a line starting with 1 to 6 "#"
# followed by a space or nothing, title trimmed and trailing "#" marks removed; lines inside ``` fenced blocks and
# lines like "#tag" or "#######" are not headings.
def markdown_heading_outline(text):
    result = []
    in_fence = False
    for line in text.split('\n'):
        if line.startswith('```'):
            in_fence = not in_fence
            continue
        if in_fence or not line.startswith('#'):
            continue
        level = 0
        while level < len(line) and line[level] == '#':
            level += 1
        if level > 6:
            continue
        if level < len(line) and line[level] != ' ':
            continue
        title = line[level:].strip().rstrip('#').strip()
        result.append((level, title))
    return result

# tests
assert markdown_heading_outline('') == []
assert markdown_heading_outline('# Title') == [(1, 'Title')]
assert markdown_heading_outline('## A ##\ntext\n### B') == [(2, 'A'), (3, 'B')]
assert markdown_heading_outline('#tag\n#') == [(1, '')]
assert markdown_heading_outline('###### six\n####### seven') == [(6, 'six')]
assert markdown_heading_outline('```\n# code\n```\n# real') == [(1, 'real')]
assert markdown_heading_outline(' # indented\n#  spaced  ') == [(1, 'spaced')]
assert markdown_heading_outline('```py\n# a\n```\n```\n# b\n```\n## c') == [(2, 'c')]
assert markdown_heading_outline('# C# lang') == [(1, 'C# lang')]
