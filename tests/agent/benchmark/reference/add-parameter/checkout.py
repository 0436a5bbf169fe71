from money_format import format_amount

if __name__ == "__main__":
    print(format_amount(12.5, currency="USD"))
