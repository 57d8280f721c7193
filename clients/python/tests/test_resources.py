"""The resource services with a secret key: a server's calls, with no sign-in, typed and in decimals."""

from __future__ import annotations

import datetime
import uuid
from decimal import Decimal

import pytest

from payments_platform import AuthenticationError, BadRequestError, InvalidParameterError, ListObject, Payments, PermissionDeniedError
from payments_platform_generated.models import Invoice, PaymentLink, SecretKey


@pytest.fixture(scope="module")
def merchant(sandbox) -> Payments:
    """A merchant of their own (the sandbox clock moves in these tests), signed in: only a signed-in merchant makes secret keys."""
    keys = sandbox["credentials"]["developer"]
    email = f"py-resources-{uuid.uuid4().hex[:8]}@sandbox.example"
    signup = Payments(sandbox["base_url"], keys["subscriptionKey"]).developer_accounts.create(
        first_name="Ama",
        last_name="Mensah",
        email=email,
        phone=f"+23324{uuid.uuid4().int % 10**7:07d}",
        password="Correct-Horse-9",
        country="GH",
        company_name="Py Resources",
    )
    client = Payments(sandbox["base_url"], signup.subscription_key)
    client.sign_in(email, "Correct-Horse-9")
    return client


def _server(sandbox, merchant: Payments, secret: str) -> Payments:
    return Payments(sandbox["base_url"], merchant.subscription_key, secret_key=secret)


def test_a_secret_key_acts_without_any_sign_in_and_money_is_decimal(sandbox, merchant):
    made = merchant.secret_keys.create(name="orders server")
    assert made.secret.startswith("sk_test_") and made.hint.endswith(made.secret[-4:])
    payments = _server(sandbox, merchant, made.secret)

    link = payments.payment_links.create(title="Order 1042", amount="120.00", currency="GHS", amount_fixed=True)
    assert isinstance(link, PaymentLink)
    assert link.id.startswith("plink_") and link.url.startswith("http")
    assert isinstance(link.amount, Decimal) and link.amount == Decimal("120.00")
    assert isinstance(link.amount_collected, Decimal)
    assert payments.payment_links.retrieve(link.id).title == "Order 1042"
    assert payments.payment_links.deactivate(link.id).status == "INACTIVE"

    due = (datetime.date.today() + datetime.timedelta(days=14)).isoformat()
    invoice = payments.invoices.create(
        customer_email="buyer@example.com",
        items=[{"description": "Consulting", "quantity": 3, "unit_price": "33.35"}],
        currency="GHS",
        due_date=due,
    )
    assert isinstance(invoice, Invoice)
    # 3 × 33.35 is 100.05 exactly: a float would have said 100.05000000000001 somewhere on the way.
    assert invoice.items[0].total == Decimal("100.05") and invoice.subtotal == Decimal("100.05")
    assert isinstance(invoice.items[0].unit_price, Decimal)
    listed = [key.id for key in merchant.secret_keys.list().auto_paging_iter()]
    assert made.id in listed


def test_metadata_is_set_at_creation_and_updated_key_by_key(sandbox, merchant):
    payments = _server(sandbox, merchant, merchant.secret_keys.create(name="metadata").secret)
    link = payments.payment_links.create(title="Order 1001", amount="5.00", currency="GHS", amount_fixed=True, metadata={"order_id": "1001", "channel": "web"})
    assert link.metadata == {"order_id": "1001", "channel": "web"}
    # An empty value unsets its key; the keys not given stay.
    updated = payments.payment_links.update(link.id, metadata={"channel": "", "customer": "ama"})
    assert updated.metadata == {"order_id": "1001", "customer": "ama"}
    assert payments.payment_links.retrieve(link.id).metadata == {"order_id": "1001", "customer": "ama"}
    with pytest.raises(BadRequestError) as refused:
        payments.payment_links.update(link.id, metadata={"order[id]": "1"})
    assert "metadata.order[id]" in [field["field"] for field in refused.value.fields]
    # Search by it, in Stripe's query language; a query that does not read names its position.
    order = uuid.uuid4().hex
    payments.payment_links.update(link.id, metadata={"order_id": order})
    found = payments.payment_links.search(query=f"metadata['order_id']:'{order}'")
    assert [each.id for each in found.auto_paging_iter()] == [link.id]
    with pytest.raises(BadRequestError) as unreadable:
        payments.payment_links.search(query="amount>>5")
    assert "position 8" in unreadable.value.message


