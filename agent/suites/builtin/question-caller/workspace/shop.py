def apply_discount(price: float, percent: float) -> float:
    return price * (1 - percent / 100)


def line_total(price: float, quantity: int) -> float:
    return price * quantity


def basket_total(lines: list[tuple[float, int]], coupon: float = 0.0) -> float:
    subtotal = sum(line_total(price, quantity) for price, quantity in lines)
    return apply_discount(subtotal, coupon)


def format_price(value: float) -> str:
    return f"{value:.2f} EUR"
