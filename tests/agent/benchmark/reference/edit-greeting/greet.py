def greet(name: str) -> str:
    return f"Welcome, {name}!"


if __name__ == "__main__":
    print(greet("Ada"))