def test_auto_paging_walks_every_page(sandbox, merchant):
    payments = _server(sandbox, merchant, merchant.secret_keys.create(name="pager").secret)
    made = {payments.payment_links.create(title=f"Page walk {n}", amount=Decimal("5.50"), currency="GHS", amount_fixed=True).id for n in range(5)}
    first = payments.payment_links.list(size=2)
    assert isinstance(first, ListObject) and len(first.data) == 2 and first.has_more
    pages = []
    current = first
    while True:
        pages.append(current)
        if not current.has_more:
            break
        current = current.next_page()
    assert len(pages) >= 3
    walked = [link.id for link in first.auto_paging_iter()]
    assert len(walked) == len(set(walked)) and made <= set(walked)
    assert all(isinstance(link, PaymentLink) for link in first.auto_paging_iter())


def test_auto_paging_sees_every_object_once_with_one_created_mid_walk(sandbox, merchant):
    payments = _server(sandbox, merchant, merchant.secret_keys.create(name="mid-walk pager").secret)
    for n in range(5):
        payments.payment_links.create(title=f"Mid-walk {n}", amount=Decimal("1.00"), currency="GHS", amount_fixed=True)
    before = [link.id for link in payments.payment_links.list(limit=100).data]
    walked = []
    for link in payments.payment_links.list(limit=2).auto_paging_iter():
        if len(walked) == 1:
            # The newest link: by page numbers it would push the first page's last link onto the second.
            payments.payment_links.create(title="Created mid-walk", amount=Decimal("1.00"), currency="GHS", amount_fixed=True)
        walked.append(link.id)
    assert walked == before


def test_auto_paging_follows_the_event_logs_cursor(sandbox, merchant):
    # The event log pages by a cursor (nextAfter), not by page numbers: a page of one event at a time
    # still walks every event, each once.
    payments = _server(sandbox, merchant, merchant.secret_keys.create(name="event pager").secret)
    for n in range(3):
        payments.invoices.create(
            customer_email=f"walk{n}@example.com", currency="GHS", due_date=datetime.date.today() + datetime.timedelta(days=7),
            items=[{"description": "Event walk", "quantity": 1, "unit_price": "5.00"}],
        )
    first = payments.events.list(limit="1", type_="invoice.created")
    assert len(first.data) == 1 and first.has_more and first.page is None
    walked = [event.id for event in first.auto_paging_iter()]
    assert len(walked) >= 3 and len(walked) == len(set(walked))


def test_a_rolled_key_works_through_its_grace_which_the_clock_does_not_cut_short(sandbox, merchant):
    old = merchant.secret_keys.create(name="to roll")
    rolled = merchant.secret_keys.roll(old.id, expires_in_hours=1)
    assert rolled.secret_key.secret != old.secret and rolled.rolled.expires_at is not None
    assert _server(sandbox, merchant, old.secret).payment_links.list().data is not None
    assert _server(sandbox, merchant, rolled.secret_key.secret).payment_links.list().data is not None

    # The grace runs on real time: moving the sandbox clock past it does not end it.
    merchant.sandbox_clocks.advance(seconds=2 * 3600)
    assert _server(sandbox, merchant, old.secret).payment_links.list().data is not None

    # Rolled with no grace, a key is refused at once; the key that replaced it works.
    again = merchant.secret_keys.roll(rolled.secret_key.id, expires_in_hours=0)
    with pytest.raises(AuthenticationError) as refused:
        _server(sandbox, merchant, rolled.secret_key.secret).payment_links.list()
    assert refused.value.status == 401
    assert isinstance(_server(sandbox, merchant, again.secret_key.secret).payment_links.list(), ListObject)


