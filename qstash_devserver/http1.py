"""A minimal HTTP/1.1 client for deliveries to `http://` URLs: keep-alive, one request
per connection at a time, the whole response read.

Why not aiohttp's ClientSession here: on the bench machine one delivery through it cost
~57 µs of CPU (its per-request machinery: request/response objects, timers, tracing,
cookies, redirects, payload registry, stream readers), a third of the server's whole
per-message cost; the same exchange on an asyncio protocol costs ~15 µs. `https://`
destinations still go through aiohttp (TLS), as does nothing else.

What a receiver sees is what aiohttp sent: the request line with the URL's raw path and
query, `Host` (port only when not the default), the given headers, `Accept: */*` and
`Accept-Encoding: gzip, deflate` unless given, `Content-Length` when there is a body or
the method is POST/PUT/PATCH; CR or LF in a header is refused (ValueError). Responses:
Content-Length, chunked or read-until-close bodies; 1xx skipped; 204/304 bodiless; not
decompressed. A connection is reused unless either side said `Connection: close`; a
reused idle connection that the peer closed before answering is retried once on a new
one (the request may have been processed: at-least-once allows it).
"""

from __future__ import annotations

import asyncio

from yarl import URL

MAX_HEAD = 64 * 1024
BODYLESS_METHODS_WITH_LENGTH = frozenset({"POST", "PUT", "PATCH"})
DEFAULT_HEADERS = (
    ("accept", "Accept", "*/*"),
    ("accept-encoding", "Accept-Encoding", "gzip, deflate"),
)


class ServerDisconnected(ConnectionError):
    """The peer closed the connection before a complete answer."""


class BadResponse(ValueError):
    """The answer is no HTTP/1.x response."""


class _Conn(asyncio.Protocol):
    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.transport: asyncio.Transport | None = None
        self.buf = bytearray()
        self.closed = False
        self.got = False  # data arrived during the current exchange
        self.idle_since = 0.0
        self._waiter: asyncio.Future[None] | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def data_received(self, data: bytes) -> None:
        self.got = True
        self.buf += data
        self._wake()

    def eof_received(self) -> bool:
        self.closed = True
        self._wake()
        return False  # close the transport

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True
        self._wake()

    def _wake(self) -> None:
        waiter = self._waiter
        if waiter is not None:
            self._waiter = None
            if not waiter.done():
                waiter.set_result(None)

    async def more(self) -> None:
        """Until more data or the end arrives; raises at the end."""
        if self.closed:
            raise ServerDisconnected("Server disconnected")
        self._waiter = self.loop.create_future()
        await self._waiter

    def close(self) -> None:
        self.closed = True
        if self.transport is not None:
            self.transport.close()


class Response:
    __slots__ = ("body", "headers", "keep_alive", "status")

    def __init__(
        self, status: int, headers: list[tuple[str, str]], body: bytes, keep_alive: bool
    ) -> None:
        self.status, self.headers, self.body, self.keep_alive = (status, headers, body, keep_alive)


class Client:
    IDLE_TIMEOUT_S = 15.0  # as aiohttp's connector: idle connections are closed after it

    def __init__(self) -> None:
        self._idle: dict[tuple[str, int], list[_Conn]] = {}
        self._swept = 0.0

    async def request(
        self, method: str, url: URL, headers: dict[str, str], body: bytes
    ) -> Response:
        data = encode_request(method, url, headers, body)
        key = (url.raw_host or "", url.port or 80)
        now = asyncio.get_running_loop().time()
        if now - self._swept > self.IDLE_TIMEOUT_S / 3:
            self._sweep(now)
        idle = self._idle.get(key)
        while idle:
            conn = idle.pop()
            if conn.closed or now - conn.idle_since > self.IDLE_TIMEOUT_S:
                conn.close()
                continue
            conn.got = False
            try:
                return await self._exchange(conn, key, data)
            except ServerDisconnected:
                if conn.got:  # it had started answering: not a stale idle connection
                    raise
                # The peer closed the idle connection as we sent: once more, afresh.
            break
        loop = asyncio.get_running_loop()
        _, conn = await loop.create_connection(lambda: _Conn(loop), key[0], key[1])
        return await self._exchange(conn, key, data)

    async def _exchange(self, conn: _Conn, key: tuple[str, int], data: bytes) -> Response:
        try:
            assert conn.transport is not None
            conn.transport.write(data)
            response = await read_response(conn)
        except BaseException:
            conn.close()
            raise
        if response.keep_alive and not conn.closed and not conn.buf:
            conn.idle_since = conn.loop.time()
            self._idle.setdefault(key, []).append(conn)
        else:
            conn.close()
        return response

    def _sweep(self, now: float) -> None:
        self._swept = now
        for key, conns in list(self._idle.items()):
            keep = [c for c in conns if not c.closed and now - c.idle_since <= self.IDLE_TIMEOUT_S]
            for conn in conns:
                if conn not in keep:
                    conn.close()
            if keep:
                self._idle[key] = keep
            else:
                del self._idle[key]

    def close(self) -> None:
        for conns in self._idle.values():
            for conn in conns:
                conn.close()
        self._idle.clear()


