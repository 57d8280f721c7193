import datetime
import os
from payments_platform import Payments

payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])
payments.sign_in(os.environ["PAYMENTS_EMAIL"], os.environ["PAYMENTS_PASSWORD"])

# A merchant's account: an app user's token is refused (403).
link = payments.request("POST", "/merchants/me/payment-links", json={
    "title": "Jollof for two", "currency": "GHS", "amountFixed": True, "amount": "45.00", "singleUse": True,
})
print(link["status"], link["url"])

invoice = payments.request("POST", "/merchants/me/invoices", json={
    "customerEmail": "ama@example.com",
    "currency": "GHS",
    "dueDate": (datetime.date.today() + datetime.timedelta(days=14)).isoformat(),
    "items": [{"description": "Catering, 20 guests", "quantity": 20, "unitPrice": "35.00"}],
})
print(invoice["invoiceNumber"], invoice["status"], invoice["subtotal"], invoice["url"])
