import os
from payments_platform import Payments, PaymentsError

payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])
payments.sign_in(os.environ["PAYMENTS_EMAIL"], os.environ["PAYMENTS_PASSWORD"])

# Ghana Water takes 10-digit account numbers; the sandbox's biller does not know one ending 0001.
paid = payments.request("POST", "/bills/pay", json={"providerId": "bp_gwcl", "accountNumber": "0241234567", "amount": "20.00", "currency": "GHS"})
print(paid["status"], paid["receiptNumber"])

try:
    payments.request("POST", "/bills/pay", json={"providerId": "bp_gwcl", "accountNumber": "0240000001", "amount": "20.00", "currency": "GHS"})
except PaymentsError as refused:
    print("refused:", refused.code, ",".join(f["field"] for f in refused.fields))
