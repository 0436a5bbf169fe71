"""Small repositories in several languages for the repository map's tests."""

from __future__ import annotations

from pathlib import Path

SOURCES = {
    "shop/cart.py": '''"""The shopping cart: items, quantities and the total with discounts."""
from shop.prices import price_of


class Cart:
    """Holds the items a customer picked."""

    def add_item(self, sku: str, quantity: int = 1) -> None:
        self.items[sku] = quantity

    def total(self) -> float:
        # the discount applies after tax
        return sum(price_of(sku) * n for sku, n in self.items.items())
''',
    "shop/prices.py": '''def price_of(sku: str) -> float:
    """The list price of one article."""
    return 1.0
''',
    "shop/shipping.py": '''def shipping_cost(weight_kg: float) -> float:
    """What a parcel of this weight costs to send."""
    return 4.9
''',
    "web/app.js": """// The storefront's entry point
import { renderBasket } from './basket.js';
export function startApp(root) {
  renderBasket(root);
}
class Router { navigate(path) { return path; } }
const formatPrice = (value) => value.toFixed(2);
""",
    "web/basket.ts": """interface BasketLine { sku: string; quantity: number }
export class Basket {
  lines: BasketLine[] = [];
  addLine(line: BasketLine): void { this.lines.push(line); }
}
export function renderBasket(root: Element): void {}
type Currency = string;
""",
    "svc/inventory.go": """package svc

// Stock counts the articles on hand.
type Stock struct{ Count int }

func (s *Stock) Reserve(n int) bool { return s.Count >= n }

func NewStock() *Stock { return &Stock{} }
""",
    "engine/src/lib.rs": """/// Tax rules per country.
pub struct TaxTable { rate: f64 }
pub trait Taxed { fn tax(&self) -> f64; }
impl TaxTable {
    pub fn apply_tax(&self, amount: f64) -> f64 { amount * self.rate }
}
pub enum Region { Eu, Us }
""",
    "backend/Invoice.java": """package backend;
/** An invoice for one order. */
public class Invoice {
    public Invoice(String order) {}
    public double amountDue() { return 0.0; }
}
interface Payable { void pay(); }
""",
    "native/checksum.c": """#include "checksum.h"
/* CRC of a buffer */
struct crc_state { unsigned value; };
unsigned crc32_update(unsigned crc, const char *data) { return crc; }
typedef unsigned checksum_t;
""",
    "native/codec.cpp": """namespace codec {
class Encoder {
 public:
  int encode(const char* text);
};
int Encoder::encode(const char* text) { return 0; }
}
""",
    "scripts/report.rb": """# Monthly sales report
module Reports
  class SalesReport
    def monthly_totals(year)
      year
    end
    def self.build; end
  end
end
""",
}


def write_repo(root: Path, sources: dict[str, str] | None = None) -> Path:
    for relative, text in (SOURCES if sources is None else sources).items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root
