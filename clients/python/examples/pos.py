import os
from payments_platform import Payments

# A till on the merchant's server: every sale carries an Idempotency-Key (the client makes one and keeps it on retries).
payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"], secret_key=os.environ["PAYMENTS_SECRET_KEY"])

item = payments.pos_catalog_items.create(description="Waakye, large", unit_price="25.00", currency="GHS")
sale = payments.pos_sales.create(
    items=[{"catalog_item_id": item.id, "quantity": 2}, {"description": "Sobolo", "quantity": 1, "unit_price": "8.50"}],
    payment_method="cash",
    currency="GHS",
)
print(sale.receipt_number, sale.status, sale.subtotal)
