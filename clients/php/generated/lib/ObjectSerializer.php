<?php
/**
 * ObjectSerializer
 *
 * PHP version 8.1
 *
 * @category Class
 * @package  PaymentsPlatform\Generated
 * @author   OpenAPI Generator team
 * @link     https://openapi-generator.tech
 */

/**
 * Payments Platform API (REST compatibility layer)
 *
 * Every REST route under /ms/v1 (and /ms/v1/v1 for the grouped routes), generated from the route definitions.  ## The envelope Every answer is an envelope: `{timeStamp, correlationId, serverStatusCode, severity, data}` on success, `{…, severity: \"ERROR\", details: {code, severity, description, fields?}}` on error; `details.fields` names each input field at fault. Send `X-Correlation-ID` to choose the id; `Idempotency-Key` makes a create or a money move safe to retry (the same key and body replay the first answer with `Idempotent-Replayed: true`).  ## Credentials - **Ocp-Apim-Subscription-Key** on every route, and **X-Target-Environment: sandbox**. The app key is publishable (it ships in apps); the collection, disbursement and remittance keys are secret and open only their mobile money routes. - **Bearer** access tokens from `POST /auth/login` for a user's routes (merchant-only routes need a MERCHANT user). - **Basic** `apiUserId:apiKey` (or a product's bearer token from `/{product}/token/`) for the mobile money routes.  ## Sandbox test data - Mobile money numbers decide outcomes: 46733123450 fails (INTERNAL_PROCESSING_ERROR), 46733123451 is rejected, 46733123452 expires, 46733123453 stays pending, 46733123455 is unknown (collections) or short of funds (transfers), 46733123464 fails once per account then succeeds (to try a retry); any other number succeeds. - Cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds; 4000 0000 0000 0069 is expired; 4000 0000 0000 0127 has a wrong CVC. - Bill accounts ending 0001 are unknown to the biller, 0002 time out (then complete), 0003 find the biller down. - Credit profiles: an e-mail ending `+score-excellent`, `+score-good`, `+score-fair` or `+score-poor` sets the sandbox credit score. - `POST /sandbox/clock/advance` moves your account's clock forward and runs what falls due.  ## Error codes Every error answer's `details.code`, with its HTTP status:  | `details.code` | HTTP | What it means | What to do | | --- | --- | --- | --- | | `ACCOUNT_NOT_EMPTY` | 409 | The currency account still holds money. | Move the money out before closing the account. | | `ALREADY_REFUNDED` | 409 | The transaction was already refunded (in full, or up to this amount) by some path. | Read the money trace of the transaction; nothing more can come back. | | `BAD_REQUEST` | 400 | The request is malformed or a field is invalid; `details.fields` names each field at fault. | Correct the named fields and send it again. | | `BATCH_ALREADY_PROCESSED` | 409 | The payroll batch was already processed. | Create a new batch, or retry its failed items. | | `BILL_ACCOUNT_INVALID` | 422 | The biller has no customer with this account number. | Check the account number with the customer (sandbox: numbers ending 0001 are unknown). | | `CARD_DECLINED` | 402 | The card was declined; the message says why (sandbox test cards decline on purpose). | Use another card or ask the cardholder to contact their bank. | | `CLOCK_BUSY` | 409 | Another advance of this sandbox clock is running. | Try again when it has finished (`GET /sandbox/clock`). | | `CONFLICT` | 409 | The request conflicts with the object's current state. | Read the object again and decide from its state. | | `CURRENCY_ACCOUNT_MISSING` | 409 | The wallet has no open account in this currency. | Open one (`PUT /wallets/me/accounts/{currency}`) or use another currency. | | `DISPUTE_ALREADY_OPEN` | 409 | This transaction already has an open dispute. | Comment on or add evidence to the open dispute instead. | | `DISPUTE_OPEN` | 409 | A dispute of this transaction is open, so its own refund waits. | Wait for the dispute's resolution. | | `DISPUTE_RESOLVED` | 409 | The dispute is resolved: it takes no more comments, evidence or resolutions. | File a new dispute if the transaction can still be disputed. | | `ENVIRONMENT_NOT_LIVE` | 403 | `X-Target-Environment` names an environment this server does not run. | Send `X-Target-Environment: sandbox`. | | `FORBIDDEN` | 403 | The credentials are good but may not do this (another role, another product's key, another account's object). | Use a credential that may: a merchant or administrator user, or the product's own key. | | `GOAL_CLOSED` | 409 | The savings goal is closed. | Create a new goal. | | `GOAL_NOT_EMPTY` | 409 | The savings goal still holds money. | Withdraw it before closing the goal. | | `HOLD_RESOLVED` | 409 | The hold was already captured or released: a hold resolves once. | Read the money trace of the operation. | | `IDEMPOTENCY_KEY_IN_USE` | 409 | A request with this `Idempotency-Key` is still being processed. | Retry shortly with the same key: it replays the first answer. | | `IDEMPOTENCY_KEY_INTERRUPTED` | 409 | The request with this `Idempotency-Key` made its change, but the server stopped before it could answer, and this operation cannot rebuild the answer. The change stands; it was not and will not be made twice. | Read the object the request created or changed (the message names its journal entry where money moved: `GET /ledger/trace/{id}`). | | `IDEMPOTENCY_KEY_MISMATCH` | 400 | This `Idempotency-Key` was used with a different request. | Use a new key for a new request; the same key only for retries of the same one. | | `INSUFFICIENT_FUNDS` | 409 | The wallet's available balance (its balance less holds) is less than the amount and fees. | Fund the wallet or send less. | | `INTERNAL_ERROR` | 500 | The server failed; nothing was changed unless the answer says otherwise. | Retry with the same `Idempotency-Key`; report the `correlationId` if it persists. | | `INVOICE_PAID` | 409 | The invoice is paid. | Refund its payment instead, if that is what you meant. | | `INVOICE_VOID` | 409 | The invoice was voided. | Create a new invoice. | | `ITEM_NOT_FAILED` | 409 | Only a failed payroll item can be corrected. | Read the item's status. | | `KYC_LIMIT_EXCEEDED` | 403 | The user's KYC tier does not allow this (a daily or monthly limit, or the maximum balance); the message says which and by how much. | Send less, wait for the limit to renew, or upgrade the tier (`POST /kyc/upgrade`). | | `LOAN_ALREADY_OPEN` | 409 | The user has a loan not yet repaid. | Repay it before applying again. | | `LOAN_NOT_REPAYABLE` | 409 | The loan is not active (pending, rejected or repaid). | Read the loan's status. | | `METHOD_NOT_ALLOWED` | 405 | The route exists but not with this HTTP method; `Allow` lists the methods it takes. | Use one of the methods in `Allow`. | | `NOT_FOUND` | 404 | No such object, or not one of yours (another owner's id answers the same, so ids cannot be probed). | Check the id and that it belongs to the signed-in user or account. | | `NOT_PAYABLE` | 410 | The payment link or invoice cannot be paid any more (deactivated, used, expired, void or paid). | Create a new link or invoice. | | `NOT_PENDING` | 409 | The operation or request is no longer pending (completed, rejected, expired or cancelled). | Read it to see how it ended. | | `NOT_REFUNDABLE` | 409 | This payment cannot be refunded (it did not complete, or was refunded in full). | Read the payment's status and refunds. | | `NOTHING_TO_RETRY` | 409 | The batch has no failed items. | Nothing to do. | | `OVERPAYMENT` | 409 | The repayment is more than what is owed. | Repay at most the outstanding amount. | | `PAYLOAD_TOO_LARGE` | 413 | The body is larger than the route accepts. | Send a smaller body (split a batch). | | `PAYMENT_IN_PROGRESS` | 409 | A payment of this page is waiting for the payer's approval. | Wait for it to complete or fail (a mobile money prompt holds a page 3 minutes). | | `QUOTE_EXPIRED` | 409 | The FX quote's time ran out. | Ask for a new quote. | | `QUOTE_USED` | 409 | The FX quote was already spent by a transfer. | Ask for a new quote for a new transfer. | | `RATE_LIMITED` | 429 | The account's plan allows no more requests now (per minute or per day). | Wait the `Retry-After` seconds; a higher plan raises the limits. | | `REFUND_TOO_LARGE` | 409 | The refund is more than what is left to refund of the payment. | Refund at most the payment's amount less its refunds. | | `REQUEST_HEADER_FIELDS_TOO_LARGE` | 431 | The request's headers are too large. | Send fewer or shorter headers. | | `RESOURCE_ALREADY_EXIST` | 409 | An object with this reference id exists already (mobile money `X-Reference-Id`, an API user). | Use a new reference id (a UUID v4) for a new operation; read the existing one by its id. | | `SCHEDULE_ENDED` | 409 | The schedule has ended or was cancelled. | Create a new schedule. | | `SELF_TRANSFER` | 400 | The payer and the recipient are the same wallet. | Send to another wallet. | | `SERVICE_UNAVAILABLE` | 503 | The server is starting, stopping or cannot reach its database. | Retry after `Retry-After` seconds. | | `TRANSACTION_NOT_SETTLED` | 409 | The transaction is still in progress. | Dispute it once it has completed. | | `UNAUTHORIZED` | 401 | The credentials are missing, wrong or expired (subscription key, access token, API user). | Send the right key; sign in again or refresh the access token. | | `UNSUPPORTED_MEDIA_TYPE` | 415 | The body is not JSON (or the form the route takes). | Send `Content-Type: application/json` with a JSON body. | | `UPSTREAM_ERROR` | 502 | A provider the platform calls (a rail, a biller) failed. | Retry later with the same `Idempotency-Key`. | | `URI_TOO_LONG` | 414 | The URL is longer than the server accepts. | Shorten the query string; send filters in a body where the route takes one. |
 *
 * The version of the OpenAPI document: 2027-01-15
 * Generated by: https://openapi-generator.tech
 * Generator version: 7.25.0
 */

