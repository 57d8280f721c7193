"""
    Payments Platform API (REST compatibility layer)

    Every REST route under /ms/v1 (and /ms/v1/v1 for the grouped routes), generated from the route definitions.  ## The envelope Every answer is an envelope: `{timeStamp, correlationId, serverStatusCode, severity, data}` on success, `{…, severity: \"ERROR\", details: {code, severity, description, fields?}}` on error; `details.fields` names each input field at fault. Send `X-Correlation-ID` to choose the id; `Idempotency-Key` makes a create or a money move safe to retry (the same key and body replay the first answer with `Idempotent-Replayed: true`).  ## Credentials - **Ocp-Apim-Subscription-Key** on every route, and **X-Target-Environment: sandbox**. The app key is publishable (it ships in apps); the collection, disbursement and remittance keys are secret and open only their mobile money routes. - **Bearer** access tokens from `POST /auth/login` for a user's routes (merchant-only routes need a MERCHANT user). - **Basic** `apiUserId:apiKey` (or a product's bearer token from `/{product}/token/`) for the mobile money routes.  ## Sandbox test data - Mobile money numbers decide outcomes: 46733123450 fails (INTERNAL_PROCESSING_ERROR), 46733123451 is rejected, 46733123452 expires, 46733123453 stays pending, 46733123455 is unknown (collections) or short of funds (transfers), 46733123464 fails once per account then succeeds (to try a retry); any other number succeeds. - Cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds; 4000 0000 0000 0069 is expired; 4000 0000 0000 0127 has a wrong CVC. - Bill accounts ending 0001 are unknown to the biller, 0002 time out (then complete), 0003 find the biller down. - Credit profiles: an e-mail ending `+score-excellent`, `+score-good`, `+score-fair` or `+score-poor` sets the sandbox credit score. - `POST /sandbox/clock/advance` moves your account's clock forward and runs what falls due.  ## Error codes Every error answer's `details.code`, with its HTTP status:  | `details.code` | HTTP | What it means | What to do | | --- | --- | --- | --- | | `ACCOUNT_NOT_EMPTY` | 409 | The currency account still holds money. | Move the money out before closing the account. | | `ALREADY_REFUNDED` | 409 | The transaction was already refunded (in full, or up to this amount) by some path. | Read the money trace of the transaction; nothing more can come back. | | `BAD_REQUEST` | 400 | The request is malformed or a field is invalid; `details.fields` names each field at fault. | Correct the named fields and send it again. | | `BATCH_ALREADY_PROCESSED` | 409 | The payroll batch was already processed. | Create a new batch, or retry its failed items. | | `BILL_ACCOUNT_INVALID` | 422 | The biller has no customer with this account number. | Check the account number with the customer (sandbox: numbers ending 0001 are unknown). | | `CARD_DECLINED` | 402 | The card was declined; the message says why (sandbox test cards decline on purpose). | Use another card or ask the cardholder to contact their bank. | | `CLOCK_BUSY` | 409 | Another advance of this sandbox clock is running. | Try again when it has finished (`GET /sandbox/clock`). | | `CONFLICT` | 409 | The request conflicts with the object's current state. | Read the object again and decide from its state. | | `CURRENCY_ACCOUNT_MISSING` | 409 | The wallet has no open account in this currency. | Open one (`PUT /wallets/me/accounts/{currency}`) or use another currency. | | `DISPUTE_ALREADY_OPEN` | 409 | This transaction already has an open dispute. | Comment on or add evidence to the open dispute instead. | | `DISPUTE_OPEN` | 409 | A dispute of this transaction is open, so its own refund waits. | Wait for the dispute's resolution. | | `DISPUTE_RESOLVED` | 409 | The dispute is resolved: it takes no more comments, evidence or resolutions. | File a new dispute if the transaction can still be disputed. | | `ENVIRONMENT_NOT_LIVE` | 403 | `X-Target-Environment` names an environment this server does not run. | Send `X-Target-Environment: sandbox`. | | `FORBIDDEN` | 403 | The credentials are good but may not do this (another role, another product's key, another account's object). | Use a credential that may: a merchant or administrator user, or the product's own key. | | `GOAL_CLOSED` | 409 | The savings goal is closed. | Create a new goal. | | `GOAL_NOT_EMPTY` | 409 | The savings goal still holds money. | Withdraw it before closing the goal. | | `HOLD_RESOLVED` | 409 | The hold was already captured or released: a hold resolves once. | Read the money trace of the operation. | | `IDEMPOTENCY_KEY_IN_USE` | 409 | A request with this `Idempotency-Key` is still being processed. | Retry shortly with the same key: it replays the first answer. | | `IDEMPOTENCY_KEY_INTERRUPTED` | 409 | The request with this `Idempotency-Key` made its change, but the server stopped before it could answer, and this operation cannot rebuild the answer. The change stands; it was not and will not be made twice. | Read the object the request created or changed (the message names its journal entry where money moved: `GET /ledger/trace/{id}`). | | `IDEMPOTENCY_KEY_MISMATCH` | 400 | This `Idempotency-Key` was used with a different request. | Use a new key for a new request; the same key only for retries of the same one. | | `INSUFFICIENT_FUNDS` | 409 | The wallet's available balance (its balance less holds) is less than the amount and fees. | Fund the wallet or send less. | | `INTERNAL_ERROR` | 500 | The server failed; nothing was changed unless the answer says otherwise. | Retry with the same `Idempotency-Key`; report the `correlationId` if it persists. | | `INVOICE_PAID` | 409 | The invoice is paid. | Refund its payment instead, if that is what you meant. | | `INVOICE_VOID` | 409 | The invoice was voided. | Create a new invoice. | | `ITEM_NOT_FAILED` | 409 | Only a failed payroll item can be corrected. | Read the item's status. | | `KYC_LIMIT_EXCEEDED` | 403 | The user's KYC tier does not allow this (a daily or monthly limit, or the maximum balance); the message says which and by how much. | Send less, wait for the limit to renew, or upgrade the tier (`POST /kyc/upgrade`). | | `LOAN_ALREADY_OPEN` | 409 | The user has a loan not yet repaid. | Repay it before applying again. | | `LOAN_NOT_REPAYABLE` | 409 | The loan is not active (pending, rejected or repaid). | Read the loan's status. | | `METHOD_NOT_ALLOWED` | 405 | The route exists but not with this HTTP method; `Allow` lists the methods it takes. | Use one of the methods in `Allow`. | | `NOT_FOUND` | 404 | No such object, or not one of yours (another owner's id answers the same, so ids cannot be probed). | Check the id and that it belongs to the signed-in user or account. | | `NOT_PAYABLE` | 410 | The payment link or invoice cannot be paid any more (deactivated, used, expired, void or paid). | Create a new link or invoice. | | `NOT_PENDING` | 409 | The operation or request is no longer pending (completed, rejected, expired or cancelled). | Read it to see how it ended. | | `NOT_REFUNDABLE` | 409 | This payment cannot be refunded (it did not complete, or was refunded in full). | Read the payment's status and refunds. | | `NOTHING_TO_RETRY` | 409 | The batch has no failed items. | Nothing to do. | | `OVERPAYMENT` | 409 | The repayment is more than what is owed. | Repay at most the outstanding amount. | | `PAYLOAD_TOO_LARGE` | 413 | The body is larger than the route accepts. | Send a smaller body (split a batch). | | `PAYMENT_IN_PROGRESS` | 409 | A payment of this page is waiting for the payer's approval. | Wait for it to complete or fail (a mobile money prompt holds a page 3 minutes). | | `QUOTE_EXPIRED` | 409 | The FX quote's time ran out. | Ask for a new quote. | | `QUOTE_USED` | 409 | The FX quote was already spent by a transfer. | Ask for a new quote for a new transfer. | | `RATE_LIMITED` | 429 | The account's plan allows no more requests now (per minute or per day). | Wait the `Retry-After` seconds; a higher plan raises the limits. | | `REFUND_TOO_LARGE` | 409 | The refund is more than what is left to refund of the payment. | Refund at most the payment's amount less its refunds. | | `REQUEST_HEADER_FIELDS_TOO_LARGE` | 431 | The request's headers are too large. | Send fewer or shorter headers. | | `RESOURCE_ALREADY_EXIST` | 409 | An object with this reference id exists already (mobile money `X-Reference-Id`, an API user). | Use a new reference id (a UUID v4) for a new operation; read the existing one by its id. | | `SCHEDULE_ENDED` | 409 | The schedule has ended or was cancelled. | Create a new schedule. | | `SELF_TRANSFER` | 400 | The payer and the recipient are the same wallet. | Send to another wallet. | | `SERVICE_UNAVAILABLE` | 503 | The server is starting, stopping or cannot reach its database. | Retry after `Retry-After` seconds. | | `TRANSACTION_NOT_SETTLED` | 409 | The transaction is still in progress. | Dispute it once it has completed. | | `UNAUTHORIZED` | 401 | The credentials are missing, wrong or expired (subscription key, access token, API user). | Send the right key; sign in again or refresh the access token. | | `UNSUPPORTED_MEDIA_TYPE` | 415 | The body is not JSON (or the form the route takes). | Send `Content-Type: application/json` with a JSON body. | | `UPSTREAM_ERROR` | 502 | A provider the platform calls (a rail, a biller) failed. | Retry later with the same `Idempotency-Key`. | | `URI_TOO_LONG` | 414 | The URL is longer than the server accepts. | Shorten the query string; send filters in a body where the route takes one. |

    The version of the OpenAPI document: 2027-01-15
    Generated by OpenAPI Generator (https://openapi-generator.tech)

    Do not edit the class manually.
"""  # noqa: E501


