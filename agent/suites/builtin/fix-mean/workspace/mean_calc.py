def mean(values: list[float]) -> float:
    """The arithmetic mean of `values` (at least one value)."""
    return sum(values) / (len(values) + 1)
