# query: Apply signed amounts to a starting balance in order, rejecting any withdrawal (negative amount) that would
# take the balance below -overdraft while always accepting deposits; return (final balance, indices of rejected
# amounts).
def apply_transactions_with_overdraft(balance, amounts, overdraft):
    rejected = []
    for i, amount in enumerate(amounts):
        if amount < 0 and balance + amount < -overdraft:
            rejected.append(i)
        else:
            balance += amount
    return balance, rejected

# tests
assert apply_transactions_with_overdraft(100, [], 0) == (100, [])
assert apply_transactions_with_overdraft(100, [-30, -50], 0) == (20, [])
assert apply_transactions_with_overdraft(100, [-60, -50, 20], 0) == (60, [1])
assert apply_transactions_with_overdraft(100, [-150], 50) == (-50, [])
assert apply_transactions_with_overdraft(100, [-151, -150], 50) == (-50, [0])
assert apply_transactions_with_overdraft(0, [-1, 5, -5], 0) == (0, [0])
assert apply_transactions_with_overdraft(-100, [0, 10, -1], 50) == (-90, [2])
assert apply_transactions_with_overdraft(10, [-10, -1, 0], 0) == (0, [1])
assert apply_transactions_with_overdraft(20, [-25, 10, -25], 10) == (5, [2])
