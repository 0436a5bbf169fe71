STOCK = {"apples": 5, "pears": 0, "plums": 12}


def report() -> list[str]:
    return [f"{name}: {STOCK[name]}" for name in ("apples", "pears", "plumbs")]


if __name__ == "__main__":
    print("\n".join(report()))
