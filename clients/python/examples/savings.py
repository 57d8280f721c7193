import os
from payments_platform import Payments

payments = Payments(os.environ["PAYMENTS_BASE_URL"], os.environ["PAYMENTS_SUBSCRIPTION_KEY"])
payments.sign_in(os.environ["PAYMENTS_EMAIL"], os.environ["PAYMENTS_PASSWORD"])

# step 1
goal = payments.savings_goals.create(name="New laptop", target_amount="50.00", currency="GHS")

# step 2
saved = payments.savings_goals.deposit(goal.id, amount="20.00")
print(f"{saved.name}: {saved.saved_amount} of {saved.target_amount} ({saved.progress}%)")

# step 3
# GHS 5.00 every week from 7 January 2030, until the goal is reached.
plan = payments.savings_plans.create(goal_id=goal.id, amount="5.00", frequency="weekly", start_date="2030-01-07")
print(f"plan {plan.status}, next {plan.next_debit_date}")
