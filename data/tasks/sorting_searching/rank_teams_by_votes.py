# query: Each ballot string ranks all teams (letters) from first to last; order the teams by number of first-place
# votes, breaking ties by second-place votes and so on, then alphabetically, and return the order as a string ("" for
# no ballots).
def rank_teams_by_votes(votes):
    if not votes:
        return ""
    teams = votes[0]
    counts = {t: [0] * len(teams) for t in teams}
    for vote in votes:
        for pos, t in enumerate(vote):
            counts[t][pos] += 1
    return "".join(sorted(teams, key=lambda t: ([-c for c in counts[t]], t)))

# tests
assert rank_teams_by_votes([]) == ''
assert rank_teams_by_votes(["CBA"]) == 'CBA'
assert rank_teams_by_votes(["ABC", "ACB", "ABC", "ACB", "ACB"]) == 'ACB'
assert rank_teams_by_votes(["WXYZ", "XYZW"]) == 'XWYZ'
assert rank_teams_by_votes(["BCA", "CAB", "ABC"]) == 'ABC'
assert rank_teams_by_votes(["AB", "BA"]) == 'AB'
assert rank_teams_by_votes(["BAC", "CAB", "BCA", "CBA"]) == 'BCA'
assert rank_teams_by_votes(["M"]) == 'M'
