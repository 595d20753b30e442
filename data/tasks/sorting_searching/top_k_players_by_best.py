# query: Given (player, score) results, keep each player's best score and return the k players with the highest best
# scores as (player, best) pairs, ordered by best descending and then player name ascending.
def top_k_players_by_best(scores, k):
    best = {}
    for player, score in scores:
        if player not in best or score > best[player]:
            best[player] = score
    ranked = sorted(best.items(), key=lambda kv: (-kv[1], kv[0]))
    return ranked[:k]

# tests
assert top_k_players_by_best([], 3) == []
assert top_k_players_by_best([("a", 5)], 0) == []
assert top_k_players_by_best([("a", 5), ("a", 9), ("b", 7)], 2) == [('a', 9), ('b', 7)]
assert top_k_players_by_best([("a", 9), ("a", 5), ("b", 7)], 1) == [('a', 9)]
assert top_k_players_by_best([("b", 3), ("a", 3), ("c", 1)], 2) == [('a', 3), ('b', 3)]
assert top_k_players_by_best([("x", -5), ("x", -2), ("y", -3)], 5) == [('x', -2), ('y', -3)]
assert top_k_players_by_best([("p", 1), ("q", 4), ("p", 6), ("r", 4)], 3) == [('p', 6), ('q', 4), ('r', 4)]
assert top_k_players_by_best([("m", 0), ("m", 0)], 1) == [('m', 0)]
