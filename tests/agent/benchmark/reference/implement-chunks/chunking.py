def chunks(items: list[int], size: int) -> list[list[int]]:
    """`items` split into consecutive lists of `size` items each, in order; the last list may be
    shorter. No items give no lists. A size below 1 raises ValueError.

    chunks([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]
    """
    if size < 1:
        raise ValueError("size must be at least 1")
    return [items[start : start + size] for start in range(0, len(items), size)]
