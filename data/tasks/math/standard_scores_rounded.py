# query: Convert a list of numbers to z-scores, (x - mean) / population standard deviation, each rounded to 4
# decimals; if the list is empty return [] and if all values are equal return a zero for each.
import math
def standard_scores_rounded(values):
    n = len(values)
    if n == 0:
        return []
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / n
    if var == 0:
        return [0.0] * n
    sd = math.sqrt(var)
    return [round((v - mean) / sd, 4) + 0.0 for v in values]

# tests
assert standard_scores_rounded([]) == []
assert standard_scores_rounded([5]) == [0.0]
assert standard_scores_rounded([3, 3, 3]) == [0.0, 0.0, 0.0]
assert standard_scores_rounded([1, 3]) == [-1.0, 1.0]
assert standard_scores_rounded([3, 1]) == [1.0, -1.0]
assert standard_scores_rounded([2, 4, 4, 4, 5, 5, 7, 9]) == [-1.5, -0.5, -0.5, -0.5, 0.0, 0.0, 1.0, 2.0]
assert standard_scores_rounded([1, 2, 3]) == [-1.2247, 0.0, 1.2247]
assert standard_scores_rounded([-10, 0, 10, 40]) == [-1.069, -0.5345, 0.0, 1.6036]
assert standard_scores_rounded([0, 0, 0, 8]) == [-0.5774, -0.5774, -0.5774, 1.7321]
