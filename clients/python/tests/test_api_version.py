"""The library speaks the API version it was generated for: it sends it on every call, whatever the
account is pinned to, and reads that version's money (decimal text with the currency's scale) as a
``Decimal`` that keeps the scale."""

from __future__ import annotations

import json
import urllib.request
from decimal import Decimal

from payments_platform import API_VERSION, Payments
from payments_platform_generated.models import PaymentLink


def _server(sandbox) -> Payments:
    keys = sandbox["credentials"]["developer"]
    return Payments(sandbox["base_url"], keys["subscriptionKey"], secret_key=keys["secretKey"])


def test_the_library_sends_the_version_it_was_generated_for(sandbox):
    answer = _server(sandbox).request("GET", "/merchants/me/payment-links", raw=True)
    assert answer.headers["Payments-Version"] == API_VERSION == "2027-01-15"


def test_money_is_read_as_a_decimal_with_the_currency_scale(sandbox):
    server = _server(sandbox)
    link = server.payment_links.create(title="Scale kept", amount=Decimal("45"), currency="GHS", amount_fixed=True)
    assert isinstance(link, PaymentLink)
    assert isinstance(link.amount, Decimal) and str(link.amount) == "45.00" and link.amount.as_tuple().exponent == -2
    assert str(link.amount_collected) == "0.00"
    # The wire says so too: the library's version answers text, the account's default answers a number.
    raw = server.request("GET", f"/merchants/me/payment-links/{link.id}", raw=True)
    assert raw.body["data"]["amount"] == "45.00"
    assert _amount_in_default_version(sandbox, link.id) == 45


def _amount_in_default_version(sandbox, link_id: str):
    """The same link read without a Payments-Version header: the account's pinned version (the spec's numbers)."""
    keys = sandbox["credentials"]["developer"]
    request = urllib.request.Request(
        f"{sandbox['base_url']}/merchants/me/payment-links/{link_id}",
        headers={
            "Ocp-Apim-Subscription-Key": keys["subscriptionKey"],
            "Authorization": f"Bearer {keys['secretKey']}",
            "X-Target-Environment": "sandbox",
        },
    )
    with urllib.request.urlopen(request) as answer:
        return json.loads(answer.read())["data"]["amount"]
