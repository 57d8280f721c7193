import os
from payments_platform import Payments

payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])
payments.sign_in(os.environ["PAYMENTS_EMAIL"], os.environ["PAYMENTS_PASSWORD"])

transfer = payments.wallet_transfers.create(to_email="demo-merchant@sandbox.example", amount="3.00", currency="GHS", note="Order 55")
dispute = payments.disputes.create(
    transaction_id=transfer.id, reason="not_received", description="Order 55 never arrived at my address."
)
print(dispute.status, dispute.priority, dispute.expected_resolution_date.isoformat())