/**
 * NOTE: This class is auto generated by OpenAPI Generator (https://openapi-generator.tech).
 * https://openapi-generator.tech
 * Do not edit the class manually.
 */

namespace PaymentsPlatform\Generated;

use GuzzleHttp\Psr7\Utils;
use PaymentsPlatform\Generated\Model\ModelInterface;

/**
 * ObjectSerializer Class Doc Comment
 *
 * @category Class
 * @package  PaymentsPlatform\Generated
 * @author   OpenAPI Generator team
 * @link     https://openapi-generator.tech
 */
class ObjectSerializer
{
    /** @var string */
    private static $dateTimeFormat = \DateTime::ATOM;

    /**
     * Change the date format
     *
     * @param string $format   the new date format to use
     */
    public static function setDateTimeFormat($format)
    {
        self::$dateTimeFormat = $format;
    }

    /**
     * Serialize data
     *
     * @param mixed  $data   the data to serialize
     * @param string|null $type   the OpenAPIToolsType of the data
     * @param string|null $format the format of the OpenAPITools type of the data
     *
     * @return scalar|object|array|null serialized form of $data
     */
    public static function sanitizeForSerialization($data, $type = null, $format = null)
    {
        if (is_scalar($data) || null === $data) {
            return $data;
        }

        if ($data instanceof \DateTime) {
            return ($format === 'date') ? $data->format('Y-m-d') : $data->format(self::$dateTimeFormat);
        }

        if (is_array($data)) {
            foreach ($data as $property => $value) {
                $data[$property] = self::sanitizeForSerialization($value);
            }
            return $data;
        }

        if (is_object($data)) {
            $values = [];
            if ($data instanceof ModelInterface) {
                $formats = $data::openAPIFormats();
                foreach ($data::openAPITypes() as $property => $openAPIType) {
                    $getter = $data::getters()[$property];
                    $value = $data->$getter();
                    if ($value !== null && !in_array($openAPIType, ['\DateTime', '\SplFileObject', 'array', 'bool', 'boolean', 'byte', 'float', 'int', 'integer', 'mixed', 'number', 'object', 'string', 'void'], true)) {
                        $callable = [$openAPIType, 'getAllowableEnumValues'];
                        if (is_callable($callable)) {
                            /** array $callable */
                            $allowedEnumTypes = $callable();
                            if (!in_array($value, $allowedEnumTypes, true)) {
                                $imploded = implode("', '", $allowedEnumTypes);
                                throw new \InvalidArgumentException("Invalid value for enum '$openAPIType', must be one of: '$imploded'");
                            }
                        }
                    }
                    if (($data::isNullable($property) && $data->isNullableSetToNull($property)) || $value !== null) {
                        $values[$data::attributeMap()[$property]] = self::sanitizeForSerialization($value, $openAPIType, $formats[$property]);
                    }
                }
            } else {
                foreach ($data as $property => $value) {
                    $values[$property] = self::sanitizeForSerialization($value);
                }
            }
            return (object) $values;
        } else {
            return (string)$data;
        }
    }

