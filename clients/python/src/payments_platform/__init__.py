"""The payments platform's official Python library: ``Payments`` for the REST API, its operations as
resource services (``payments.payment_links.create(…)`` → ``PaymentLink``), ``Webhook`` for
verifying deliveries, and the typed errors. The models are generated from the OpenAPI document
(``payments_platform_generated.models``)."""

from .client import API_VERSION, PRODUCTS, MobileMoney, Payments
from .options import RawResponse, RequestOptions
from .resources import ListObject
from .errors import (
    APIConnectionError,
    AuthenticationError,
    BadRequestError,
    ConflictError,
    IdempotencyError,
    InvalidParameterError,
    NotFoundError,
    PaymentsError,
    PermissionDeniedError,
    RateLimitError,
    ServerError,
    SignatureVerificationError,
)
from payments_platform_events import PlatformEvent

from .webhooks import DEFAULT_TOLERANCE_SECONDS, Webhook

__version__ = "0.2.0"

__all__ = [
    "API_VERSION",
    "APIConnectionError",
    "AuthenticationError",
    "BadRequestError",
    "ConflictError",
    "DEFAULT_TOLERANCE_SECONDS",
    "IdempotencyError",
    "InvalidParameterError",
    "ListObject",
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
