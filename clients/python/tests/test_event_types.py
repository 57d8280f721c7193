"""The generated event types: current with the server's event types, and what construct_event returns."""

import typing
from typing import Any, List, Literal, Union

from payments_platform import PlatformEvent, Payments, Webhook


def _event_classes() -> dict:
    return {typing.get_args(typing.get_type_hints(cls)["type"])[0]: cls for cls in typing.get_args(PlatformEvent)}


EVENT_TYPES = _event_classes()


def assert_typed(value: Any, expected: Any, path: str = "event") -> None:
    """Asserts a parsed JSON value is of a generated type (TypedDicts with their required keys)."""
    origin = typing.get_origin(expected)
    if expected is Any:
        return
    if origin is Union:
        problems = []
        for option in typing.get_args(expected):
            try:
                assert_typed(value, option, path)
                return
            except AssertionError as problem:
                problems.append(str(problem))
        raise AssertionError(f"{path}: none of {expected} fits: {problems}")
    if origin is Literal:
        assert value in typing.get_args(expected), f"{path}: {value!r} is not one of {typing.get_args(expected)}"
        return
    if origin in (list, List):
        assert isinstance(value, list), f"{path}: not a list"
        for index, item in enumerate(value):
            assert_typed(item, typing.get_args(expected)[0], f"{path}[{index}]")
        return
    if expected is type(None):
        assert value is None, f"{path}: not null"
        return
    if typing.is_typeddict(expected):
        assert isinstance(value, dict), f"{path}: not an object"
        missing = expected.__required_keys__ - value.keys()
        assert not missing, f"{path}: missing {sorted(missing)}"
        hints = typing.get_type_hints(expected)
        for key, item in value.items():
            if key in hints:
                assert_typed(item, hints[key], f"{path}.{key}")
        return
    assert isinstance(value, expected) and not (expected is int and isinstance(value, bool)), f"{path}: {value!r} is not {expected.__name__}"


def test_construct_event_returns_the_typed_union():
    assert typing.get_type_hints(Webhook.construct_event)["return"] is PlatformEvent


def test_there_is_a_type_for_every_event_type_the_server_declares(sandbox):
    merchant = Payments(sandbox["base_url"], sandbox["credentials"]["developer"]["subscriptionKey"])
    merchant.sign_in(sandbox["credentials"]["developer"]["email"], sandbox["credentials"]["developer"]["password"])
    declared = merchant.request("GET", "/merchants/me/webhooks/event-types")["eventTypes"]
    assert sorted(EVENT_TYPES) == sorted(declared)


def test_a_mistyped_event_is_caught():
    funded = {"id": "evt_1", "type": "wallet.funded", "createdAt": "2026-11-24T00:00:00.000Z",
              "data": {"wallet": {"id": "wal_1"}, "currency": "GHS", "amount": "1.00", "entryId": "je_1", "reason": "p2p_transfer"}}
    assert_typed(funded, EVENT_TYPES["wallet.funded"])
    try:
        assert_typed({**funded, "data": {**funded["data"], "amount": 1}}, EVENT_TYPES["wallet.funded"])
    except AssertionError as problem:
        assert "event.data.amount" in str(problem)
    else:
        raise AssertionError("a number where the amount is text passed")