    /**
     * Sanitize filename by removing path.
     * e.g. ../../sun.gif becomes sun.gif
     *
     * @param string $filename filename to be sanitized
     *
     * @return string the sanitized filename
     */
    public static function sanitizeFilename($filename)
    {
        if (preg_match("/.*[\/\\\\](.*)$/", $filename, $match)) {
            return $match[1];
        } else {
            return $filename;
        }
    }

    /**
     * Shorter timestamp microseconds to 6 digits length.
     *
     * @param string $timestamp Original timestamp
     *
     * @return string the shorten timestamp
     */
    public static function sanitizeTimestamp($timestamp)
    {
        if (!is_string($timestamp)) {
            return $timestamp;
        }

        return preg_replace('/(:\d{2}.\d{6})\d*/', '$1', $timestamp);
    }

    /**
     * Take value and turn it into a string suitable for inclusion in
     * the path, by url-encoding.
     *
     * @param string $value a string which will be part of the path
     *
     * @return string the serialized object
     */
    public static function toPathValue($value)
    {
        return rawurlencode(self::toString($value));
    }

    /**
     * Checks if a value is empty, based on its OpenAPI type.
     *
     * @param mixed  $value
     * @param string $openApiType
     *
     * @return bool true if $value is empty
     */
    private static function isEmptyValue($value, string $openApiType): bool
    {
        // If empty() returns false, it is not empty regardless of its type.
        if (!empty($value)) {
            return false;
        }

        // Null is always empty, as we cannot send a real "null" value in a query parameter.
        if ($value === null) {
            return true;
        }

        switch ($openApiType) {
            // For numeric values, false and '' are considered empty.
            // This comparison is safe for floating point values, since the previous call to empty() will
            // filter out values that don't match 0.
            case 'int':
            case 'integer':
                return $value !== 0;

            case 'number':
            case 'float':
                return $value !== 0 && $value !== 0.0;

            // For boolean values, '' is considered empty
            case 'bool':
            case 'boolean':
                return !in_array($value, [false, 0], true);

            // For string values, '' is considered empty.
            case 'string':
                return $value === '';

            // For all the other types, any value at this point can be considered empty.
            default:
                return true;
        }
    }

