"""The REST reference's Python samples (src/generated/reference-samples.json, the x-codeSamples of
/ms/v1/docs), each run as written with the variables the quick start exports, against a server of
their own: some of them rotate keys or sign a user out everywhere. A sample may be refused for an id
of the recorded sandbox it names (404, 409, 403); never with a 400 about its values, and never with
an error of the library's own."""

import contextlib
import io
import json

import pytest

from conftest import REPOSITORY, start_sandbox
from payments_platform import Payments, PaymentsError

SAMPLES = json.loads((REPOSITORY / "src" / "generated" / "reference-samples.json").read_text())
PYTHON = [(operation, sample["source"]) for operation, samples in SAMPLES.items() for sample in samples if sample["lang"] == "Python"]
# This machine resolves no public host name; a reader's does.
THE_READERS_OWN = "does not resolve"


@pytest.fixture(scope="module")
def own_sandbox():
    yield from start_sandbox()


@pytest.fixture(scope="module")
def environment(own_sandbox):
    developer = own_sandbox["credentials"]["developer"]
    user = own_sandbox["credentials"]["appUser"]
    app = Payments(own_sandbox["base_url"], developer["subscriptionKey"])
    app.sign_in(user["email"], user["password"])
    return {
        "PAYMENTS_BASE_URL": own_sandbox["base_url"],
        "PAYMENTS_SUBSCRIPTION_KEY": developer["subscriptionKey"],
        "PAYMENTS_SECRET_KEY": developer["secretKey"],
        "PAYMENTS_ACCESS_TOKEN": app.access_token,
        "PAYMENTS_COLLECTION_KEY": developer["productKeys"]["collection"],
        "PAYMENTS_DISBURSEMENT_KEY": developer["productKeys"]["disbursement"],
        "PAYMENTS_REMITTANCE_KEY": developer["productKeys"]["remittance"],
        "PAYMENTS_API_USER_ID": developer["apiUserId"],
        "PAYMENTS_API_KEY": developer["apiKey"],
    }


def test_every_recorded_operation_has_a_python_sample():
    assert len(PYTHON) >= 180


def test_the_python_samples_run_as_written(environment, monkeypatch):
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    failed = []
    answered = 0
    for operation, source in PYTHON:
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                exec(compile(source, f"<{operation}>", "exec"), {})
            answered += 1
        except PaymentsError as refused:
            if refused.status == 400 and THE_READERS_OWN not in str(refused):
                failed.append(f"{operation}: {refused}")
        except Exception as error:  # noqa: BLE001 - a sample that fails in the library is what this test is for
            failed.append(f"{operation}: {type(error).__name__} {error}")
    assert failed == [], "\n".join(failed)
    # About a third answer 2xx; the rest name an id of the recorded sandbox.
    assert answered >= 50
