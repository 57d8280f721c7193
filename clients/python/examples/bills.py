import os
from payments_platform import Payments, PaymentsError

payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])
payments.sign_in(os.environ["PAYMENTS_EMAIL"], os.environ["PAYMENTS_PASSWORD"])

# step 1
# Ghana's water billers, each with the label and the shape of its account numbers.
for biller in payments.bill_providers.list(country="GH", category="WATER"):
    print(f"{biller.id} {biller.name}: {biller.account_label} {biller.account_pattern}")

# step 2
# Ghana Water takes 10-digit account numbers; the sandbox's biller does not know one ending 0001.
paid = payments.bill_payments.create(provider_id="bp_gwcl", account_number="0241234567", amount="20.00", currency="GHS")
print(paid.status, paid.receipt_number)

try:
    payments.bill_payments.create(provider_id="bp_gwcl", account_number="0240000001", amount="20.00", currency="GHS")
except PaymentsError as refused:
    print("refused:", refused.code, ",".join(f["field"] for f in refused.fields))

# step 3
receipt = payments.bill_payments.retrieve(paid.id)
print(f"receipt {receipt.receipt_number} for {receipt.amount} {receipt.currency}")

# step 4
saved = payments.saved_billers.create(provider_id="bp_gwcl", account_number="0241234567", nickname="Home water")
print(f"saved {saved.nickname} ({saved.provider_name})")