    /**
     * Take query parameter properties and turn it into an array suitable for
     * native http_build_query or GuzzleHttp\Psr7\Query::build.
     *
     * @param mixed  $value       Parameter value
     * @param string $paramName   Parameter name
     * @param string $openApiType OpenAPIType eg. array or object
     * @param string $style       Parameter serialization style
     * @param bool   $explode     Parameter explode option
     * @param bool   $required    Whether query param is required or not
     *
     * @return array
     */
    public static function toQueryValue(
        $value,
        string $paramName,
        string $openApiType = 'string',
        string $style = 'form',
        bool $explode = true,
        bool $required = true
    ): array {

        // Check if we should omit this parameter from the query. This should only happen when:
        //  - Parameter is NOT required; AND
        //  - its value is set to a value that is equivalent to "empty", depending on its OpenAPI type. For
        //    example, 0 as "int" or "boolean" is NOT an empty value.
        if (self::isEmptyValue($value, $openApiType)) {
            if ($required) {
                return ["{$paramName}" => ''];
            } else {
                return [];
            }
        }

        // Handle DateTime objects in query
        if ($openApiType === "\\DateTime" && $value instanceof \DateTime) {
            return ["{$paramName}" => $value->format(self::$dateTimeFormat)];
        }

        $query = [];
        $value = (in_array($openApiType, ['object', 'array'], true)) ? (array)$value : $value;

        // since \GuzzleHttp\Psr7\Query::build fails with nested arrays
        // need to flatten array first
        $flattenArray = function ($arr, $name, &$result = []) use (&$flattenArray, $style, $explode) {
            if (!is_array($arr)) {
                return $arr;
            }

            foreach ($arr as $k => $v) {
                $prop = ($style === 'deepObject') ? "{$name}[{$k}]" : $k;

                if (is_array($v)) {
                    $flattenArray($v, $prop, $result);
                } else {
                    if ($style !== 'deepObject' && !$explode) {
                        // push key itself
                        $result[] = $prop;
                    }
                    $result[$prop] = $v;
                }
            }
            return $result;
        };

        $value = $flattenArray($value, $paramName);

        // https://github.com/OAI/OpenAPI-Specification/blob/main/versions/3.1.0.md#style-values
        if ($openApiType === 'array' && $style === 'deepObject' && $explode) {
            return $value;
        }

        if ($openApiType === 'object' && ($style === 'deepObject' || $explode)) {
            return $value;
        }

        if ('boolean' === $openApiType && is_bool($value)) {
            $value = self::convertBoolToQueryStringFormat($value);
        }

        // handle style in serializeCollection
        $query[$paramName] = ($explode) ? $value : self::serializeCollection((array)$value, $style);

        return $query;
    }

