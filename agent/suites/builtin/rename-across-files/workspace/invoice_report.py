from orders import calc_total


def invoice_line(prices: list[float]) -> str:
    return f"Total: {calc_total(prices):.2f}"
