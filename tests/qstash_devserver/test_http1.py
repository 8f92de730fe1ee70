"""The deliveries' HTTP/1.1 client (qstash_devserver/http1.py) against scripted servers:
framing (Content-Length, chunked, until close, 1xx, 204), keep-alive reuse, a stale
idle connection retried once, a cut answer reported, header injection refused."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import pytest
from yarl import URL

from qstash_devserver import http1

Script = Callable[[asyncio.StreamReader, asyncio.StreamWriter, int], Awaitable[None]]


async def _read_request(reader: asyncio.StreamReader) -> tuple[bytes, bytes]:
    head = await reader.readuntil(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n"):
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":", 1)[1])
    return head, await reader.readexactly(length)


def _run(script: Script, requests: list[tuple[str, bytes]]) -> tuple[list, list[bytes], int]:
    """Serve `script` (called per request with its connection's number), send `requests`
    one after another through one Client; the responses (or exceptions), the requests
    seen and how many connections were opened."""
    seen: list[bytes] = []
    connections = 0

    async def main() -> list:
        async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            nonlocal connections
            connections += 1
            number = connections
            try:
                while True:
                    try:
                        head, body = await _read_request(reader)
                        seen.append(head + body)
                    except (asyncio.IncompleteReadError, ConnectionError):
                        return
                    await script(reader, writer, number)
                    if writer.is_closing():
                        return
            finally:
                writer.close()

        server = await asyncio.start_server(handle, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        client = http1.Client()
        out: list = []
        try:
            for method, body in requests:
                try:
                    out.append(
                        await asyncio.wait_for(
                            client.request(
                                method,
                                URL(f"http://127.0.0.1:{port}/p?q=1", encoded=True),
                                {"X-A": "1"},
                                body,
                            ),
                            5,
                        )
                    )
                except (ValueError, OSError) as exc:
                    out.append(exc)
        finally:
            client.close()
            server.close()
        return out

    out = asyncio.run(main())
    return out, seen, connections


def test_content_length_and_keep_alive_reuse():
    async def script(reader, writer, n):
        writer.write(b"HTTP/1.1 201 Created\r\nContent-Length: 5\r\nX-B: 2\r\n\r\nhel")
        await writer.drain()
        await asyncio.sleep(0.01)  # the body arrives in two pieces
        writer.write(b"lo")

    out, seen, conns = _run(script, [("POST", b'{"n":1}'), ("GET", b"")])
    assert [(r.status, r.body) for r in out] == [(201, b"hello"), (201, b"hello")]
    assert ("X-B", "2") in out[0].headers
    assert conns == 1
    assert seen[0].startswith(b"POST /p?q=1 HTTP/1.1\r\nHost: 127.0.0.1:")
    assert b"\r\nContent-Length: 7\r\n" in seen[0] and seen[0].endswith(b'{"n":1}')
    assert b"\r\nX-A: 1\r\n" in seen[0] and b"\r\nAccept: */*\r\n" in seen[0]
    assert b"Content-Length" not in seen[1]  # a GET without a body


def test_chunked_with_trailers_and_1xx_and_204():
    async def script(reader, writer, n):
        writer.write(b"HTTP/1.1 100 Continue\r\n\r\n")
        if len(seen_requests) == 0:
            writer.write(
                b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                b"3;ext=1\r\nabc\r\n0A\r\n0123456789\r\n0\r\nX-T: t\r\n\r\n"
            )
        else:
            writer.write(b"HTTP/1.1 204 No Content\r\n\r\n")
        seen_requests.append(n)

    seen_requests: list[int] = []
    out, _, conns = _run(script, [("POST", b"x"), ("POST", b""), ("POST", b"")])
    assert [(r.status, r.body) for r in out] == [(200, b"abc0123456789"), (204, b""), (204, b"")]
    assert conns == 1


def test_body_until_close_is_not_reused():
    async def script(reader, writer, n):
        writer.write(b"HTTP/1.1 200 OK\r\nConnection: close\r\n\r\nall of it")
        await writer.drain()
        writer.close()

    out, _, conns = _run(script, [("POST", b"1"), ("POST", b"2")])
    assert [(r.status, r.body, r.keep_alive) for r in out] == [(200, b"all of it", False)] * 2
    assert conns == 2


def test_a_stale_idle_connection_is_retried_once_afresh():
    async def script(reader, writer, n):
        writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\n" + str(n).encode())
        await writer.drain()
        if n == 1:
            writer.close()  # closes without saying so: the client's idle copy is stale

    out, seen, conns = _run(script, [("POST", b"a"), ("POST", b"b")])
    assert [r.body for r in out] == [b"1", b"2"]
    assert conns == 2 and len(seen) == 2


def test_a_connection_closed_as_the_request_was_sent_is_retried_once_afresh():
    answered: list[int] = []

    async def script(reader, writer, n):
        if n == 1 and answered:
            writer.close()  # the idle keep-alive timed out just as the request came
            return
        answered.append(n)
        writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\n" + str(n).encode())

    out, seen, conns = _run(script, [("POST", b"a"), ("POST", b"b")])
    assert [r.body for r in out] == [b"1", b"2"]
    assert conns == 2 and [s[-1:] for s in seen] == [b"a", b"b", b"b"]


def test_an_answer_cut_short_is_an_error_not_a_retry():
    async def script(reader, writer, n):
        writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc")
        await writer.drain()
        writer.close()

    out, seen, _ = _run(script, [("POST", b"a")])
    assert isinstance(out[0], http1.ServerDisconnected) and len(seen) == 1


def test_garbage_and_header_injection_are_refused():
    async def script(reader, writer, n):
        writer.write(b"SSH-2.0-nope\r\n\r\n")

    out, _, _ = _run(script, [("POST", b"a")])
    assert isinstance(out[0], http1.BadResponse)
    with pytest.raises(ValueError, match="Newline or carriage return"):
        http1.encode_request("POST", URL("http://h/p"), {"X": "a\r\nEvil: 1"}, b"")
    data = http1.encode_request("PUT", URL("http://h/p"), {"accept": "text/plain"}, b"")
    assert data == (
        b"PUT /p HTTP/1.1\r\nHost: h\r\naccept: text/plain\r\n"
        b"Accept-Encoding: gzip, deflate\r\nContent-Length: 0\r\n\r\n"
    )
