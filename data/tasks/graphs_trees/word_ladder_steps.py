# query: Return the number of words in the shortest transformation sequence from begin to end, changing one letter at
# a time with every intermediate word (and end) taken from the given word list; return 0 if impossible, and 1 if
# begin already equals end.
from collections import deque
def word_ladder_steps(begin, end, words):
    if begin == end:
        return 1
    pool = set(words)
    if end not in pool:
        return 0
    letters = sorted(set("".join(pool)))
    queue = deque([(begin, 1)])
    visited = {begin}
    while queue:
        word, steps = queue.popleft()
        for i in range(len(word)):
            for ch in letters:
                cand = word[:i] + ch + word[i + 1:]
                if cand == end:
                    return steps + 1
                if cand in pool and cand not in visited:
                    visited.add(cand)
                    queue.append((cand, steps + 1))
    return 0

# tests
assert word_ladder_steps("hit", "hit", []) == 1
assert word_ladder_steps("hit", "cog", ["hot", "dot", "dog", "lot", "log"]) == 0
assert word_ladder_steps("hit", "cog", ["hot", "dot", "dog", "lot", "log", "cog"]) == 5
assert word_ladder_steps("a", "c", ["a", "b", "c"]) == 2
assert word_ladder_steps("hot", "dog", ["dot", "dog"]) == 3
assert word_ladder_steps("abc", "xyz", ["xyz"]) == 0
assert word_ladder_steps("cat", "cot", ["cot"]) == 2
assert word_ladder_steps("lead", "gold", ["load", "goad", "gold", "lend"]) == 4
assert word_ladder_steps("aa", "bb", ["ab", "bb"]) == 3
