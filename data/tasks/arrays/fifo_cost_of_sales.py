# query: Value sales from inventory first-in first-out: purchases are (quantity, unit cost) lots in arrival order,
# and each sale quantity consumes the oldest remaining units; return the cost of each sale, or None (consuming
# nothing) for a sale larger than the stock left.
def fifo_cost_of_sales(purchases, sales):
    lots = [[qty, unit] for qty, unit in purchases]
    stock = sum(qty for qty, _ in purchases)
    i = 0
    out = []
    for qty in sales:
        if qty > stock:
            out.append(None)
            continue
        stock -= qty
        cost = 0
        while qty > 0:
            take = min(qty, lots[i][0])
            cost += take * lots[i][1]
            qty -= take
            lots[i][0] -= take
            if lots[i][0] == 0:
                i += 1
        out.append(cost)
    return out

# tests
assert fifo_cost_of_sales([], []) == []
assert fifo_cost_of_sales([], [1]) == [None]
assert fifo_cost_of_sales([(10, 5)], [3, 7]) == [15, 35]
assert fifo_cost_of_sales([(10, 5)], [11, 10]) == [None, 50]
assert fifo_cost_of_sales([(2, 10), (3, 20)], [3]) == [40]
assert fifo_cost_of_sales([(2, 10), (3, 20)], [2, 2, 2, 1]) == [20, 40, None, 20]
assert fifo_cost_of_sales([(1, 4), (1, 6), (1, 8)], [2, 1]) == [10, 8]
assert fifo_cost_of_sales([(0, 99), (5, 1)], [5]) == [5]
assert fifo_cost_of_sales([(3, 2), (4, 3)], [0, 7]) == [0, 18]
