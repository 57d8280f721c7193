"""The shared webhook vectors (clients/webhook-vectors.json): the verdicts every library must reach."""

import json
from pathlib import Path

import pytest

from payments_platform import SignatureVerificationError, Webhook

VECTORS = json.loads((Path(__file__).resolve().parents[2] / "webhook-vectors.json").read_text())


@pytest.mark.parametrize("vector", VECTORS["cases"], ids=[case["name"] for case in VECTORS["cases"]])
def test_reaches_the_vector_verdict(vector):
    verify = lambda: Webhook.construct_event(vector["body"], vector["headers"], vector["secrets"], VECTORS["toleranceSeconds"], now=vector["now"])  # noqa: E731
    if vector["expect"]["ok"]:
        event = verify()
        assert event["id"] == vector["expect"]["eventId"]
        assert event["type"] == vector["expect"]["eventType"]
    else:
        with pytest.raises(SignatureVerificationError) as refused:
            verify()
        assert refused.value.reason == vector["expect"]["reason"]


def test_signs_as_the_server_does():
    valid = next(case for case in VECTORS["cases"] if case["name"] == "valid")
    signed = Webhook.sign(valid["body"], valid["secrets"][0], timestamp=valid["now"])
    assert signed["X-Service-Signature"] == valid["headers"]["X-Service-Signature"]
    assert Webhook.construct_event(valid["body"].encode(), {k.lower(): v for k, v in signed.items()}, valid["secrets"][0], now=valid["now"])["id"] == "evt_vectors1"
