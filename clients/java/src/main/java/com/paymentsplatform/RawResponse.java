package com.paymentsplatform;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpHeaders;

/** An answer as it came: its status, headers, whole body and the envelope's data. */
public record RawResponse(int status, HttpHeaders headers, JsonNode body, JsonNode data) {}
