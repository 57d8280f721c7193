import os
from payments_platform import Payments

# A merchant's server, with its secret key, pays staff from its wallet; each payout is a mobile money disbursement.
payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"], secret_key=os.environ["PAYMENTS_SECRET_KEY"])

# step 1
batch = payments.payroll_batches.create(
    name="November wages",
    currency="GHS",
    employees=[
        {"name": "Kofi Boateng", "phone": "+233241234567", "amount": "12.00"},
        {"name": "Akosua Mensah", "phone": "+233201234567", "amount": "15.50"},
    ],
)
print(batch.status, batch.total_employees, batch.total_amount, "+", batch.total_fees)

# step 2
processing = payments.payroll_batches.process(batch.id)
print(processing.status)

# step 3
# Each payout settles on its own; the failed ones can be corrected and retried.
for item in payments.payroll_items.list(batch.id).auto_paging_iter():
    print(f"{item.name}: {item.status}")
