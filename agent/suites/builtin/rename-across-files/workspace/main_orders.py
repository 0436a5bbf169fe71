from invoice_report import invoice_line

if __name__ == "__main__":
    print(invoice_line([12.5, 30.0]))