    /**
     * Convert boolean value to format for query string.
     *
     * @param bool $value Boolean value
     *
     * @return int|string Boolean value in format
     */
    public static function convertBoolToQueryStringFormat(bool $value)
    {
        if (Configuration::BOOLEAN_FORMAT_STRING == Configuration::getDefaultConfiguration()->getBooleanFormatForQueryString()) {
            return $value ? 'true' : 'false';
        }

        return (int) $value;
    }

    /**
     * Take value and turn it into a string suitable for inclusion in
     * the header. If it's a string, pass through unchanged
     * If it's a datetime object, format it in ISO8601
     *
     * @param string $value a string which will be part of the header
     *
     * @return string the header string
     */
    public static function toHeaderValue($value)
    {
        $callable = [$value, 'toHeaderValue'];
        if (is_callable($callable)) {
            return $callable();
        }

        return self::toString($value);
    }

    /**
     * Take value and turn it into a string suitable for inclusion in
     * the parameter. If it's a string, pass through unchanged
     * If it's a datetime object, format it in ISO8601
     * If it's a boolean, convert it to "true" or "false".
     *
     * @param float|int|bool|\DateTime $value the value of the parameter
     *
     * @return string the header string
     */
    public static function toString($value)
    {
        if ($value instanceof \DateTime) { // datetime in ISO8601 format
            return $value->format(self::$dateTimeFormat);
        } elseif (is_bool($value)) {
            return $value ? 'true' : 'false';
        } else {
            return (string) $value;
        }
    }

