import os
from payments_platform import Payments

payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])
payments.sign_in(os.environ["PAYMENTS_EMAIL"], os.environ["PAYMENTS_PASSWORD"])

goal = payments.savings_goals.create(name="New laptop", target_amount="50.00", currency="GHS")
saved = payments.savings_goals.deposit(goal.id, amount="20.00")
print(f"{saved.name}: {saved.saved_amount} of {saved.target_amount} ({saved.progress}%)")
