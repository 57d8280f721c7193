import os
from payments_platform import Payments

payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])
payments.sign_in(os.environ["PAYMENTS_EMAIL"], os.environ["PAYMENTS_PASSWORD"])

# A merchant pays staff from its wallet; each payout is a mobile money disbursement.
batch = payments.request("POST", "/payroll/batches", json={
    "name": "November wages",
    "currency": "GHS",
    "employees": [
        {"name": "Kofi Boateng", "phone": "+233241234567", "amount": "12.00"},
        {"name": "Akosua Mensah", "phone": "+233201234567", "amount": "15.50"},
    ],
})
print(batch["status"], batch["totalEmployees"], batch["totalAmount"], "+", batch["totalFees"])
processing = payments.request("POST", f"/payroll/batches/{batch['id']}/process")
print(processing["status"])
