import datetime
import os
from payments_platform import Payments

# A merchant's server, with its secret key: no sign-in.
payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"], secret_key=os.environ["PAYMENTS_SECRET_KEY"])

# step 1
link = payments.payment_links.create(title="Jollof for two", currency="GHS", amount_fixed=True, amount="45.00", single_use=True)
print(link.status, link.url)

invoice = payments.invoices.create(
    customer_email="ama@example.com",
    currency="GHS",
    due_date=datetime.date.today() + datetime.timedelta(days=14),
    items=[{"description": "Catering, 20 guests", "quantity": 20, "unit_price": "35.00"}],
)
print(invoice.invoice_number, invoice.status, invoice.subtotal, invoice.url)

# step 2
# Share link.url by chat, as a QR code or in the invoice's e-mail; the customer pays on that page.
collected = payments.payment_links.retrieve(link.id)
print(f"{collected.title}: {collected.payments_count} paid, {collected.amount_collected} collected")

# step 3
# When payment.completed reaches your webhook endpoint, look the payment up (and refund it if you must).
paid = payments.payments.list(target_id=link.id, status="COMPLETE")
for payment in paid.auto_paging_iter():
    print(f"{payment.id}: {payment.amount} {payment.currency} by {payment.method}")
print(f"{len(paid.data)} payments of {link.title}")
