def clamp(value: float, low: float, high: float) -> float:
    """`value`, limited to the range from `low` to `high`."""
    return max(low, min(value, high))
