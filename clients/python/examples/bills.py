import os
from payments_platform import Payments, PaymentsError

payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])
payments.sign_in(os.environ["PAYMENTS_EMAIL"], os.environ["PAYMENTS_PASSWORD"])

# Ghana Water takes 10-digit account numbers; the sandbox's biller does not know one ending 0001.
paid = payments.bill_payments.create(provider_id="bp_gwcl", account_number="0241234567", amount="20.00", currency="GHS")
print(paid.status, paid.receipt_number)

try:
    payments.bill_payments.create(provider_id="bp_gwcl", account_number="0240000001", amount="20.00", currency="GHS")
except PaymentsError as refused:
    print("refused:", refused.code, ",".join(f["field"] for f in refused.fields))
