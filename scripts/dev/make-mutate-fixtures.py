#!/usr/bin/env python3
"""Writes test/fixtures/mutate/tasks.jsonl: varied, realistic Python tasks for the mutation engine's tests.

Each task's reference is checked against its tests here (each test in a fresh namespace) before it is written.
Run: /usr/bin/python3 scripts/dev/make-mutate-fixtures.py
"""
import json, os, sys

T = []

def task(id, domain, query, entry, code, tests):
    T.append(dict(id=id, language="python", domain=domain, query=query, entry_point=entry, code=code, tests=tests))

task("binary_search", "search", "Index of target in a sorted list, or -1.", "binary_search", '''def binary_search(items, target):
    """Return the index of target in sorted items, or -1."""
    lo, hi = 0, len(items) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] == target:
            return mid
        elif items[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1
''', ["assert binary_search([1, 3, 5, 7], 5) == 2", "assert binary_search([1, 3, 5, 7], 4) == -1", "assert binary_search([], 1) == -1", "assert binary_search([2], 2) == 0"])

task("running_max", "arrays", "Running maximum of a list.", "running_max", '''def running_max(xs):
    out = []
    best = None
    for x in xs:
        # keep the largest value seen so far
        if best is None or x > best:
            best = x
        out.append(best)
    return out
''', ["assert running_max([1, 3, 2, 5]) == [1, 3, 3, 5]", "assert running_max([]) == []", "assert running_max([-1, -2]) == [-1, -1]"])

task("chunk", "arrays", "Split a list into chunks of size n.", "chunk", '''def chunk(items, n):
    if n <= 0:
        raise ValueError("n must be positive")
    return [items[i:i + n] for i in range(0, len(items), n)]
''', ["assert chunk([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]", "assert chunk([], 3) == []", "assert chunk([1, 2], 5) == [[1, 2]]"])

task("is_palindrome", "strings", "Whether a string is a palindrome, ignoring case and non-letters.", "is_palindrome", '''def is_palindrome(s):
    chars = [c.lower() for c in s if c.isalnum()]
    i, j = 0, len(chars) - 1
    while i < j:
        if chars[i] != chars[j]:
            return False
        i += 1
        j -= 1
    return True
''', ["assert is_palindrome('A man, a plan, a canal: Panama')", "assert not is_palindrome('abc')", "assert is_palindrome('')"])

task("word_freq", "strings", "Count word frequencies, case-insensitively; café and CAFÉ are one word.", "word_freq", '''def word_freq(text):
    """Count words: « naïve » and « Naïve » are the same word."""
    counts = {}
    for word in text.lower().split():
        word = word.strip(".,!?")
        if not word:
            continue
        counts[word] = counts.get(word, 0) + 1
    return counts
''', ["assert word_freq('Café café CAFÉ!') == {'café': 3}", "assert word_freq('') == {}", "assert word_freq('a b a') == {'a': 2, 'b': 1}"])

task("gcd", "math", "Greatest common divisor of two non-negative integers.", "gcd", '''def gcd(a, b):
    while b != 0:
        a, b = b, a % b
    return a
''', ["assert gcd(12, 18) == 6", "assert gcd(7, 0) == 7", "assert gcd(0, 5) == 5"])

task("fizzbuzz", "basics", "FizzBuzz strings from 1 to n.", "fizzbuzz", '''def fizzbuzz(n):
    out = []
    for i in range(1, n + 1):
        if i % 15 == 0:
            out.append("FizzBuzz")
        elif i % 3 == 0:
            out.append("Fizz")
        elif i % 5 == 0:
            out.append("Buzz")
        else:
            out.append(str(i))
    return out
''', ["assert fizzbuzz(5) == ['1', '2', 'Fizz', '4', 'Buzz']", "assert fizzbuzz(15)[-1] == 'FizzBuzz'", "assert fizzbuzz(0) == []"])

task("two_sum", "hashing", "Indices of two numbers that add up to target.", "two_sum", '''def two_sum(nums, target):
    seen = {}
    for i, x in enumerate(nums):
        need = target - x
        if need in seen:
            return [seen[need], i]
        seen[x] = i
    return None
''', ["assert two_sum([2, 7, 11, 15], 9) == [0, 1]", "assert two_sum([3, 3], 6) == [0, 1]", "assert two_sum([1, 2], 7) is None"])

task("flatten", "recursion", "Flatten nested lists.", "flatten", '''def flatten(xs):
    out = []
    for x in xs:
        if isinstance(x, list):
            out.extend(flatten(x))
        else:
            out.append(x)
    return out
''', ["assert flatten([1, [2, [3, 4]], 5]) == [1, 2, 3, 4, 5]", "assert flatten([]) == []", "assert flatten([[[]]]) == []"])

task("moving_average", "numeric", "Moving averages over a window of k.", "moving_average", '''def moving_average(xs, k):
    if k <= 0 or k > len(xs):
        return []
    total = sum(xs[:k])
    out = [total / k]
    for i in range(k, len(xs)):
        total += xs[i] - xs[i - k]
        out.append(total / k)
    return out
''', ["assert moving_average([1, 2, 3, 4], 2) == [1.5, 2.5, 3.5]", "assert moving_average([1], 2) == []", "assert moving_average([2, 4], 1) == [2.0, 4.0]"])

task("caesar", "strings", "Caesar-shift letters by k, keeping case; other characters unchanged.", "caesar", '''def caesar(text, k):
    out = []
    for ch in text:
        if ch.isupper():
            out.append(chr((ord(ch) - ord("A") + k) % 26 + ord("A")))
        elif ch.islower():
            out.append(chr((ord(ch) - ord("a") + k) % 26 + ord("a")))
        else:
            out.append(ch)  # digits, spaces, «½» stay as they are
    return "".join(out)
''', ["assert caesar('abc', 1) == 'bcd'", "assert caesar('XyZ', 2) == 'ZaB'", "assert caesar('«1 ½»', 5) == '«1 ½»'"])

