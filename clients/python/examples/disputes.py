import os
from payments_platform import Payments

payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])
payments.sign_in(os.environ["PAYMENTS_EMAIL"], os.environ["PAYMENTS_PASSWORD"])

# step 1
# The user paid a merchant for an order that never came: the transfer is what they dispute.
transfer = payments.wallet_transfers.create(to_email="demo-merchant@sandbox.example", amount="3.00", currency="GHS", note="Order 55")
dispute = payments.disputes.create(
    transaction_id=transfer.id, reason="not_received", description="Order 55 never arrived at my address."
)
print(dispute.status, dispute.priority, dispute.expected_resolution_date.isoformat())

# step 2
payments.dispute_evidence.add(dispute.id, urls=["https://example.com/order-55/tracking.png"])
payments.dispute_comments.create(dispute.id, body="The courier says it was never picked up.")

# step 3
now = payments.disputes.retrieve(dispute.id)
print(f"{now.status}: {len(now.evidence)} evidence, {len(now.comments)} comment")
