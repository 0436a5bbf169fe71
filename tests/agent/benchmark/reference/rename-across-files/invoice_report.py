from orders import order_total


def invoice_line(prices: list[float]) -> str:
    return f"Total: {order_total(prices):.2f}"
