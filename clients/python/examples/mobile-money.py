import os
from payments_platform import Payments

# Your server, as your API user: the product keys and the API user's key, never in an app.
payments = Payments(
    os.environ["PAYMENTS_BASE_URL"],
    os.environ["PAYMENTS_SUBSCRIPTION_KEY"],
    product_keys={"collection": os.environ["PAYMENTS_COLLECTION_KEY"], "disbursement": os.environ["PAYMENTS_DISBURSEMENT_KEY"]},
    api_user=(os.environ["PAYMENTS_API_USER_ID"], os.environ["PAYMENTS_API_KEY"]),
)

# step 1
# The payer approves on their phone; 46733123451 is the sandbox's number that declines.
collection = payments.momo("collection")
for order, payer in [("order-1001", "233241234567"), ("order-1002", "46733123451")]:
    reference_id = collection.send("payment/request", {
        "amount": "12.50", "currency": "EUR", "externalId": order,
        "payer": {"partyIdType": "MSISDN", "partyId": payer},
        "payerMessage": f"Your order {order}", "payeeNote": "Thank you",
    })
    final = collection.wait("payment/request", reference_id)
    print(f"{order}: {final['status']} {final.get('financialTransactionId') or final.get('reason')}")

# step 2
# Instead of polling: your webhook endpoint receives each outcome, and the account's event log keeps
# them (read with the account's secret key; `payments listen` forwards them to a local server).
merchant = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"], secret_key=os.environ["PAYMENTS_SECRET_KEY"])
heard = merchant.events.list(type_="collection.completed").data[0]
print(heard.type, heard.id)

# step 3
disbursement = payments.momo("disbursement")
payout = disbursement.send("transfer", {
    "amount": "5.00", "currency": "EUR", "externalId": "payout-2001",
    "payee": {"partyIdType": "MSISDN", "partyId": "233241234567"},
    "payerMessage": "Refund of order-1001", "payeeNote": "Refund",
})
print(f"payout-2001: {disbursement.wait('transfer', payout)['status']}")