import warnings
from pydantic import validate_call, Field, StrictFloat, StrictStr, StrictInt
from typing import Any, Dict, List, Optional, Tuple, Union
from typing_extensions import Annotated

from pydantic import Field, StrictStr, field_validator
from typing import Optional
from typing_extensions import Annotated
from uuid import UUID
from payments_platform_generated.models.cash_out_create_params import CashOutCreateParams
from payments_platform_generated.models.cash_out_update_params import CashOutUpdateParams
from payments_platform_generated.models.closed_currency_account_envelope import ClosedCurrencyAccountEnvelope
from payments_platform_generated.models.fund_in_create_params import FundInCreateParams
from payments_platform_generated.models.fund_in_refund_create_params import FundInRefundCreateParams
from payments_platform_generated.models.fund_in_update_params import FundInUpdateParams
from payments_platform_generated.models.funding_operation_envelope import FundingOperationEnvelope
from payments_platform_generated.models.funding_operation_page_envelope import FundingOperationPageEnvelope
from payments_platform_generated.models.wallet_balance_envelope import WalletBalanceEnvelope
from payments_platform_generated.models.wallet_balance_list_envelope import WalletBalanceListEnvelope
from payments_platform_generated.models.wallet_envelope import WalletEnvelope
from payments_platform_generated.models.wallet_transaction_page_envelope import WalletTransactionPageEnvelope
from payments_platform_generated.models.wallet_transfer_create_params import WalletTransferCreateParams
from payments_platform_generated.models.wallet_transfer_envelope import WalletTransferEnvelope

from payments_platform_generated.api_client import ApiClient, RequestSerialized
from payments_platform_generated.api_response import ApiResponse
from payments_platform_generated.rest import RESTResponseType


