def format_amount(amount: float, currency: str = "EUR") -> str:
    return f"{amount:.2f} {currency}"
