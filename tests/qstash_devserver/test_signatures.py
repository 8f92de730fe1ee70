"""Every delivery is signed; qstash.Receiver accepts and rejects right."""

from __future__ import annotations

import jwt
import pytest
from qstash import QStash, Receiver
from qstash.errors import SignatureError
from qstash.receiver import verify_with_key

from qstash_devserver.signing import body_hash
from qstash_devserver.testing import running_devserver

from .helpers import wait_until


def test_delivery_verifies_with_current_key_and_exact_url(server, client, receiver):
    receiver.start()
    url = receiver.url("/r/signed?tenant=a&x=1")
    client.message.publish(url=url, body=b"hello", content_type="text/plain")
    seen = receiver.wait("/r/signed")[0]
    verifier = Receiver(server.current_signing_key, server.next_signing_key)
    verifier.verify(signature=seen.header("Upstash-Signature"), body="hello", url=url)
    claims = jwt.decode(seen.header("Upstash-Signature"), options={"verify_signature": False})
    assert claims["iss"] == "Upstash" and claims["sub"] == url
    assert claims["exp"] - claims["nbf"] == 300 and claims["jti"].startswith("jwt_")
    assert claims["body"].rstrip("=") == body_hash(b"hello").rstrip("=")


def test_tampered_body_wrong_subject_and_expired_token_are_rejected(server, client, receiver):
    receiver.start()
    url = receiver.url("/r/reject")
    client.message.publish(url=url, body=b"original")
    signature = receiver.wait("/r/reject")[0].header("Upstash-Signature")
    verifier = Receiver(server.current_signing_key, server.next_signing_key)
    verifier.verify(signature=signature, body="original", url=url)
    claims = jwt.decode(signature, options={"verify_signature": False})
    stale = jwt.encode(
        {**claims, "nbf": claims["nbf"] - 900, "exp": claims["exp"] - 900},
        server.current_signing_key,
        algorithm="HS256",
    )
    # Receiver re-raises the next key's error, so the reasons are read from the current key.
    key = server.current_signing_key
    for body, sub, token, reason in [
        ("tampered", url, signature, "body hash"),
        ("original", url + "/other", signature, "subject"),
        ("original", url, stale, "expired"),
    ]:
        with pytest.raises(SignatureError):
            verifier.verify(signature=token, body=body, url=sub)
        with pytest.raises(SignatureError, match=reason):
            verify_with_key(key, signature=token, body=body, url=sub)
    with pytest.raises(SignatureError):
        Receiver("sig_wrongwrongwrongwrongwrongwron", "sig_alsowrongalsowrongalsowrongx").verify(
            signature=signature, body="original", url=url
        )


def test_fresh_token_every_attempt(server, client, receiver):
    receiver.start()
    attempts = iter([500, 500, 200])
    receiver.responders["/r/fresh"] = lambda seen: (next(attempts), {}, b"")
    client.message.publish(url=receiver.url("/r/fresh"), body=b"x", retries=2)
    seen = receiver.wait("/r/fresh", 3)
    tokens = [s.header("Upstash-Signature") for s in seen]
    jtis = {jwt.decode(t, options={"verify_signature": False})["jti"] for t in tokens}
    assert len(jtis) == 3


def test_rotated_keys_verify_through_the_next_key(receiver):
    receiver.start()
    with running_devserver() as dev:
        old_current, old_next = dev.current_signing_key, dev.next_signing_key
        client = QStash(dev.token, base_url=dev.url)
        rotated = client.signing_key.rotate()
        assert rotated.current == old_next and rotated.next not in (old_current, old_next)
        assert client.signing_key.get().current == old_next
        client.message.publish(url=receiver.url("/r/rotated"), body=b"after rotation")
        signature = receiver.wait("/r/rotated")[0].header("Upstash-Signature")
        # A receiver configured before the rotation accepts through its *next* key ...
        Receiver(old_current, old_next).verify(
            signature=signature, body="after rotation", url=receiver.url("/r/rotated")
        )
        # ... and one that never knew the new current key does not.
        with pytest.raises(SignatureError):
            Receiver(old_current, "sig_unrelatedunrelatedunrelatedx").verify(
                signature=signature, body="after rotation", url=receiver.url("/r/rotated")
            )
        # Rotation is durable: the keys survive a restart on the same store.
        dev.restart()
        wait_until(lambda: client.signing_key.get().current == old_next, timeout=5)
