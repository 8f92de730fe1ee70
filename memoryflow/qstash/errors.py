"""What a call to QStash can fail with, and the one error memoryflow raises for it."""

from __future__ import annotations

import httpx
from qstash.errors import QStashError

#: The errors of a QStash call that could not be made or was refused: httpx's own (cannot
#: connect, timed out, connection dropped, …) and the SDK's `QStashError` for a non-2xx
#: answer (a wrong token, a rate limit, QStash failing). Anything else is a bug in our code
#: and must surface as one, not as "QStash unreachable".
TRANSPORT_ERRORS: tuple[type[Exception], ...] = (httpx.HTTPError, QStashError)


class QStashUnavailable(Exception):
    """QStash could not be reached or refused a call — a publish, a schedule write, a read of
    the run logs or a cancel. Transient for the caller: nothing was done, try again later."""
