# query: Return the best global alignment score of two strings, where each aligned pair of equal characters adds
# match, each aligned pair of different characters adds mismatch, and each character aligned against a gap adds gap
# (mismatch and gap are usually negative).
def needleman_wunsch_score(a, b, match, mismatch, gap):
    prev = [j * gap for j in range(len(b) + 1)]
    for i in range(1, len(a) + 1):
        cur = [i * gap] + [0] * len(b)
        for j in range(1, len(b) + 1):
            diag = prev[j - 1] + (match if a[i - 1] == b[j - 1] else mismatch)
            cur[j] = max(diag, prev[j] + gap, cur[j - 1] + gap)
        prev = cur
    return prev[len(b)]

# tests
assert needleman_wunsch_score("", "", 1, -1, -2) == 0
assert needleman_wunsch_score("", "AC", 1, -1, -2) == -4
assert needleman_wunsch_score("GAT", "", 1, -1, -2) == -6
assert needleman_wunsch_score("GATTACA", "GCATGCU", 1, -1, -1) == 0
assert needleman_wunsch_score("AAA", "AAA", 2, -1, -2) == 6
assert needleman_wunsch_score("AB", "BA", 1, -1, -1) == -1
assert needleman_wunsch_score("AB", "BA", 1, -3, -1) == -1
assert needleman_wunsch_score("ACGT", "AGT", 3, -2, -4) == 5
assert needleman_wunsch_score("AC", "GT", 5, -1, -2) == -2
assert needleman_wunsch_score("ABCD", "ABD", 1, 0, 0) == 3
