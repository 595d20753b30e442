# query: Given the (positive, increasing) days of the year you travel and the prices of a 1-day, a 7-day and a 30-day
# pass (a pass bought on day d covers days d to d + length - 1), return the cheapest total cost to cover every travel
# day.
def min_cost_travel_tickets(days, costs):
    travel = set(days)
    last = max(days, default=0)
    best = [0] * (last + 1)
    for d in range(1, last + 1):
        if d not in travel:
            best[d] = best[d - 1]
            continue
        best[d] = min(
            best[d - 1] + costs[0],
            best[max(0, d - 7)] + costs[1],
            best[max(0, d - 30)] + costs[2],
        )
    return best[last]

# tests
assert min_cost_travel_tickets([], [2, 7, 15]) == 0
assert min_cost_travel_tickets([5], [2, 7, 15]) == 2
assert min_cost_travel_tickets([1, 4, 6, 7, 8, 20], [2, 7, 15]) == 11
assert min_cost_travel_tickets([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 30, 31], [2, 7, 15]) == 17
assert min_cost_travel_tickets([1, 2, 3], [5, 4, 20]) == 4
assert min_cost_travel_tickets([1, 5], [10, 25, 9]) == 9
assert min_cost_travel_tickets([1, 7], [5, 9, 20]) == 9
assert min_cost_travel_tickets([1, 7, 8], [5, 9, 20]) == 14
assert min_cost_travel_tickets([3, 10, 32], [10, 25, 26]) == 26
assert min_cost_travel_tickets([1, 31], [10, 25, 9]) == 18