class WalletApi:
    """NOTE: This class is auto generated by OpenAPI Generator
    Ref: https://openapi-generator.tech

    Do not edit the class manually.
    """

    def __init__(self, api_client=None) -> None:
        if api_client is None:
            api_client = ApiClient.get_default()
        self.api_client = api_client


    @validate_call
    def close_wallet_currency_account(
        self,
        currency: Annotated[StrictStr, Field(description="3-letter currency code")],
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ClosedCurrencyAccountEnvelope:
        """Remove an empty currency account

        Remove an empty currency account (409 while it holds money).

        :param currency: 3-letter currency code (required)
        :type currency: str
        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._close_wallet_currency_account_serialize(
            currency=currency,
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "ClosedCurrencyAccountEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def close_wallet_currency_account_with_http_info(
        self,
        currency: Annotated[StrictStr, Field(description="3-letter currency code")],
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[ClosedCurrencyAccountEnvelope]:
        """Remove an empty currency account

        Remove an empty currency account (409 while it holds money).

        :param currency: 3-letter currency code (required)
        :type currency: str
        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._close_wallet_currency_account_serialize(
            currency=currency,
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "ClosedCurrencyAccountEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def close_wallet_currency_account_without_preload_content(
        self,
        currency: Annotated[StrictStr, Field(description="3-letter currency code")],
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """Remove an empty currency account

        Remove an empty currency account (409 while it holds money).

        :param currency: 3-letter currency code (required)
        :type currency: str
        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._close_wallet_currency_account_serialize(
            currency=currency,
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "ClosedCurrencyAccountEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _close_wallet_currency_account_serialize(
        self,
        currency,
        x_target_environment,
        x_correlation_id,
        x_sandbox_scenario,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        if currency is not None:
            _path_params['currency'] = currency
        # process the query parameters
        # process the header parameters
        if x_target_environment is not None:
            _header_params['X-Target-Environment'] = x_target_environment
        if x_correlation_id is not None:
            _header_params['X-Correlation-ID'] = x_correlation_id
        if x_sandbox_scenario is not None:
            _header_params['X-Sandbox-Scenario'] = x_sandbox_scenario
        # process the form parameters
        # process the body parameter


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )


        # authentication setting
        _auth_settings: List[str] = [
            'bearerAuth', 
            'subscriptionKey'
        ]

        return self.api_client.param_serialize(
            method='DELETE',
            resource_path='/wallets/me/accounts/{currency}',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )




    @validate_call
    def create_cash_out(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        cash_out_create_params: CashOutCreateParams,
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        idempotency_key: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> FundingOperationEnvelope:
        """Cash out to mobile money

        Cash out to mobile money: the funds are held now, paid out by disbursement, and returned if the payout fails.

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param cash_out_create_params: (required)
        :type cash_out_create_params: CashOutCreateParams
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param idempotency_key: Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.
        :type idempotency_key: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._create_cash_out_serialize(
            x_target_environment=x_target_environment,
            cash_out_create_params=cash_out_create_params,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            idempotency_key=idempotency_key,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '202': "FundingOperationEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '413': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '415': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def create_cash_out_with_http_info(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        cash_out_create_params: CashOutCreateParams,
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        idempotency_key: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[FundingOperationEnvelope]:
        """Cash out to mobile money

        Cash out to mobile money: the funds are held now, paid out by disbursement, and returned if the payout fails.

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param cash_out_create_params: (required)
        :type cash_out_create_params: CashOutCreateParams
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param idempotency_key: Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.
        :type idempotency_key: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._create_cash_out_serialize(
            x_target_environment=x_target_environment,
            cash_out_create_params=cash_out_create_params,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            idempotency_key=idempotency_key,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '202': "FundingOperationEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '413': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '415': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def create_cash_out_without_preload_content(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        cash_out_create_params: CashOutCreateParams,
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        idempotency_key: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """Cash out to mobile money

        Cash out to mobile money: the funds are held now, paid out by disbursement, and returned if the payout fails.

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param cash_out_create_params: (required)
        :type cash_out_create_params: CashOutCreateParams
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param idempotency_key: Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.
        :type idempotency_key: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._create_cash_out_serialize(
            x_target_environment=x_target_environment,
            cash_out_create_params=cash_out_create_params,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            idempotency_key=idempotency_key,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '202': "FundingOperationEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '413': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '415': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _create_cash_out_serialize(
        self,
        x_target_environment,
        cash_out_create_params,
        x_correlation_id,
        x_sandbox_scenario,
        idempotency_key,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        # process the query parameters
        # process the header parameters
        if x_target_environment is not None:
            _header_params['X-Target-Environment'] = x_target_environment
        if x_correlation_id is not None:
            _header_params['X-Correlation-ID'] = x_correlation_id
        if x_sandbox_scenario is not None:
            _header_params['X-Sandbox-Scenario'] = x_sandbox_scenario
        if idempotency_key is not None:
            _header_params['Idempotency-Key'] = idempotency_key
        # process the form parameters
        # process the body parameter
        if cash_out_create_params is not None:
            _body_params = cash_out_create_params


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )

        # set the HTTP header `Content-Type`
        if _content_type:
            _header_params['Content-Type'] = _content_type
        else:
            _default_content_type = (
                self.api_client.select_header_content_type(
                    [
                        'application/json'
                    ]
                )
            )
            if _default_content_type is not None:
                _header_params['Content-Type'] = _default_content_type

        # authentication setting
        _auth_settings: List[str] = [
            'bearerAuth', 
            'subscriptionKey'
        ]

        return self.api_client.param_serialize(
            method='POST',
            resource_path='/wallets/me/cash-out',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )




    @validate_call
    def create_fund_in(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        fund_in_create_params: FundInCreateParams,
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        idempotency_key: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> FundingOperationEnvelope:
        """Fund the wallet by mobile money

        Fund the wallet by mobile money: a request to pay from your number (or phone); the wallet is credited only when it succeeds.

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param fund_in_create_params: (required)
        :type fund_in_create_params: FundInCreateParams
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param idempotency_key: Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.
        :type idempotency_key: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._create_fund_in_serialize(
            x_target_environment=x_target_environment,
            fund_in_create_params=fund_in_create_params,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            idempotency_key=idempotency_key,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '202': "FundingOperationEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '413': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '415': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def create_fund_in_with_http_info(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        fund_in_create_params: FundInCreateParams,
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        idempotency_key: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[FundingOperationEnvelope]:
        """Fund the wallet by mobile money

        Fund the wallet by mobile money: a request to pay from your number (or phone); the wallet is credited only when it succeeds.

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param fund_in_create_params: (required)
        :type fund_in_create_params: FundInCreateParams
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param idempotency_key: Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.
        :type idempotency_key: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._create_fund_in_serialize(
            x_target_environment=x_target_environment,
            fund_in_create_params=fund_in_create_params,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            idempotency_key=idempotency_key,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '202': "FundingOperationEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '413': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '415': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def create_fund_in_without_preload_content(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        fund_in_create_params: FundInCreateParams,
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        idempotency_key: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """Fund the wallet by mobile money

        Fund the wallet by mobile money: a request to pay from your number (or phone); the wallet is credited only when it succeeds.

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param fund_in_create_params: (required)
        :type fund_in_create_params: FundInCreateParams
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param idempotency_key: Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.
        :type idempotency_key: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._create_fund_in_serialize(
            x_target_environment=x_target_environment,
            fund_in_create_params=fund_in_create_params,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            idempotency_key=idempotency_key,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '202': "FundingOperationEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '413': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '415': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _create_fund_in_serialize(
        self,
        x_target_environment,
        fund_in_create_params,
        x_correlation_id,
        x_sandbox_scenario,
        idempotency_key,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        # process the query parameters
        # process the header parameters
        if x_target_environment is not None:
            _header_params['X-Target-Environment'] = x_target_environment
        if x_correlation_id is not None:
            _header_params['X-Correlation-ID'] = x_correlation_id
        if x_sandbox_scenario is not None:
            _header_params['X-Sandbox-Scenario'] = x_sandbox_scenario
        if idempotency_key is not None:
            _header_params['Idempotency-Key'] = idempotency_key
        # process the form parameters
        # process the body parameter
        if fund_in_create_params is not None:
            _body_params = fund_in_create_params


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )

        # set the HTTP header `Content-Type`
        if _content_type:
            _header_params['Content-Type'] = _content_type
        else:
            _default_content_type = (
                self.api_client.select_header_content_type(
                    [
                        'application/json'
                    ]
                )
            )
            if _default_content_type is not None:
                _header_params['Content-Type'] = _default_content_type

        # authentication setting
        _auth_settings: List[str] = [
            'bearerAuth', 
            'subscriptionKey'
        ]

        return self.api_client.param_serialize(
            method='POST',
            resource_path='/wallets/me/fund-in',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )




    @validate_call
    def create_fund_in_refund(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        fund_in_refund_create_params: FundInRefundCreateParams,
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        idempotency_key: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> FundingOperationEnvelope:
        """Refund a completed fund-in to the number it came from

        Refund a completed fund-in to the number it came from: held now, paid out by a disbursement refund, returned if that fails; once per fund-in.

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param fund_in_refund_create_params: (required)
        :type fund_in_refund_create_params: FundInRefundCreateParams
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param idempotency_key: Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.
        :type idempotency_key: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._create_fund_in_refund_serialize(
            x_target_environment=x_target_environment,
            fund_in_refund_create_params=fund_in_refund_create_params,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            idempotency_key=idempotency_key,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '202': "FundingOperationEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '413': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '415': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def create_fund_in_refund_with_http_info(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        fund_in_refund_create_params: FundInRefundCreateParams,
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        idempotency_key: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[FundingOperationEnvelope]:
        """Refund a completed fund-in to the number it came from

        Refund a completed fund-in to the number it came from: held now, paid out by a disbursement refund, returned if that fails; once per fund-in.

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param fund_in_refund_create_params: (required)
        :type fund_in_refund_create_params: FundInRefundCreateParams
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param idempotency_key: Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.
        :type idempotency_key: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._create_fund_in_refund_serialize(
            x_target_environment=x_target_environment,
            fund_in_refund_create_params=fund_in_refund_create_params,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            idempotency_key=idempotency_key,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '202': "FundingOperationEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '413': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '415': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def create_fund_in_refund_without_preload_content(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        fund_in_refund_create_params: FundInRefundCreateParams,
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        idempotency_key: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """Refund a completed fund-in to the number it came from

        Refund a completed fund-in to the number it came from: held now, paid out by a disbursement refund, returned if that fails; once per fund-in.

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param fund_in_refund_create_params: (required)
        :type fund_in_refund_create_params: FundInRefundCreateParams
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param idempotency_key: Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.
        :type idempotency_key: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._create_fund_in_refund_serialize(
            x_target_environment=x_target_environment,
            fund_in_refund_create_params=fund_in_refund_create_params,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            idempotency_key=idempotency_key,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '202': "FundingOperationEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '413': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '415': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _create_fund_in_refund_serialize(
        self,
        x_target_environment,
        fund_in_refund_create_params,
        x_correlation_id,
        x_sandbox_scenario,
        idempotency_key,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        # process the query parameters
        # process the header parameters
        if x_target_environment is not None:
            _header_params['X-Target-Environment'] = x_target_environment
        if x_correlation_id is not None:
            _header_params['X-Correlation-ID'] = x_correlation_id
        if x_sandbox_scenario is not None:
            _header_params['X-Sandbox-Scenario'] = x_sandbox_scenario
        if idempotency_key is not None:
            _header_params['Idempotency-Key'] = idempotency_key
        # process the form parameters
        # process the body parameter
        if fund_in_refund_create_params is not None:
            _body_params = fund_in_refund_create_params


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )

        # set the HTTP header `Content-Type`
        if _content_type:
            _header_params['Content-Type'] = _content_type
        else:
            _default_content_type = (
                self.api_client.select_header_content_type(
                    [
                        'application/json'
                    ]
                )
            )
            if _default_content_type is not None:
                _header_params['Content-Type'] = _default_content_type

        # authentication setting
        _auth_settings: List[str] = [
            'bearerAuth', 
            'subscriptionKey'
        ]

        return self.api_client.param_serialize(
            method='POST',
            resource_path='/wallets/me/refund',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )




    @validate_call
    def create_wallet(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        idempotency_key: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> WalletEnvelope:
        """Create the wallet

        Create the wallet (one per user, default GHS account); no body. Users get one at registration, so a second is 409.

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param idempotency_key: Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.
        :type idempotency_key: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._create_wallet_serialize(
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            idempotency_key=idempotency_key,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WalletEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def create_wallet_with_http_info(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        idempotency_key: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[WalletEnvelope]:
        """Create the wallet

        Create the wallet (one per user, default GHS account); no body. Users get one at registration, so a second is 409.

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param idempotency_key: Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.
        :type idempotency_key: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._create_wallet_serialize(
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            idempotency_key=idempotency_key,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WalletEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def create_wallet_without_preload_content(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        idempotency_key: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """Create the wallet

        Create the wallet (one per user, default GHS account); no body. Users get one at registration, so a second is 409.

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param idempotency_key: Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.
        :type idempotency_key: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._create_wallet_serialize(
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            idempotency_key=idempotency_key,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WalletEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _create_wallet_serialize(
        self,
        x_target_environment,
        x_correlation_id,
        x_sandbox_scenario,
        idempotency_key,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        # process the query parameters
        # process the header parameters
        if x_target_environment is not None:
            _header_params['X-Target-Environment'] = x_target_environment
        if x_correlation_id is not None:
            _header_params['X-Correlation-ID'] = x_correlation_id
        if x_sandbox_scenario is not None:
            _header_params['X-Sandbox-Scenario'] = x_sandbox_scenario
        if idempotency_key is not None:
            _header_params['Idempotency-Key'] = idempotency_key
        # process the form parameters
        # process the body parameter


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )


        # authentication setting
        _auth_settings: List[str] = [
            'bearerAuth', 
            'subscriptionKey'
        ]

        return self.api_client.param_serialize(
            method='POST',
            resource_path='/wallets',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )




    @validate_call
    def create_wallet_transfer(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        wallet_transfer_create_params: WalletTransferCreateParams,
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        idempotency_key: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> WalletTransferEnvelope:
        """Peer-to-peer transfer to another wallet in one currency

        Peer-to-peer transfer to another wallet (by toWalletId, toPhone or toEmail) in one currency; a recipient no one is is 404.

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param wallet_transfer_create_params: (required)
        :type wallet_transfer_create_params: WalletTransferCreateParams
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param idempotency_key: Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.
        :type idempotency_key: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._create_wallet_transfer_serialize(
            x_target_environment=x_target_environment,
            wallet_transfer_create_params=wallet_transfer_create_params,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            idempotency_key=idempotency_key,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WalletTransferEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '413': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '415': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def create_wallet_transfer_with_http_info(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        wallet_transfer_create_params: WalletTransferCreateParams,
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        idempotency_key: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[WalletTransferEnvelope]:
        """Peer-to-peer transfer to another wallet in one currency

        Peer-to-peer transfer to another wallet (by toWalletId, toPhone or toEmail) in one currency; a recipient no one is is 404.

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param wallet_transfer_create_params: (required)
        :type wallet_transfer_create_params: WalletTransferCreateParams
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param idempotency_key: Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.
        :type idempotency_key: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._create_wallet_transfer_serialize(
            x_target_environment=x_target_environment,
            wallet_transfer_create_params=wallet_transfer_create_params,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            idempotency_key=idempotency_key,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WalletTransferEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '413': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '415': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def create_wallet_transfer_without_preload_content(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        wallet_transfer_create_params: WalletTransferCreateParams,
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        idempotency_key: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """Peer-to-peer transfer to another wallet in one currency

        Peer-to-peer transfer to another wallet (by toWalletId, toPhone or toEmail) in one currency; a recipient no one is is 404.

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param wallet_transfer_create_params: (required)
        :type wallet_transfer_create_params: WalletTransferCreateParams
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param idempotency_key: Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.
        :type idempotency_key: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._create_wallet_transfer_serialize(
            x_target_environment=x_target_environment,
            wallet_transfer_create_params=wallet_transfer_create_params,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            idempotency_key=idempotency_key,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WalletTransferEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '413': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '415': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _create_wallet_transfer_serialize(
        self,
        x_target_environment,
        wallet_transfer_create_params,
        x_correlation_id,
        x_sandbox_scenario,
        idempotency_key,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        # process the query parameters
        # process the header parameters
        if x_target_environment is not None:
            _header_params['X-Target-Environment'] = x_target_environment
        if x_correlation_id is not None:
            _header_params['X-Correlation-ID'] = x_correlation_id
        if x_sandbox_scenario is not None:
            _header_params['X-Sandbox-Scenario'] = x_sandbox_scenario
        if idempotency_key is not None:
            _header_params['Idempotency-Key'] = idempotency_key
        # process the form parameters
        # process the body parameter
        if wallet_transfer_create_params is not None:
            _body_params = wallet_transfer_create_params


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )

        # set the HTTP header `Content-Type`
        if _content_type:
            _header_params['Content-Type'] = _content_type
        else:
            _default_content_type = (
                self.api_client.select_header_content_type(
                    [
                        'application/json'
                    ]
                )
            )
            if _default_content_type is not None:
                _header_params['Content-Type'] = _default_content_type

        # authentication setting
        _auth_settings: List[str] = [
            'bearerAuth', 
            'subscriptionKey'
        ]

        return self.api_client.param_serialize(
            method='POST',
            resource_path='/wallets/me/transfer',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )




    @validate_call
    def list_cash_outs(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        page: Optional[Annotated[int, Field(le=1000000, strict=True, ge=0)]] = None,
        size: Optional[Annotated[int, Field(le=100, strict=True, ge=1)]] = None,
        limit: Annotated[Optional[Annotated[int, Field(le=100, strict=True, ge=1)]], Field(description="page size, 1-100: the newer name of size, which it overrides")] = None,
        starting_after: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=200)]], Field(description="the id of an object of this list (a wallet transaction's entryId): the page holds the objects after it, in the list's order. Objects created or deleted during a walk neither repeat nor shift one")] = None,
        ending_before: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=200)]], Field(description="the id of an object of this list: the page holds the objects just before it, in the list's order")] = None,
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> FundingOperationPageEnvelope:
        """List cash-out requests

        List cash-out requests, newest first.

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param page:
        :type page: int
        :param size:
        :type size: int
        :param limit: page size, 1-100: the newer name of size, which it overrides
        :type limit: int
        :param starting_after: the id of an object of this list (a wallet transaction's entryId): the page holds the objects after it, in the list's order. Objects created or deleted during a walk neither repeat nor shift one
        :type starting_after: str
        :param ending_before: the id of an object of this list: the page holds the objects just before it, in the list's order
        :type ending_before: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._list_cash_outs_serialize(
            x_target_environment=x_target_environment,
            page=page,
            size=size,
            limit=limit,
            starting_after=starting_after,
            ending_before=ending_before,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "FundingOperationPageEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def list_cash_outs_with_http_info(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        page: Optional[Annotated[int, Field(le=1000000, strict=True, ge=0)]] = None,
        size: Optional[Annotated[int, Field(le=100, strict=True, ge=1)]] = None,
        limit: Annotated[Optional[Annotated[int, Field(le=100, strict=True, ge=1)]], Field(description="page size, 1-100: the newer name of size, which it overrides")] = None,
        starting_after: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=200)]], Field(description="the id of an object of this list (a wallet transaction's entryId): the page holds the objects after it, in the list's order. Objects created or deleted during a walk neither repeat nor shift one")] = None,
        ending_before: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=200)]], Field(description="the id of an object of this list: the page holds the objects just before it, in the list's order")] = None,
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[FundingOperationPageEnvelope]:
        """List cash-out requests

        List cash-out requests, newest first.

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param page:
        :type page: int
        :param size:
        :type size: int
        :param limit: page size, 1-100: the newer name of size, which it overrides
        :type limit: int
        :param starting_after: the id of an object of this list (a wallet transaction's entryId): the page holds the objects after it, in the list's order. Objects created or deleted during a walk neither repeat nor shift one
        :type starting_after: str
        :param ending_before: the id of an object of this list: the page holds the objects just before it, in the list's order
        :type ending_before: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._list_cash_outs_serialize(
            x_target_environment=x_target_environment,
            page=page,
            size=size,
            limit=limit,
            starting_after=starting_after,
            ending_before=ending_before,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "FundingOperationPageEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def list_cash_outs_without_preload_content(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        page: Optional[Annotated[int, Field(le=1000000, strict=True, ge=0)]] = None,
        size: Optional[Annotated[int, Field(le=100, strict=True, ge=1)]] = None,
        limit: Annotated[Optional[Annotated[int, Field(le=100, strict=True, ge=1)]], Field(description="page size, 1-100: the newer name of size, which it overrides")] = None,
        starting_after: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=200)]], Field(description="the id of an object of this list (a wallet transaction's entryId): the page holds the objects after it, in the list's order. Objects created or deleted during a walk neither repeat nor shift one")] = None,
        ending_before: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=200)]], Field(description="the id of an object of this list: the page holds the objects just before it, in the list's order")] = None,
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """List cash-out requests

        List cash-out requests, newest first.

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param page:
        :type page: int
        :param size:
        :type size: int
        :param limit: page size, 1-100: the newer name of size, which it overrides
        :type limit: int
        :param starting_after: the id of an object of this list (a wallet transaction's entryId): the page holds the objects after it, in the list's order. Objects created or deleted during a walk neither repeat nor shift one
        :type starting_after: str
        :param ending_before: the id of an object of this list: the page holds the objects just before it, in the list's order
        :type ending_before: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._list_cash_outs_serialize(
            x_target_environment=x_target_environment,
            page=page,
            size=size,
            limit=limit,
            starting_after=starting_after,
            ending_before=ending_before,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "FundingOperationPageEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _list_cash_outs_serialize(
        self,
        x_target_environment,
        page,
        size,
        limit,
        starting_after,
        ending_before,
        x_correlation_id,
        x_sandbox_scenario,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        # process the query parameters
        if page is not None:
            
            _query_params.append(('page', page))
            
        if size is not None:
            
            _query_params.append(('size', size))
            
        if limit is not None:
            
            _query_params.append(('limit', limit))
            
        if starting_after is not None:
            
            _query_params.append(('startingAfter', starting_after))
            
        if ending_before is not None:
            
            _query_params.append(('endingBefore', ending_before))
            
        # process the header parameters
        if x_target_environment is not None:
            _header_params['X-Target-Environment'] = x_target_environment
        if x_correlation_id is not None:
            _header_params['X-Correlation-ID'] = x_correlation_id
        if x_sandbox_scenario is not None:
            _header_params['X-Sandbox-Scenario'] = x_sandbox_scenario
        # process the form parameters
        # process the body parameter


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )


        # authentication setting
        _auth_settings: List[str] = [
            'bearerAuth', 
            'subscriptionKey'
        ]

        return self.api_client.param_serialize(
            method='GET',
            resource_path='/wallets/me/cash-outs',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )




    @validate_call
    def list_fund_ins(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        page: Optional[Annotated[int, Field(le=1000000, strict=True, ge=0)]] = None,
        size: Optional[Annotated[int, Field(le=100, strict=True, ge=1)]] = None,
        limit: Annotated[Optional[Annotated[int, Field(le=100, strict=True, ge=1)]], Field(description="page size, 1-100: the newer name of size, which it overrides")] = None,
        starting_after: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=200)]], Field(description="the id of an object of this list (a wallet transaction's entryId): the page holds the objects after it, in the list's order. Objects created or deleted during a walk neither repeat nor shift one")] = None,
        ending_before: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=200)]], Field(description="the id of an object of this list: the page holds the objects just before it, in the list's order")] = None,
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> FundingOperationPageEnvelope:
        """List fund-in requests

        List fund-in requests, newest first.

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param page:
        :type page: int
        :param size:
        :type size: int
        :param limit: page size, 1-100: the newer name of size, which it overrides
        :type limit: int
        :param starting_after: the id of an object of this list (a wallet transaction's entryId): the page holds the objects after it, in the list's order. Objects created or deleted during a walk neither repeat nor shift one
        :type starting_after: str
        :param ending_before: the id of an object of this list: the page holds the objects just before it, in the list's order
        :type ending_before: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._list_fund_ins_serialize(
            x_target_environment=x_target_environment,
            page=page,
            size=size,
            limit=limit,
            starting_after=starting_after,
            ending_before=ending_before,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "FundingOperationPageEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def list_fund_ins_with_http_info(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        page: Optional[Annotated[int, Field(le=1000000, strict=True, ge=0)]] = None,
        size: Optional[Annotated[int, Field(le=100, strict=True, ge=1)]] = None,
        limit: Annotated[Optional[Annotated[int, Field(le=100, strict=True, ge=1)]], Field(description="page size, 1-100: the newer name of size, which it overrides")] = None,
        starting_after: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=200)]], Field(description="the id of an object of this list (a wallet transaction's entryId): the page holds the objects after it, in the list's order. Objects created or deleted during a walk neither repeat nor shift one")] = None,
        ending_before: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=200)]], Field(description="the id of an object of this list: the page holds the objects just before it, in the list's order")] = None,
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[FundingOperationPageEnvelope]:
        """List fund-in requests

        List fund-in requests, newest first.

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param page:
        :type page: int
        :param size:
        :type size: int
        :param limit: page size, 1-100: the newer name of size, which it overrides
        :type limit: int
        :param starting_after: the id of an object of this list (a wallet transaction's entryId): the page holds the objects after it, in the list's order. Objects created or deleted during a walk neither repeat nor shift one
        :type starting_after: str
        :param ending_before: the id of an object of this list: the page holds the objects just before it, in the list's order
        :type ending_before: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._list_fund_ins_serialize(
            x_target_environment=x_target_environment,
            page=page,
            size=size,
            limit=limit,
            starting_after=starting_after,
            ending_before=ending_before,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "FundingOperationPageEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def list_fund_ins_without_preload_content(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        page: Optional[Annotated[int, Field(le=1000000, strict=True, ge=0)]] = None,
        size: Optional[Annotated[int, Field(le=100, strict=True, ge=1)]] = None,
        limit: Annotated[Optional[Annotated[int, Field(le=100, strict=True, ge=1)]], Field(description="page size, 1-100: the newer name of size, which it overrides")] = None,
        starting_after: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=200)]], Field(description="the id of an object of this list (a wallet transaction's entryId): the page holds the objects after it, in the list's order. Objects created or deleted during a walk neither repeat nor shift one")] = None,
        ending_before: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=200)]], Field(description="the id of an object of this list: the page holds the objects just before it, in the list's order")] = None,
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """List fund-in requests

        List fund-in requests, newest first.

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param page:
        :type page: int
        :param size:
        :type size: int
        :param limit: page size, 1-100: the newer name of size, which it overrides
        :type limit: int
        :param starting_after: the id of an object of this list (a wallet transaction's entryId): the page holds the objects after it, in the list's order. Objects created or deleted during a walk neither repeat nor shift one
        :type starting_after: str
        :param ending_before: the id of an object of this list: the page holds the objects just before it, in the list's order
        :type ending_before: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._list_fund_ins_serialize(
            x_target_environment=x_target_environment,
            page=page,
            size=size,
            limit=limit,
            starting_after=starting_after,
            ending_before=ending_before,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "FundingOperationPageEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _list_fund_ins_serialize(
        self,
        x_target_environment,
        page,
        size,
        limit,
        starting_after,
        ending_before,
        x_correlation_id,
        x_sandbox_scenario,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        # process the query parameters
        if page is not None:
            
            _query_params.append(('page', page))
            
        if size is not None:
            
            _query_params.append(('size', size))
            
        if limit is not None:
            
            _query_params.append(('limit', limit))
            
        if starting_after is not None:
            
            _query_params.append(('startingAfter', starting_after))
            
        if ending_before is not None:
            
            _query_params.append(('endingBefore', ending_before))
            
        # process the header parameters
        if x_target_environment is not None:
            _header_params['X-Target-Environment'] = x_target_environment
        if x_correlation_id is not None:
            _header_params['X-Correlation-ID'] = x_correlation_id
        if x_sandbox_scenario is not None:
            _header_params['X-Sandbox-Scenario'] = x_sandbox_scenario
        # process the form parameters
        # process the body parameter


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )


        # authentication setting
        _auth_settings: List[str] = [
            'bearerAuth', 
            'subscriptionKey'
        ]

        return self.api_client.param_serialize(
            method='GET',
            resource_path='/wallets/me/fund-ins',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )




    @validate_call
    def list_wallet_balances(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> WalletBalanceListEnvelope:
        """All currency balances

        All currency balances (GHS first).

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._list_wallet_balances_serialize(
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WalletBalanceListEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def list_wallet_balances_with_http_info(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[WalletBalanceListEnvelope]:
        """All currency balances

        All currency balances (GHS first).

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._list_wallet_balances_serialize(
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WalletBalanceListEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def list_wallet_balances_without_preload_content(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """All currency balances

        All currency balances (GHS first).

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._list_wallet_balances_serialize(
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WalletBalanceListEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _list_wallet_balances_serialize(
        self,
        x_target_environment,
        x_correlation_id,
        x_sandbox_scenario,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        # process the query parameters
        # process the header parameters
        if x_target_environment is not None:
            _header_params['X-Target-Environment'] = x_target_environment
        if x_correlation_id is not None:
            _header_params['X-Correlation-ID'] = x_correlation_id
        if x_sandbox_scenario is not None:
            _header_params['X-Sandbox-Scenario'] = x_sandbox_scenario
        # process the form parameters
        # process the body parameter


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )


        # authentication setting
        _auth_settings: List[str] = [
            'bearerAuth', 
            'subscriptionKey'
        ]

        return self.api_client.param_serialize(
            method='GET',
            resource_path='/wallets/me/balances',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )




    @validate_call
    def list_wallet_transactions(
        self,
        currency: Annotated[StrictStr, Field(description="3-letter currency code")],
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        page: Optional[Annotated[int, Field(le=1000000, strict=True, ge=0)]] = None,
        size: Optional[Annotated[int, Field(le=100, strict=True, ge=1)]] = None,
        limit: Annotated[Optional[Annotated[int, Field(le=100, strict=True, ge=1)]], Field(description="page size, 1-100: the newer name of size, which it overrides")] = None,
        starting_after: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=200)]], Field(description="the id of an object of this list (a wallet transaction's entryId): the page holds the objects after it, in the list's order. Objects created or deleted during a walk neither repeat nor shift one")] = None,
        ending_before: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=200)]], Field(description="the id of an object of this list: the page holds the objects just before it, in the list's order")] = None,
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> WalletTransactionPageEnvelope:
        """History of one currency account

        History of one currency account, newest first (page zero-based, size 1-100, default 20).

        :param currency: 3-letter currency code (required)
        :type currency: str
        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param page:
        :type page: int
        :param size:
        :type size: int
        :param limit: page size, 1-100: the newer name of size, which it overrides
        :type limit: int
        :param starting_after: the id of an object of this list (a wallet transaction's entryId): the page holds the objects after it, in the list's order. Objects created or deleted during a walk neither repeat nor shift one
        :type starting_after: str
        :param ending_before: the id of an object of this list: the page holds the objects just before it, in the list's order
        :type ending_before: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._list_wallet_transactions_serialize(
            currency=currency,
            x_target_environment=x_target_environment,
            page=page,
            size=size,
            limit=limit,
            starting_after=starting_after,
            ending_before=ending_before,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WalletTransactionPageEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def list_wallet_transactions_with_http_info(
        self,
        currency: Annotated[StrictStr, Field(description="3-letter currency code")],
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        page: Optional[Annotated[int, Field(le=1000000, strict=True, ge=0)]] = None,
        size: Optional[Annotated[int, Field(le=100, strict=True, ge=1)]] = None,
        limit: Annotated[Optional[Annotated[int, Field(le=100, strict=True, ge=1)]], Field(description="page size, 1-100: the newer name of size, which it overrides")] = None,
        starting_after: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=200)]], Field(description="the id of an object of this list (a wallet transaction's entryId): the page holds the objects after it, in the list's order. Objects created or deleted during a walk neither repeat nor shift one")] = None,
        ending_before: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=200)]], Field(description="the id of an object of this list: the page holds the objects just before it, in the list's order")] = None,
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[WalletTransactionPageEnvelope]:
        """History of one currency account

        History of one currency account, newest first (page zero-based, size 1-100, default 20).

        :param currency: 3-letter currency code (required)
        :type currency: str
        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param page:
        :type page: int
        :param size:
        :type size: int
        :param limit: page size, 1-100: the newer name of size, which it overrides
        :type limit: int
        :param starting_after: the id of an object of this list (a wallet transaction's entryId): the page holds the objects after it, in the list's order. Objects created or deleted during a walk neither repeat nor shift one
        :type starting_after: str
        :param ending_before: the id of an object of this list: the page holds the objects just before it, in the list's order
        :type ending_before: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._list_wallet_transactions_serialize(
            currency=currency,
            x_target_environment=x_target_environment,
            page=page,
            size=size,
            limit=limit,
            starting_after=starting_after,
            ending_before=ending_before,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WalletTransactionPageEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def list_wallet_transactions_without_preload_content(
        self,
        currency: Annotated[StrictStr, Field(description="3-letter currency code")],
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        page: Optional[Annotated[int, Field(le=1000000, strict=True, ge=0)]] = None,
        size: Optional[Annotated[int, Field(le=100, strict=True, ge=1)]] = None,
        limit: Annotated[Optional[Annotated[int, Field(le=100, strict=True, ge=1)]], Field(description="page size, 1-100: the newer name of size, which it overrides")] = None,
        starting_after: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=200)]], Field(description="the id of an object of this list (a wallet transaction's entryId): the page holds the objects after it, in the list's order. Objects created or deleted during a walk neither repeat nor shift one")] = None,
        ending_before: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=200)]], Field(description="the id of an object of this list: the page holds the objects just before it, in the list's order")] = None,
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """History of one currency account

        History of one currency account, newest first (page zero-based, size 1-100, default 20).

        :param currency: 3-letter currency code (required)
        :type currency: str
        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param page:
        :type page: int
        :param size:
        :type size: int
        :param limit: page size, 1-100: the newer name of size, which it overrides
        :type limit: int
        :param starting_after: the id of an object of this list (a wallet transaction's entryId): the page holds the objects after it, in the list's order. Objects created or deleted during a walk neither repeat nor shift one
        :type starting_after: str
        :param ending_before: the id of an object of this list: the page holds the objects just before it, in the list's order
        :type ending_before: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._list_wallet_transactions_serialize(
            currency=currency,
            x_target_environment=x_target_environment,
            page=page,
            size=size,
            limit=limit,
            starting_after=starting_after,
            ending_before=ending_before,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WalletTransactionPageEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _list_wallet_transactions_serialize(
        self,
        currency,
        x_target_environment,
        page,
        size,
        limit,
        starting_after,
        ending_before,
        x_correlation_id,
        x_sandbox_scenario,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        if currency is not None:
            _path_params['currency'] = currency
        # process the query parameters
        if page is not None:
            
            _query_params.append(('page', page))
            
        if size is not None:
            
            _query_params.append(('size', size))
            
        if limit is not None:
            
            _query_params.append(('limit', limit))
            
        if starting_after is not None:
            
            _query_params.append(('startingAfter', starting_after))
            
        if ending_before is not None:
            
            _query_params.append(('endingBefore', ending_before))
            
        # process the header parameters
        if x_target_environment is not None:
            _header_params['X-Target-Environment'] = x_target_environment
        if x_correlation_id is not None:
            _header_params['X-Correlation-ID'] = x_correlation_id
        if x_sandbox_scenario is not None:
            _header_params['X-Sandbox-Scenario'] = x_sandbox_scenario
        # process the form parameters
        # process the body parameter


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )


        # authentication setting
        _auth_settings: List[str] = [
            'bearerAuth', 
            'subscriptionKey'
        ]

        return self.api_client.param_serialize(
            method='GET',
            resource_path='/wallets/me/transactions/{currency}',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )




    @validate_call
    def open_wallet_currency_account(
        self,
        currency: Annotated[StrictStr, Field(description="3-letter currency code")],
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> WalletBalanceEnvelope:
        """Add a currency account

        Add (or reopen) a currency account.

        :param currency: 3-letter currency code (required)
        :type currency: str
        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._open_wallet_currency_account_serialize(
            currency=currency,
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WalletBalanceEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def open_wallet_currency_account_with_http_info(
        self,
        currency: Annotated[StrictStr, Field(description="3-letter currency code")],
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[WalletBalanceEnvelope]:
        """Add a currency account

        Add (or reopen) a currency account.

        :param currency: 3-letter currency code (required)
        :type currency: str
        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._open_wallet_currency_account_serialize(
            currency=currency,
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WalletBalanceEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def open_wallet_currency_account_without_preload_content(
        self,
        currency: Annotated[StrictStr, Field(description="3-letter currency code")],
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """Add a currency account

        Add (or reopen) a currency account.

        :param currency: 3-letter currency code (required)
        :type currency: str
        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._open_wallet_currency_account_serialize(
            currency=currency,
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WalletBalanceEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _open_wallet_currency_account_serialize(
        self,
        currency,
        x_target_environment,
        x_correlation_id,
        x_sandbox_scenario,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        if currency is not None:
            _path_params['currency'] = currency
        # process the query parameters
        # process the header parameters
        if x_target_environment is not None:
            _header_params['X-Target-Environment'] = x_target_environment
        if x_correlation_id is not None:
            _header_params['X-Correlation-ID'] = x_correlation_id
        if x_sandbox_scenario is not None:
            _header_params['X-Sandbox-Scenario'] = x_sandbox_scenario
        # process the form parameters
        # process the body parameter


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )


        # authentication setting
        _auth_settings: List[str] = [
            'bearerAuth', 
            'subscriptionKey'
        ]

        return self.api_client.param_serialize(
            method='PUT',
            resource_path='/wallets/me/accounts/{currency}',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )




    @validate_call
    def retrieve_wallet(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> WalletEnvelope:
        """Wallet details with its balances

        Wallet details with its balances; 404 for a user who has no wallet yet (POST /wallets opens it).

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._retrieve_wallet_serialize(
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WalletEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def retrieve_wallet_with_http_info(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[WalletEnvelope]:
        """Wallet details with its balances

        Wallet details with its balances; 404 for a user who has no wallet yet (POST /wallets opens it).

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._retrieve_wallet_serialize(
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WalletEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def retrieve_wallet_without_preload_content(
        self,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """Wallet details with its balances

        Wallet details with its balances; 404 for a user who has no wallet yet (POST /wallets opens it).

        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._retrieve_wallet_serialize(
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WalletEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _retrieve_wallet_serialize(
        self,
        x_target_environment,
        x_correlation_id,
        x_sandbox_scenario,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        # process the query parameters
        # process the header parameters
        if x_target_environment is not None:
            _header_params['X-Target-Environment'] = x_target_environment
        if x_correlation_id is not None:
            _header_params['X-Correlation-ID'] = x_correlation_id
        if x_sandbox_scenario is not None:
            _header_params['X-Sandbox-Scenario'] = x_sandbox_scenario
        # process the form parameters
        # process the body parameter


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )


        # authentication setting
        _auth_settings: List[str] = [
            'bearerAuth', 
            'subscriptionKey'
        ]

        return self.api_client.param_serialize(
            method='GET',
            resource_path='/wallets/me',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )




    @validate_call
    def retrieve_wallet_balance(
        self,
        currency: Annotated[StrictStr, Field(description="3-letter currency code")],
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> WalletBalanceEnvelope:
        """Balance of one currency

        Balance of one currency.

        :param currency: 3-letter currency code (required)
        :type currency: str
        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._retrieve_wallet_balance_serialize(
            currency=currency,
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WalletBalanceEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def retrieve_wallet_balance_with_http_info(
        self,
        currency: Annotated[StrictStr, Field(description="3-letter currency code")],
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[WalletBalanceEnvelope]:
        """Balance of one currency

        Balance of one currency.

        :param currency: 3-letter currency code (required)
        :type currency: str
        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._retrieve_wallet_balance_serialize(
            currency=currency,
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WalletBalanceEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def retrieve_wallet_balance_without_preload_content(
        self,
        currency: Annotated[StrictStr, Field(description="3-letter currency code")],
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """Balance of one currency

        Balance of one currency.

        :param currency: 3-letter currency code (required)
        :type currency: str
        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._retrieve_wallet_balance_serialize(
            currency=currency,
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "WalletBalanceEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _retrieve_wallet_balance_serialize(
        self,
        currency,
        x_target_environment,
        x_correlation_id,
        x_sandbox_scenario,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        if currency is not None:
            _path_params['currency'] = currency
        # process the query parameters
        # process the header parameters
        if x_target_environment is not None:
            _header_params['X-Target-Environment'] = x_target_environment
        if x_correlation_id is not None:
            _header_params['X-Correlation-ID'] = x_correlation_id
        if x_sandbox_scenario is not None:
            _header_params['X-Sandbox-Scenario'] = x_sandbox_scenario
        # process the form parameters
        # process the body parameter


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )


        # authentication setting
        _auth_settings: List[str] = [
            'bearerAuth', 
            'subscriptionKey'
        ]

        return self.api_client.param_serialize(
            method='GET',
            resource_path='/wallets/me/balances/{currency}',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )




    @validate_call
    def update_cash_out(
        self,
        id: StrictStr,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        idempotency_key: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.")] = None,
        cash_out_update_params: Optional[CashOutUpdateParams] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> FundingOperationEnvelope:
        """Update a cash-out's or a fund-in refund's metadata, as Stripe's POST to an object updates it

        Update a cash-out's or a fund-in refund's metadata (cash_out.updated), as Stripe's POST to an object updates it: the keys given are set (an empty value unsets one), the others stay.

        :param id: (required)
        :type id: str
        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param idempotency_key: Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.
        :type idempotency_key: str
        :param cash_out_update_params:
        :type cash_out_update_params: CashOutUpdateParams
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._update_cash_out_serialize(
            id=id,
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            idempotency_key=idempotency_key,
            cash_out_update_params=cash_out_update_params,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "FundingOperationEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '413': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '415': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def update_cash_out_with_http_info(
        self,
        id: StrictStr,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        idempotency_key: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.")] = None,
        cash_out_update_params: Optional[CashOutUpdateParams] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[FundingOperationEnvelope]:
        """Update a cash-out's or a fund-in refund's metadata, as Stripe's POST to an object updates it

        Update a cash-out's or a fund-in refund's metadata (cash_out.updated), as Stripe's POST to an object updates it: the keys given are set (an empty value unsets one), the others stay.

        :param id: (required)
        :type id: str
        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param idempotency_key: Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.
        :type idempotency_key: str
        :param cash_out_update_params:
        :type cash_out_update_params: CashOutUpdateParams
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._update_cash_out_serialize(
            id=id,
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            idempotency_key=idempotency_key,
            cash_out_update_params=cash_out_update_params,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "FundingOperationEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '413': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '415': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def update_cash_out_without_preload_content(
        self,
        id: StrictStr,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        idempotency_key: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.")] = None,
        cash_out_update_params: Optional[CashOutUpdateParams] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """Update a cash-out's or a fund-in refund's metadata, as Stripe's POST to an object updates it

        Update a cash-out's or a fund-in refund's metadata (cash_out.updated), as Stripe's POST to an object updates it: the keys given are set (an empty value unsets one), the others stay.

        :param id: (required)
        :type id: str
        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param idempotency_key: Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.
        :type idempotency_key: str
        :param cash_out_update_params:
        :type cash_out_update_params: CashOutUpdateParams
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._update_cash_out_serialize(
            id=id,
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            idempotency_key=idempotency_key,
            cash_out_update_params=cash_out_update_params,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "FundingOperationEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '413': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '415': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _update_cash_out_serialize(
        self,
        id,
        x_target_environment,
        x_correlation_id,
        x_sandbox_scenario,
        idempotency_key,
        cash_out_update_params,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        if id is not None:
            _path_params['id'] = id
        # process the query parameters
        # process the header parameters
        if x_target_environment is not None:
            _header_params['X-Target-Environment'] = x_target_environment
        if x_correlation_id is not None:
            _header_params['X-Correlation-ID'] = x_correlation_id
        if x_sandbox_scenario is not None:
            _header_params['X-Sandbox-Scenario'] = x_sandbox_scenario
        if idempotency_key is not None:
            _header_params['Idempotency-Key'] = idempotency_key
        # process the form parameters
        # process the body parameter
        if cash_out_update_params is not None:
            _body_params = cash_out_update_params


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )

        # set the HTTP header `Content-Type`
        if _content_type:
            _header_params['Content-Type'] = _content_type
        else:
            _default_content_type = (
                self.api_client.select_header_content_type(
                    [
                        'application/json'
                    ]
                )
            )
            if _default_content_type is not None:
                _header_params['Content-Type'] = _default_content_type

        # authentication setting
        _auth_settings: List[str] = [
            'bearerAuth', 
            'subscriptionKey'
        ]

        return self.api_client.param_serialize(
            method='POST',
            resource_path='/wallets/me/cash-outs/{id}',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )




    @validate_call
    def update_fund_in(
        self,
        id: StrictStr,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        idempotency_key: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.")] = None,
        fund_in_update_params: Optional[FundInUpdateParams] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> FundingOperationEnvelope:
        """Update a fund-in's metadata, as Stripe's POST to an object updates it

        Update a fund-in's metadata (fund_in.updated), as Stripe's POST to an object updates it: the keys given are set (an empty value unsets one), the others stay.

        :param id: (required)
        :type id: str
        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param idempotency_key: Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.
        :type idempotency_key: str
        :param fund_in_update_params:
        :type fund_in_update_params: FundInUpdateParams
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._update_fund_in_serialize(
            id=id,
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            idempotency_key=idempotency_key,
            fund_in_update_params=fund_in_update_params,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "FundingOperationEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '413': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '415': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        ).data


    @validate_call
    def update_fund_in_with_http_info(
        self,
        id: StrictStr,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        idempotency_key: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.")] = None,
        fund_in_update_params: Optional[FundInUpdateParams] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> ApiResponse[FundingOperationEnvelope]:
        """Update a fund-in's metadata, as Stripe's POST to an object updates it

        Update a fund-in's metadata (fund_in.updated), as Stripe's POST to an object updates it: the keys given are set (an empty value unsets one), the others stay.

        :param id: (required)
        :type id: str
        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param idempotency_key: Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.
        :type idempotency_key: str
        :param fund_in_update_params:
        :type fund_in_update_params: FundInUpdateParams
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._update_fund_in_serialize(
            id=id,
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            idempotency_key=idempotency_key,
            fund_in_update_params=fund_in_update_params,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "FundingOperationEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '413': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '415': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        response_data.read()
        return self.api_client.response_deserialize(
            response_data=response_data,
            response_types_map=_response_types_map,
        )


    @validate_call
    def update_fund_in_without_preload_content(
        self,
        id: StrictStr,
        x_target_environment: Annotated[StrictStr, Field(description="sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400.")],
        x_correlation_id: Annotated[Optional[UUID], Field(description="Echoed as correlationId; generated when absent.")] = None,
        x_sandbox_scenario: Annotated[Optional[StrictStr], Field(description="Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.")] = None,
        idempotency_key: Annotated[Optional[Annotated[str, Field(min_length=1, strict=True, max_length=255)]], Field(description="Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.")] = None,
        fund_in_update_params: Optional[FundInUpdateParams] = None,
        _request_timeout: Union[
            None,
            Annotated[StrictFloat, Field(gt=0)],
            Tuple[
                Annotated[StrictFloat, Field(gt=0)],
                Annotated[StrictFloat, Field(gt=0)]
            ]
        ] = None,
        _request_auth: Optional[Dict[StrictStr, Any]] = None,
        _content_type: Optional[StrictStr] = None,
        _headers: Optional[Dict[StrictStr, Any]] = None,
        _host_index: Annotated[StrictInt, Field(ge=0, le=0)] = 0,
    ) -> RESTResponseType:
        """Update a fund-in's metadata, as Stripe's POST to an object updates it

        Update a fund-in's metadata (fund_in.updated), as Stripe's POST to an object updates it: the keys given are set (an empty value unsets one), the others stay.

        :param id: (required)
        :type id: str
        :param x_target_environment: sandbox. Production is reserved and not live: `production` answers 403 ENVIRONMENT_NOT_LIVE, anything else 400. (required)
        :type x_target_environment: str
        :param x_correlation_id: Echoed as correlationId; generated when absent.
        :type x_correlation_id: UUID
        :param x_sandbox_scenario: Sandbox only: 503 or 429 refuse the request before it runs; drop-after-commit closes the connection after the request committed (the ambiguous outcome: retry with the same Idempotency-Key); timeout-after-commit answers 30 s late; on a mobile money request with X-Callback-Url, callback-twice delivers the callback twice and callback-late 60 s late.
        :type x_sandbox_scenario: str
        :param idempotency_key: Optional. The same key and body replay the first answer for 24 hours; another body is refused; a concurrent duplicate gets 409.
        :type idempotency_key: str
        :param fund_in_update_params:
        :type fund_in_update_params: FundInUpdateParams
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :type _request_timeout: int, tuple(int, int), optional
        :param _request_auth: set to override the auth_settings for an a single
                              request; this effectively ignores the
                              authentication in the spec for a single request.
        :type _request_auth: dict, optional
        :param _content_type: force content-type for the request.
        :type _content_type: str, Optional
        :param _headers: set to override the headers for a single
                         request; this effectively ignores the headers
                         in the spec for a single request.
        :type _headers: dict, optional
        :param _host_index: set to override the host_index for a single
                            request; this effectively ignores the host_index
                            in the spec for a single request.
        :type _host_index: int, optional
        :return: Returns the result object.
        """ # noqa: E501

        _param = self._update_fund_in_serialize(
            id=id,
            x_target_environment=x_target_environment,
            x_correlation_id=x_correlation_id,
            x_sandbox_scenario=x_sandbox_scenario,
            idempotency_key=idempotency_key,
            fund_in_update_params=fund_in_update_params,
            _request_auth=_request_auth,
            _content_type=_content_type,
            _headers=_headers,
            _host_index=_host_index
        )

        _response_types_map: Dict[str, Optional[str]] = {
            '200': "FundingOperationEnvelope",
            '400': "ErrorEnvelope",
            '401': "ErrorEnvelope",
            '403': "ErrorEnvelope",
            '404': "ErrorEnvelope",
            '409': "ErrorEnvelope",
            '413': "ErrorEnvelope",
            '414': "ErrorEnvelope",
            '415': "ErrorEnvelope",
            '429': "ErrorEnvelope",
            '431': "ErrorEnvelope",
            '503': "ErrorEnvelope",
        }
        response_data = self.api_client.call_api(
            *_param,
            _request_timeout=_request_timeout
        )
        return response_data.response


    def _update_fund_in_serialize(
        self,
        id,
        x_target_environment,
        x_correlation_id,
        x_sandbox_scenario,
        idempotency_key,
        fund_in_update_params,
        _request_auth,
        _content_type,
        _headers,
        _host_index,
    ) -> RequestSerialized:

        _host = None

        _collection_formats: Dict[str, str] = {
        }

        _path_params: Dict[str, str] = {}
        _query_params: List[Tuple[str, str]] = []
        _header_params: Dict[str, Optional[str]] = _headers or {}
        _form_params: List[Tuple[str, str]] = []
        _files: Dict[
            str, Union[str, bytes, List[str], List[bytes], List[Tuple[str, bytes]]]
        ] = {}
        _body_params: Optional[bytes] = None

        # process the path parameters
        if id is not None:
            _path_params['id'] = id
        # process the query parameters
        # process the header parameters
        if x_target_environment is not None:
            _header_params['X-Target-Environment'] = x_target_environment
        if x_correlation_id is not None:
            _header_params['X-Correlation-ID'] = x_correlation_id
        if x_sandbox_scenario is not None:
            _header_params['X-Sandbox-Scenario'] = x_sandbox_scenario
        if idempotency_key is not None:
            _header_params['Idempotency-Key'] = idempotency_key
        # process the form parameters
        # process the body parameter
        if fund_in_update_params is not None:
            _body_params = fund_in_update_params


        # set the HTTP header `Accept`
        if 'Accept' not in _header_params:
            _header_params['Accept'] = self.api_client.select_header_accept(
                [
                    'application/json'
                ]
            )

        # set the HTTP header `Content-Type`
        if _content_type:
            _header_params['Content-Type'] = _content_type
        else:
            _default_content_type = (
                self.api_client.select_header_content_type(
                    [
                        'application/json'
                    ]
                )
            )
            if _default_content_type is not None:
                _header_params['Content-Type'] = _default_content_type

        # authentication setting
        _auth_settings: List[str] = [
            'bearerAuth', 
            'subscriptionKey'
        ]

        return self.api_client.param_serialize(
            method='POST',
            resource_path='/wallets/me/fund-ins/{id}',
            path_params=_path_params,
            query_params=_query_params,
            header_params=_header_params,
            body=_body_params,
            post_params=_form_params,
            files=_files,
            auth_settings=_auth_settings,
            collection_formats=_collection_formats,
            _host=_host,
            _request_auth=_request_auth
        )