    /**
     * Serialize an array to a string.
     *
     * @param array  $collection                 collection to serialize to a string
     * @param string $style                      the format use for serialization (csv,
     * ssv, tsv, pipes, multi)
     * @param bool   $allowCollectionFormatMulti allow collection format to be a multidimensional array
     *
     * @return string
     */
    public static function serializeCollection(array $collection, $style, $allowCollectionFormatMulti = false)
    {
        if ($allowCollectionFormatMulti && ('multi' === $style)) {
            // http_build_query() almost does the job for us. We just
            // need to fix the result of multidimensional arrays.
            return preg_replace('/%5B[0-9]+%5D=/', '=', http_build_query($collection, '', '&'));
        }
        switch ($style) {
            case 'pipeDelimited':
            case 'pipes':
                return implode('|', $collection);

            case 'tsv':
                return implode("\t", $collection);

            case 'spaceDelimited':
            case 'ssv':
                return implode(' ', $collection);

            case 'simple':
            case 'csv':
                // Deliberate fall through. CSV is default format.
            default:
                return implode(',', $collection);
        }
    }

    /**
     * Deserialize a JSON string into an object
     *
     * @param mixed    $data          object or primitive to be deserialized
     * @param string   $class         class name is passed as a string
     * @param string[]|null $httpHeaders   HTTP headers
     *
     * @return object|array|null a single or an array of $class instances
     */
    public static function deserialize($data, $class, $httpHeaders = null)
    {
        if (null === $data) {
            return null;
        }

        if (strcasecmp(substr($class, -2), '[]') === 0) {
            $data = is_string($data) ? json_decode($data) : $data;

            if (!is_array($data)) {
                throw new \InvalidArgumentException("Invalid array '$class'");
            }

            $subClass = substr($class, 0, -2);
            $values = [];
            foreach ($data as $key => $value) {
                $values[] = self::deserialize($value, $subClass, null);
            }
            return $values;
        }

        if (preg_match('/^(array<|map\[)/', $class)) { // for associative array e.g. array<string,int>
            $data = is_string($data) ? json_decode($data) : $data;
            settype($data, 'array');
            $inner = substr($class, 4, -1);
            $deserialized = [];
            if (strrpos($inner, ",") !== false) {
                $subClass_array = explode(',', $inner, 2);
                $subClass = $subClass_array[1];
                foreach ($data as $key => $value) {
                    $deserialized[$key] = self::deserialize($value, $subClass, null);
                }
            }
            return $deserialized;
        }

        if ($class === 'object') {
            settype($data, 'array');
            return $data;
        } elseif ($class === 'mixed') {
            settype($data, gettype($data));
            return $data;
        }

        if ($class === '\DateTime') {
            // Some APIs return an invalid, empty string as a
            // date-time property. DateTime::__construct() will return
            // the current time for empty input which is probably not
            // what is meant. The invalid empty string is probably to
            // be interpreted as a missing field/value. Let's handle
            // this graceful.
            if (!empty($data)) {
                try {
                    return new \DateTime($data);
                } catch (\Exception $exception) {
                    // Some APIs return a date-time with too high nanosecond
                    // precision for php's DateTime to handle.
                    // With provided regexp 6 digits of microseconds saved
                    return new \DateTime(self::sanitizeTimestamp($data));
                }
            } else {
                return null;
            }
        }

        if ($class === '\SplFileObject') {
            $data = Utils::streamFor($data);

            /** @var \Psr\Http\Message\StreamInterface $data */

            // determine file name
            if (
                is_array($httpHeaders)
                && array_key_exists('Content-Disposition', $httpHeaders)
                && preg_match('/inline; filename=[\'"]?([^\'"\s]+)[\'"]?$/i', $httpHeaders['Content-Disposition'], $match)
            ) {
                $filename = Configuration::getDefaultConfiguration()->getTempFolderPath() . DIRECTORY_SEPARATOR . self::sanitizeFilename($match[1]);
            } else {
                $filename = tempnam(Configuration::getDefaultConfiguration()->getTempFolderPath(), '');
            }

            $file = fopen($filename, 'w');
            while ($chunk = $data->read(200)) {
                fwrite($file, $chunk);
            }
            fclose($file);

            return new \SplFileObject($filename, 'r');
        }

        /** @psalm-suppress ParadoxicalCondition */
        if (in_array($class, ['\DateTime', '\SplFileObject', 'array', 'bool', 'boolean', 'byte', 'float', 'int', 'integer', 'mixed', 'number', 'object', 'string', 'void'], true)) {
            settype($data, $class);
            return $data;
        }


        if (method_exists($class, 'getAllowableEnumValues')) {
            if (!in_array($data, $class::getAllowableEnumValues(), true)) {
                $imploded = implode("', '", $class::getAllowableEnumValues());
                throw new \InvalidArgumentException("Invalid value for enum '$class', must be one of: '$imploded'");
            }
            return $data;
        } else {
            $data = is_string($data) ? json_decode($data) : $data;

            if (is_array($data)) {
                $data = (object) $data;
            }

            // If a discriminator is defined and points to a valid subclass, use it.
            $discriminator = $class::DISCRIMINATOR;
            if (!empty($discriminator) && isset($data->{$discriminator}) && is_string($data->{$discriminator})) {
                $subclass = '\PaymentsPlatform\Generated\Model\\' . $data->{$discriminator};
                if (is_subclass_of($subclass, $class)) {
                    $class = $subclass;
                }
            }

            /** @var ModelInterface $instance */
            $instance = new $class();
            foreach ($instance::openAPITypes() as $property => $type) {
                $propertySetter = $instance::setters()[$property];

                if (!isset($propertySetter)) {
                    continue;
                }

                if (!isset($data->{$instance::attributeMap()[$property]})) {
                    if ($instance::isNullable($property)) {
                        $instance->$propertySetter(null);
                    }

                    continue;
                }

                if (isset($data->{$instance::attributeMap()[$property]})) {
                    $propertyValue = $data->{$instance::attributeMap()[$property]};
                    $instance->$propertySetter(self::deserialize($propertyValue, $type, null));
                }
            }
            return $instance;
        }
    }

