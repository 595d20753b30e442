# query: Given the head probabilities of independent biased coins, return the probability that exactly k of them land
# heads, rounded to 6 decimals (0.0 when k is out of range).
def exact_k_heads_probability(probs, k):
    dist = [1.0]
    for p in probs:
        nxt = [0.0] * (len(dist) + 1)
        for heads, q in enumerate(dist):
            nxt[heads] += q * (1 - p)
            nxt[heads + 1] += q * p
        dist = nxt
    if k < 0 or k >= len(dist):
        return 0.0
    return round(dist[k], 6)

# tests
assert exact_k_heads_probability([], 0) == 1.0
assert exact_k_heads_probability([], 1) == 0.0
assert exact_k_heads_probability([0.4], 1) == 0.4
assert exact_k_heads_probability([0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3], 3) == 0.226894
assert exact_k_heads_probability([0.5, 0.5, 0.5, 0.5, 0.5], 0) == 0.03125
assert exact_k_heads_probability([0.2, 0.2, 0.2, 0.2, 0.2], 0) == 0.32768
assert exact_k_heads_probability([0.5, 0.5], 1) == 0.5
assert exact_k_heads_probability([0.1, 0.9, 0.3], 2) == 0.309
assert exact_k_heads_probability([0.3, 0.6], -1) == 0.0
assert exact_k_heads_probability([1.0, 0.25, 0.5], 3) == 0.125
