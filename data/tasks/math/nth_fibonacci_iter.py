# query: Return the n-th Fibonacci number with F(0) = 0 and F(1) = 1, computed iteratively for a non-negative n;
# a negative n gives -1.
def nth_fibonacci_iter(n):
    if n < 0:
        return -1
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a

# tests
assert nth_fibonacci_iter(-1) == -1
assert nth_fibonacci_iter(0) == 0
assert nth_fibonacci_iter(1) == 1
assert nth_fibonacci_iter(2) == 1
assert nth_fibonacci_iter(3) == 2
assert nth_fibonacci_iter(10) == 55
assert nth_fibonacci_iter(20) == 6765
assert nth_fibonacci_iter(90) == 2880067194370816120
