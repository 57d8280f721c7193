import os
from payments_platform import NotFoundError, Payments

payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])

# step 1
# The e-mail and password your app's sign-in form collected: the client keeps the tokens and renews them.
payments.sign_in(os.environ["PAYMENTS_EMAIL"], os.environ["PAYMENTS_PASSWORD"])
me = payments.users.retrieve()
print("signed in as", me.email)

# step 2
# The user approves on their phone; the wallet is credited then (wallet.funded).
fund_in = payments.fund_ins.create(amount="10.00", currency="GHS", phone="+233241234567")
print("fund-in", fund_in.status)

# step 3
transfer = payments.wallet_transfers.create(to_email="demo-merchant@sandbox.example", amount="5.00", currency="GHS", note="Lunch")
print("sent", transfer.id)
balance = payments.wallet_balances.retrieve("GHS")
print(f"GHS {balance.available_balance} available")

try:
    payments.wallet_transfers.create(to_email="nobody@example.com", amount="5.00", currency="GHS")
except NotFoundError as refused:
    print("refused:", refused.code, refused.correlation_id)

# step 4
cash_out = payments.cash_outs.create(amount="5.00", currency="GHS", phone="+233241234567")
print("cash-out", cash_out.status)
