"""The payments platform's official Python library: ``Payments`` for the REST API, ``Webhook`` for
verifying deliveries, and the typed errors. The typed layer generated from the OpenAPI document is
``payments_platform_generated`` (``Payments.api(WalletApi)`` binds one of its API classes)."""

from .client import PRODUCTS, MobileMoney, Payments, RawResponse, RequestOptions
from .errors import (
    APIConnectionError,
    AuthenticationError,
    BadRequestError,
    ConflictError,
    IdempotencyError,
    NotFoundError,
    PaymentsError,
    PermissionDeniedError,
    RateLimitError,
    ServerError,
    SignatureVerificationError,
)
from payments_platform_events import PlatformEvent

from .webhooks import DEFAULT_TOLERANCE_SECONDS, Webhook

__version__ = "0.1.0"

__all__ = [
    "APIConnectionError",
    "AuthenticationError",
    "BadRequestError",
    "ConflictError",
    "DEFAULT_TOLERANCE_SECONDS",
    "IdempotencyError",
    "MobileMoney",
    "NotFoundError",
    "PRODUCTS",
    "Payments",
    "PaymentsError",
    "PlatformEvent",
    "PermissionDeniedError",
    "RateLimitError",
    "RawResponse",
    "RequestOptions",
    "ServerError",
    "SignatureVerificationError",
    "Webhook",
]