task("bits_set", "bits", "Number of set bits in a non-negative integer.", "bits_set", '''def bits_set(n):
    count = 0
    while n > 0:
        count += n & 1
        n >>= 1
    return count
''', ["assert bits_set(0) == 0", "assert bits_set(7) == 3", "assert bits_set(1024) == 1"])

task("transpose", "matrices", "Transpose a rectangular matrix.", "transpose", '''def transpose(m):
    if not m:
        return []
    rows, cols = len(m), len(m[0])
    return [[m[r][c] for r in range(rows)] for c in range(cols)]
''', ["assert transpose([[1, 2], [3, 4]]) == [[1, 3], [2, 4]]", "assert transpose([]) == []", "assert transpose([[1, 2, 3]]) == [[1], [2], [3]]"])

task("clamp", "math", "Clamp x into [lo, hi].", "clamp", '''def clamp(x, lo, hi):
    if lo > hi:
        raise ValueError(f"empty range [{lo}, {hi - 1}]")
    return max(lo, min(x, hi))
''', ["assert clamp(5, 0, 3) == 3", "assert clamp(-1, 0, 3) == 0", "assert clamp(2, 0, 3) == 2"])

task("dedupe", "arrays", "Remove duplicates keeping first occurrences.", "dedupe", '''def dedupe(items):
    seen = set()
    out = []
    for x in items:
        if x not in seen:
            seen.add(x)
            out.append(x)
    return out
''', ["assert dedupe([3, 1, 3, 2, 1]) == [3, 1, 2]", "assert dedupe([]) == []"])

task("rle", "strings", "Run-length encode a string as (char, count) pairs.", "rle", '''def rle(s):
    out = []
    i = 0
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            j += 1
        out.append((s[i], j - i))
        i = j
    return out
''', ["assert rle('aaab') == [('a', 3), ('b', 1)]", "assert rle('') == []", "assert rle('üüx') == [('ü', 2), ('x', 1)]"])

task("prefix_sums", "arrays", "Prefix sums with a leading zero.", "prefix_sums", '''def prefix_sums(xs):
    sums = [0] * (len(xs) + 1)
    for i in range(len(xs)):
        sums[i + 1] = sums[i] + xs[i]
    return sums
''', ["assert prefix_sums([1, 2, 3]) == [0, 1, 3, 6]", "assert prefix_sums([]) == [0]"])

task("title_case", "strings", "Capitalise words except short ones after the first.", "title_case", '''SMALL = {"a", "an", "of", "the"}


def title_case(text):
    words = text.split()
    out = []
    for i, w in enumerate(words):
        if i > 0 and w.lower() in SMALL:
            out.append(w.lower())
        else:
            out.append(w[:1].upper() + w[1:].lower())
    return " ".join(out)
''', ["assert title_case('the lord OF the rings') == 'The Lord of the Rings'", "assert title_case('') == ''"])

task("power_mod", "math", "Modular exponentiation by squaring.", "power_mod", '''def power_mod(base, exp, mod):
    result = 1
    base %= mod
    while exp > 0:
        if exp & 1:
            result = result * base % mod
        base = base * base % mod
        exp >>= 1
    return result
''', ["assert power_mod(2, 10, 1000) == 24", "assert power_mod(3, 0, 7) == 1", "assert power_mod(5, 3, 13) == 8"])

task("merge_sorted", "arrays", "Merge two sorted lists.", "merge_sorted", '''def merge_sorted(a, b):
    i = j = 0
    out = []
    while i < len(a) and j < len(b):
        if a[i] <= b[j]:
            out.append(a[i])
            i += 1
        else:
            out.append(b[j])
            j += 1
    out.extend(a[i:])
    out.extend(b[j:])
    return out
''', ["assert merge_sorted([1, 4], [2, 3, 5]) == [1, 2, 3, 4, 5]", "assert merge_sorted([], [1]) == [1]"])

task("valid_brackets", "stacks", "Whether brackets are balanced.", "valid_brackets", '''PAIRS = {")": "(", "]": "[", "}": "{"}


def valid_brackets(s):
    stack = []
    for ch in s:
        if ch in "([{":
            stack.append(ch)
        elif ch in PAIRS:
            if not stack or stack.pop() != PAIRS[ch]:
                return False
    return len(stack) == 0
''', ["assert valid_brackets('([]{})')", "assert not valid_brackets('(]')", "assert not valid_brackets('((')", "assert valid_brackets('')"])

task("second_largest", "arrays", "Second largest distinct value, or None.", "second_largest", '''def second_largest(xs):
    first = second = None
    for x in xs:
        if first is None or x > first:
            first, second = x, first
        elif x != first and (second is None or x > second):
            second = x
    return second
''', ["assert second_largest([3, 1, 2]) == 2", "assert second_largest([5, 5]) is None", "assert second_largest([]) is None"])

def check(t):
    for test in t["tests"]:
        print(t["id"], test, file=sys.stderr) if os.environ.get("V") else None
        ns = {}
        exec(t["code"], ns)
        exec(test, ns)

for t in T:
    check(t)
out = os.path.join(os.path.dirname(__file__), "..", "..", "test", "fixtures", "mutate", "tasks.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for t in T:
        f.write(json.dumps(t, ensure_ascii=False) + "\n")
print(f"wrote {len(T)} tasks to {os.path.normpath(out)}", file=sys.stderr)
