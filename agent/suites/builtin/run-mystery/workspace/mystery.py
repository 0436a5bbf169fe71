def mystery(n: int) -> int:
    total = 0
    for i in range(1, n + 1):
        total = (total * 31 + i * i) % 1_000_003
    return total


if __name__ == "__main__":
    print(mystery(5000))