def encode_request(method: str, url: URL, headers: dict[str, str], body: bytes) -> bytes:
    host = url.host_port_subcomponent or ""
    parts = [f"{method} {url.raw_path_qs or '/'} HTTP/1.1\r\nHost: {host}\r\n"]
    given = set()
    for name, value in headers.items():
        if "\r" in name or "\n" in name or "\r" in value or "\n" in value:
            raise ValueError(
                "Newline or carriage return character detected in HTTP "
                "status message or header. This is a potential security issue."
            )
        low = name.lower()
        if low == "content-length" or low == "host":
            continue  # computed here
        given.add(low)
        parts.append(f"{name}: {value}\r\n")
    for low, name, value in DEFAULT_HEADERS:
        if low not in given:
            parts.append(f"{name}: {value}\r\n")
    if body or method in BODYLESS_METHODS_WITH_LENGTH:
        parts.append(f"Content-Length: {len(body)}\r\n")
    parts.append("\r\n")
    return "".join(parts).encode("utf-8", "surrogateescape") + body


async def read_response(conn: _Conn) -> Response:
    buf = conn.buf
    while True:
        end = buf.find(b"\r\n\r\n")
        while end < 0:
            if len(buf) > MAX_HEAD:
                raise BadResponse("response head too large")
            await conn.more()
            end = buf.find(b"\r\n\r\n")
        head = bytes(buf[:end]).decode("utf-8", "surrogateescape")
        del buf[: end + 4]
        status_line, *lines = head.split("\r\n")
        version, _, rest = status_line.partition(" ")
        code = rest[:3]
        if not version.startswith("HTTP/1.") or not code.isdigit():
            raise BadResponse(f"invalid status line {status_line[:100]!r}")
        status = int(code)
        if 100 <= status < 200 and status != 101:
            continue  # 100 Continue & co.: the real answer follows
        break
    headers: list[tuple[str, str]] = []
    length: int | None = None
    chunked = False
    keep_alive = version == "HTTP/1.1"
    for line in lines:
        name, sep, value = line.partition(":")
        if not sep:
            raise BadResponse(f"invalid header line {line[:100]!r}")
        name, value = name.strip(), value.strip()
        headers.append((name, value))
        low = name.lower()
        if low == "content-length":
            if not value.isdigit():
                raise BadResponse(f"invalid Content-Length {value!r}")
            length = int(value)
        elif low == "transfer-encoding":
            chunked = value.lower().endswith("chunked")
        elif low == "connection":
            tokens = {t.strip().lower() for t in value.split(",")}
            if "close" in tokens:
                keep_alive = False
            elif "keep-alive" in tokens:
                keep_alive = True
    if status in (204, 304) or status == 101:
        body = b""
    elif chunked:
        body = await _read_chunked(conn)
    elif length is not None:
        while len(buf) < length:
            await conn.more()
        body = bytes(buf[:length])
        del buf[:length]
    else:  # no framing: the body runs until the peer closes
        while not conn.closed:
            try:
                await conn.more()
            except ServerDisconnected:
                break
        body = bytes(buf)
        buf.clear()
        keep_alive = False
    return Response(status, headers, body, keep_alive)


async def _read_chunked(conn: _Conn) -> bytes:
    buf = conn.buf
    out = bytearray()
    while True:
        end = buf.find(b"\r\n")
        while end < 0:
            if len(buf) > MAX_HEAD:
                raise BadResponse("chunk size line too long")
            await conn.more()
            end = buf.find(b"\r\n")
        size_text = bytes(buf[:end]).split(b";", 1)[0].strip()
        try:
            size = int(size_text, 16)
        except ValueError:
            raise BadResponse(f"invalid chunk size {size_text[:20]!r}") from None
        del buf[: end + 2]
        if size == 0:
            # Trailers (ignored), then the empty line.
            while True:
                end = buf.find(b"\r\n")
                while end < 0:
                    await conn.more()
                    end = buf.find(b"\r\n")
                line = bytes(buf[:end])
                del buf[: end + 2]
                if not line:
                    return bytes(out)
        while len(buf) < size + 2:
            await conn.more()
        out += buf[:size]
        del buf[: size + 2]