def test_a_revoked_key_is_refused_at_once(sandbox, merchant):
    made = merchant.secret_keys.create(name="to revoke")
    payments = _server(sandbox, merchant, made.secret)
    payments.payment_links.list()
    revoked = merchant.secret_keys.revoke(made.id)
    assert isinstance(revoked, SecretKey) and revoked.revoked_at is not None
    with pytest.raises(AuthenticationError):
        payments.payment_links.list()


def test_a_restricted_key_is_refused_outside_its_scope_naming_it(sandbox, merchant):
    reader = _server(sandbox, merchant, merchant.secret_keys.create(name="reader", scopes=["payment_links:read"]).secret)
    assert isinstance(reader.payment_links.list(), ListObject)
    with pytest.raises(PermissionDeniedError) as refused:
        reader.payment_links.create(title="Not mine to make", amount="1.00", currency="GHS", amount_fixed=True)
    assert refused.value.status == 403 and "payment_links:write" in str(refused.value)
    with pytest.raises(PermissionDeniedError) as elsewhere:
        reader.invoices.list()
    assert "invoices:read" in str(elsewhere.value)


def test_a_secret_key_cannot_make_another_secret_key(sandbox, merchant):
    payments = _server(sandbox, merchant, merchant.secret_keys.create(name="no minting").secret)
    with pytest.raises(PermissionDeniedError):
        payments.secret_keys.create(name="minted by a key")


def test_a_float_a_misspelt_keyword_and_a_wrong_type_are_refused_before_anything_is_sent(sandbox, merchant):
    payments = _server(sandbox, merchant, merchant.secret_keys.create(name="strict").secret)
    before = len(payments.payment_links.list(size=100).data)
    with pytest.raises(InvalidParameterError) as floated:
        payments.payment_links.create(title="Float", amount=12.5, currency="GHS", amount_fixed=True)
    assert isinstance(floated.value, TypeError) and floated.value.parameter == "amount" and "Decimal('12.5')" in str(floated.value)
    with pytest.raises(InvalidParameterError) as nested:
        payments.request("POST", "/merchants/me/invoices", json={"customerEmail": "a@example.com", "currency": "GHS", "items": [{"description": "Tea", "quantity": 1, "unitPrice": 0.1}]})
    assert nested.value.parameter == "items.0.unitPrice"
    with pytest.raises(InvalidParameterError) as misspelt:
        payments.payment_links.create(title="Typo", ammount=Decimal("1.00"), currency="GHS", amount_fixed=True)
    assert misspelt.value.parameter == "ammount" and "did you mean 'amount'?" in str(misspelt.value)
    with pytest.raises(InvalidParameterError) as wrong:
        payments.payment_links.create(title="Typo", amount=Decimal("1.00"), currency="GHS", amount_fixed="sometimes")
    assert wrong.value.parameter == "amount_fixed"
    assert len(payments.payment_links.list(size=100).data) == before


def test_a_mobile_money_request_through_its_resource_service_names_itself(sandbox):
    """The transport gives a mobile money request its X-Reference-Id, as momo().send does; the answer gives it back."""
    developer = sandbox["credentials"]["developer"]
    payments = Payments(
        sandbox["base_url"],
        developer["subscriptionKey"],
        product_keys={"collection": developer["productKeys"]["collection"]},
        api_user=(developer["apiUserId"], developer["apiKey"]),
    )
    sent = payments.momo_request_to_pays.create(
        amount="12.50",
        currency="EUR",
        external_id="order-1001",
        payer={"party_id_type": "MSISDN", "party_id": "233241234567"},
        payer_message="Order 1001",
        payee_note="Thank you",
    )
    assert len(str(sent.reference_id)) == 36
    assert payments.momo("collection").status("payment/request", str(sent.reference_id))["status"] in ("PENDING", "SUCCESSFUL")
