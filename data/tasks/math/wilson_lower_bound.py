# query: Rank-by-rating score: return the lower bound of the Wilson score confidence interval for the share of positive
# ratings, given positive and total counts and a z value (1.96 by default for 95%), rounded to 4 decimals; no ratings
# give 0.0 and counts that are negative or with positive > total give None.
import math
def wilson_lower_bound(positive, total, z=1.96):
    if positive < 0 or total < 0 or positive > total:
        return None
    if total == 0:
        return 0.0
    phat = positive / total
    z2 = z * z
    centre = phat + z2 / (2 * total)
    margin = z * math.sqrt((phat * (1 - phat) + z2 / (4 * total)) / total)
    return round((centre - margin) / (1 + z2 / total), 4) + 0.0

# tests
assert wilson_lower_bound(5, 3) is None
assert wilson_lower_bound(-1, 3) is None
assert wilson_lower_bound(0, 0) == 0.0
assert wilson_lower_bound(0, 10) == 0.0
assert wilson_lower_bound(1, 1) == 0.2065
assert wilson_lower_bound(10, 10) == 0.7225
assert wilson_lower_bound(50, 100) == 0.4038
assert wilson_lower_bound(90, 100) == 0.8256
assert wilson_lower_bound(500, 1000) == 0.4691
assert wilson_lower_bound(9, 10, 1.0) == 0.7661
