import os
from payments_platform import Payments

payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])
payments.sign_in(os.environ["PAYMENTS_EMAIL"], os.environ["PAYMENTS_PASSWORD"])

# A till: every sale carries an Idempotency-Key (the client makes one and keeps it on retries).
item = payments.request("POST", "/pos/catalog", json={"description": "Waakye, large", "unitPrice": "25.00", "currency": "GHS"})
sale = payments.request("POST", "/pos/sales", json={
    "items": [{"catalogItemId": item["id"], "quantity": 2}, {"description": "Sobolo", "quantity": 1, "unitPrice": "8.50"}],
    "paymentMethod": "cash",
    "currency": "GHS",
})
print(sale["receiptNumber"], sale["status"], sale["subtotal"])
