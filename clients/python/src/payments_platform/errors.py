"""The typed errors of the API: one class per kind of refusal, each carrying the envelope's details."""

from __future__ import annotations

import json
from typing import Any, Mapping, Optional


class InvalidParameterError(TypeError):
    """A parameter the library refuses before anything is sent: a float where money goes (a float
    cannot hold 0.10 exactly), a keyword the operation does not take, a value of the wrong type.
    ``parameter`` names it as the call spelt it (``items.0.unit_price`` inside a body)."""

    def __init__(self, parameter: str, message: str) -> None:
        super().__init__(f"{parameter}: {message}")
        self.parameter = parameter


def refuse_floats(value: Any, path: str = "") -> None:
    """Money goes as ``Decimal`` or decimal text: a float anywhere in a body is refused, named by its path."""
    if isinstance(value, float):
        raise InvalidParameterError(path or "body", f"a float cannot hold money exactly; pass Decimal({str(value)!r}) or decimal text")
    if isinstance(value, Mapping):
        for key, item in value.items():
            refuse_floats(item, f"{path}.{key}" if path else str(key))
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            refuse_floats(item, f"{path}.{index}" if path else str(index))


class PaymentsError(Exception):
    """A refusal from the API (its error envelope) or a failure to reach it.

    ``code`` is the envelope's ``details.code`` (``BAD_REQUEST``, ``INSUFFICIENT_FUNDS``, ...),
    ``fields`` the inputs at fault, ``correlation_id`` the id to quote to support.
    """

    def __init__(
        self,
        message: str,
        *,
        status: int = 0,
        code: str = "",
        fields: Optional[list] = None,
        correlation_id: Optional[str] = None,
        retry_after: Optional[float] = None,
        body: Any = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.status = status
        self.code = code
        self.fields: list = fields or []
        self.correlation_id = correlation_id
        self.retry_after = retry_after
        self.body = body

    def __str__(self) -> str:
        where = f" (correlationId {self.correlation_id})" if self.correlation_id else ""
        return f"{self.status} {self.code}: {self.message}{where}"


class APIConnectionError(PaymentsError):
    """The request got no answer (refused, reset, timed out): it may or may not have been applied."""


class BadRequestError(PaymentsError):
    """400: the input is invalid; ``fields`` names each field at fault."""


class AuthenticationError(PaymentsError):
    """401: the credentials are missing, unknown or expired."""


class PermissionDeniedError(PaymentsError):
    """403: the credentials are valid but may not do this."""


class NotFoundError(PaymentsError):
    """404: nothing the caller may see has this id."""


class ConflictError(PaymentsError):
    """409: the object's state refuses the operation (``INSUFFICIENT_FUNDS``, ``NOT_PENDING``, ...)."""


class IdempotencyError(PaymentsError):
    """The Idempotency-Key was used with another body, or its first request is still running."""


class RateLimitError(PaymentsError):
    """429: too many requests; ``retry_after`` says how many seconds to wait."""


class ServerError(PaymentsError):
    """5xx: the server failed or is unavailable."""


class SignatureVerificationError(PaymentsError):
    """A webhook delivery that must not be trusted: ``reason`` is ``missing_headers``,
    ``stale_timestamp``, ``bad_signature`` or ``malformed_body``."""

    def __init__(self, reason: str) -> None:
        super().__init__(f"webhook refused: {reason}", code=reason)
        self.reason = reason


def _class_for(status: int, code: str) -> type:
    if code.startswith("IDEMPOTENCY_"):
        return IdempotencyError
    if status == 400:
        return BadRequestError
    if status == 401:
        return AuthenticationError
    if status == 403:
        return PermissionDeniedError
    if status == 404:
        return NotFoundError
    if status == 409:
        return ConflictError
    if status == 429:
        return RateLimitError
    if status >= 500:
        return ServerError
    return PaymentsError


def error_from(status: int, headers: Mapping[str, str], data: bytes, sent_correlation_id: str) -> PaymentsError:
    """The typed error of an answer that is not a success, from its envelope (or MTN's ``{code, message}``)."""
    try:
        body = json.loads(data.decode("utf-8")) if data else None
    except (UnicodeDecodeError, json.JSONDecodeError):
        body = None
    details = body.get("details") if isinstance(body, dict) and isinstance(body.get("details"), dict) else None
    if details is not None:
        code = str(details.get("code", ""))
        message = str(details.get("description", ""))
        fields = list(details.get("fields") or [])
        correlation_id = body.get("correlationId")
    elif isinstance(body, dict) and "code" in body:
        code, message, fields, correlation_id = str(body["code"]), str(body.get("message", "")), [], None
    else:
        code, message, fields, correlation_id = f"HTTP_{status}", f"HTTP {status} without an error envelope", [], None
    retry_after = headers.get("Retry-After") or headers.get("retry-after")
    return _class_for(status, code)(
        message,
        status=status,
        code=code,
        fields=fields,
        correlation_id=correlation_id or headers.get("X-Correlation-ID") or sent_correlation_id,
        retry_after=float(retry_after) if retry_after and retry_after.replace(".", "", 1).isdigit() else None,
        body=body,
    )
