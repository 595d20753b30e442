# query: Rank players from a dict of name -> score using standard competition ranking ("1224"): order by score
# descending then name ascending, give tied scores the same rank and skip the following ranks; return (rank, name)
# pairs.
def competition_ranking(scores):
    ordered = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
    out = []
    for i, (name, score) in enumerate(ordered):
        if i > 0 and score == ordered[i - 1][1]:
            rank = out[-1][0]
        else:
            rank = i + 1
        out.append((rank, name))
    return out

# tests
assert competition_ranking({}) == []
assert competition_ranking({"a": 10}) == [(1, 'a')]
assert competition_ranking({"a": 10, "b": 20, "c": 15}) == [(1, 'b'), (2, 'c'), (3, 'a')]
assert competition_ranking({"a": 10, "b": 20, "c": 20, "d": 5}) == [(1, 'b'), (1, 'c'), (3, 'a'), (4, 'd')]
assert competition_ranking({"x": 3, "y": 3, "z": 3}) == [(1, 'x'), (1, 'y'), (1, 'z')]
assert competition_ranking({"p": 1, "q": 2, "r": 2, "s": 2, "t": 0}) == [(1, 'q'), (1, 'r'), (1, 's'), (4, 'p'), (5, 't')]
assert competition_ranking({"m": -1, "n": -1, "o": 4}) == [(1, 'o'), (2, 'm'), (2, 'n')]
assert competition_ranking({"b": 7, "a": 7}) == [(1, 'a'), (1, 'b')]