    /**
     * Build a query string from an array of key value pairs.
     *
     * This function can use the return value of `parse()` to build a query
     * string. This function does not modify the provided keys when an array is
     * encountered (like `http_build_query()` would).
     *
     * The function is copied from https://github.com/guzzle/psr7/blob/a243f80a1ca7fe8ceed4deee17f12c1930efe662/src/Query.php#L59-L112
     * with a modification which is described in https://github.com/guzzle/psr7/pull/603
     *
     * @param array     $params              Query string parameters.
     * @param int|false $encoding            Set to false to not encode, PHP_QUERY_RFC3986
     *                                       to encode using RFC3986, or PHP_QUERY_RFC1738
     *                                       to encode using RFC1738.
     */
    public static function buildQuery(array $params, $encoding = PHP_QUERY_RFC3986): string
    {
        if (!$params) {
            return '';
        }

        if ($encoding === false) {
            $encoder = function (string $str): string {
                return $str;
            };
        } elseif ($encoding === PHP_QUERY_RFC3986) {
            $encoder = 'rawurlencode';
        } elseif ($encoding === PHP_QUERY_RFC1738) {
            $encoder = 'urlencode';
        } else {
            throw new \InvalidArgumentException('Invalid type');
        }

        $castBool = Configuration::BOOLEAN_FORMAT_INT == Configuration::getDefaultConfiguration()->getBooleanFormatForQueryString()
            ? function ($v) { return (int) $v; }
            : function ($v) { return $v ? 'true' : 'false'; };

        $qs = '';
        foreach ($params as $k => $v) {
            $k = $encoder((string) $k);
            if (!is_array($v)) {
                $qs .= $k;
                $v = is_bool($v) ? $castBool($v) : $v;
                if ($v !== null) {
                    $qs .= '='.$encoder((string) $v);
                }
                $qs .= '&';
            } else {
                foreach ($v as $vv) {
                    $qs .= $k;
                    $vv = is_bool($vv) ? $castBool($vv) : $vv;
                    if ($vv !== null) {
                        $qs .= '='.$encoder((string) $vv);
                    }
                    $qs .= '&';
                }
            }
        }

        return $qs ? substr($qs, 0, -1) : '';
    }
}
