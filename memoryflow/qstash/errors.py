"""What a call to QStash can fail with, and the one error memoryflow raises for it."""

from __future__ import annotations

from http import HTTPStatus

import httpx
from qstash.errors import QStashError


class QStashRefused(QStashError):
    """QStash answered a `client.call()` with a non-2xx status (kept, unlike the SDK's
    `QStashError`, whose message is all it carries)."""

    def __init__(self, status_code: int, body: str) -> None:
        self.status_code = status_code
        super().__init__(f"Request failed with status: {status_code}, body: {body}")

    @property
    def not_found(self) -> bool:
        return self.status_code == HTTPStatus.NOT_FOUND


#: The errors of a QStash call that could not be made or was refused: httpx's own (cannot
#: connect, timed out, connection dropped, …) and the SDK's `QStashError` for a non-2xx
#: answer (a wrong token, a rate limit, QStash failing). Anything else is a bug in our code
#: and must surface as one, not as "QStash unreachable".
TRANSPORT_ERRORS: tuple[type[Exception], ...] = (httpx.HTTPError, QStashError)


class QStashUnavailable(Exception):
    """QStash could not be reached or refused a call — a publish, a schedule write, a read of
    the run logs or the DLQ, a cancel, a re-drive. One error for all of them: to the caller
    each means the same, nothing was done, try again later; its message says which call."""
