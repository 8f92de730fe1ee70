"""`Upstash-Signature`: only QStash may call a workflow endpoint, and only once per token.

QStash signs every delivery attempt with a fresh HS256 JWT: `iss` "Upstash", `sub` the
exact URL called, `body` the base64url SHA-256 of the exact body, `exp`/`nbf`, and a token
id `jti`. A request is accepted when the token verifies with the current or the next
signing key (key rotation), every one of those claims is present and well-formed, the
subject is the endpoint's canonical URL, the body hash matches, and the `jti` has not been
used before. Anything else is a 401/403 with no side effect.

The `jti` check makes a captured delivery useless: replayed inside its token's lifetime,
it is refused, instead of running its step again and rewriting bookkeeping. It costs a
legitimate retry nothing, since QStash signs each attempt anew (a new `jti`). Used ids
are kept until the token expires (`SeenDeliveryToken`, pruned by `manage.py prune`).
"""

from __future__ import annotations

import base64
import hashlib
import logging
import re
from datetime import UTC, datetime
from typing import Any

import jwt
from django.conf import settings
from django.db import IntegrityError, transaction
from django.http import JsonResponse

from memoryflow.models import SeenDeliveryToken

logger = logging.getLogger("memoryflow.workflows.signatures")

REQUIRED_CLAIMS = ("iss", "sub", "exp", "nbf", "jti", "body")
# A token id is stored as it is: printable ASCII only (Postgres refuses NUL in text).
_TOKEN_ID = re.compile(r"[\x21-\x7e]{1,128}")
# Where an absurd `exp` is stored instead (a datetime cannot hold every integer).
_LATEST_EXPIRY = datetime(9999, 1, 1, tzinfo=UTC)


class SignatureRejected(Exception):
    """Why a token was refused; the message goes back in the 403."""


def verify_signature(signature: str | None, body: str, url: str) -> JsonResponse | None:
    """None when QStash signed exactly this body for exactly this URL and the token is used
    for the first time; else the 401/403 to answer."""
    if not signature:
        return _error(401, "missing Upstash-Signature header: only QStash may call this endpoint")
    try:
        claims = verified_claims(signature, body, url)
    except SignatureRejected as error:
        logger.warning("[memory:serve] rejected signature for %s: %s", url, error)
        return _error(403, f"invalid Upstash-Signature: {error}")
    if not _first_use(claims["jti"], claims["exp"]):
        logger.warning("[memory:serve] replayed token %s for %s", claims["jti"], url)
        return _error(
            403,
            f"Upstash-Signature already used (token id {claims['jti']}): a replayed "
            "delivery is refused; QStash signs every new attempt with a new token",
        )
    return None


def verified_claims(signature: str, body: str, url: str) -> dict[str, Any]:
    """The token's claims, once signature, claims, subject and body hash all check out."""
    keys = [
        key
        for key in (settings.QSTASH_CURRENT_SIGNING_KEY, settings.QSTASH_NEXT_SIGNING_KEY)
        if key
    ]
    if not keys:
        raise SignatureRejected("no signing key is configured")
    claims: dict[str, Any] | None = None
    for key in keys:
        try:
            claims = jwt.decode(
                signature,
                key,
                algorithms=["HS256"],
                issuer="Upstash",
                options={"require": list(REQUIRED_CLAIMS)},
            )
            break
        except jwt.InvalidSignatureError:
            continue  # maybe signed with the other key (rotation)
        except jwt.PyJWTError as error:
            raise SignatureRejected(str(error) or type(error).__name__) from None
    if claims is None:
        raise SignatureRejected("signature verification failed with both signing keys")
    if claims["sub"] != url:
        raise SignatureRejected(f"invalid subject: {str(claims['sub'])[:200]}, want: {url}")
    claimed_hash = claims["body"]
    if not isinstance(claimed_hash, str):
        raise SignatureRejected("the body claim is not a string")
    if claimed_hash.rstrip("=") != _body_hash(body):
        raise SignatureRejected("invalid body hash: the body is not the one QStash signed")
    if not isinstance(claims["jti"], str) or not _TOKEN_ID.fullmatch(claims["jti"]):
        raise SignatureRejected("the token id (jti) is not a printable string of 1-128 chars")
    return claims


def _body_hash(body: str) -> str:
    digest = hashlib.sha256(body.encode()).digest()
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")


def _first_use(jti: str, exp: Any) -> bool:
    """Record `jti` as used; False when it already was (a replay)."""
    try:
        expires_at = datetime.fromtimestamp(int(exp), UTC)
    except (OverflowError, OSError, ValueError):
        expires_at = _LATEST_EXPIRY
    try:
        with transaction.atomic():
            SeenDeliveryToken.objects.create(jti=jti, expires_at=min(expires_at, _LATEST_EXPIRY))
    except IntegrityError:
        return False
    return True


def _error(status: int, message: str) -> JsonResponse:
    return JsonResponse({"error": message}, status=status)
