# query: Return Euler's totient of a positive integer n, the count of integers in 1..n coprime to n (so 1 gives 1);
# a non-positive n gives 0.
def euler_totient_of(n):
    if n < 1:
        return 0
    result = n
    p = 2
    while p * p <= n:
        if n % p == 0:
            while n % p == 0:
                n //= p
            result -= result // p
        p += 1
    if n > 1:
        result -= result // n
    return result

# tests
assert euler_totient_of(0) == 0
assert euler_totient_of(450283905890997363) == 300189270593998242
assert euler_totient_of(1) == 1
assert euler_totient_of(2) == 1
assert euler_totient_of(9) == 6
assert euler_totient_of(10) == 4
assert euler_totient_of(13) == 12
assert euler_totient_of(36) == 12
assert euler_totient_of(97 * 2) == 96
assert euler_totient_of(100) == 40

