import os
from payments_platform import Payments

# A till on the merchant's server: every sale carries an Idempotency-Key (the client makes one and keeps it on retries).
payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"], secret_key=os.environ["PAYMENTS_SECRET_KEY"])

# step 1
item = payments.pos_catalog_items.create(description="Waakye, large", unit_price="25.00", currency="GHS")

# step 2
sale = payments.pos_sales.create(
    items=[{"catalog_item_id": item.id, "quantity": 2}, {"description": "Sobolo", "quantity": 1, "unit_price": "8.50"}],
    payment_method="cash",
    currency="GHS",
)
print(sale.receipt_number, sale.status, sale.subtotal)

# step 3
# The Sobolo line (line 2) back: cash goes back in cash.
refund = payments.pos_refunds.create(sale_id=sale.id, lines=[{"line": 2, "quantity": 1}], reason="Out of Sobolo")
print("refund", refund.status, refund.amount)

# step 4
day = payments.pos_daily_reports.retrieve(currency="GHS")
print(f"{day.sales} sales today, net {day.net} {day.currency}")
