"""Pupils without a browser: HTTP and kernel websocket clients that each come from an address
of their own on the loopback network (Linux routes all of 127.0.0.0/8 to ``lo``, so a client
socket bound to 127.0.0.2 reaches a server listening on 127.0.0.1 and the server sees
127.0.0.2). All traffic stays on 127.0.0.0/8, every call has a timeout."""

from __future__ import annotations

import http.client
import json
import re
import socket
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

from jupyter_client.session import Session
from jupyter_server.services.kernels.connection.base import serialize_msg_to_ws_v1
from websockets.sync.client import ClientConnection, connect

from seven_steps_widget.classroom.guard import COOKIE
from seven_steps_widget.classroom.protocol import parse_v1_frame
from tests.browser.harness import HOST, Server

KERNEL_ID = re.compile(r'"kernelId": "([0-9a-f-]{36})"')


@dataclass
class Reply:
    """An HTTP reply: status, body, the cookies it set, seconds it took."""

    status: int
    body: str
    cookies: dict[str, str]
    seconds: float
    set_cookie: list[str] = field(default_factory=list)

    @property
    def kernel_id(self) -> str | None:
        found = KERNEL_ID.search(self.body)
        return found.group(1) if found else None


@dataclass
class Pupil:
    """One client address, with the cookies its server gave it (as a browser keeps them)."""

    server: Server
    address: str
    cookies: dict[str, str] = field(default_factory=dict)

    def request(
        self,
        method: str,
        path: str,
        *,
        headers: dict[str, str] | None = None,
        body: str | None = None,
        timeout: float = 60,
        keep_cookies: bool = True,
    ) -> Reply:
        """One HTTP request from this pupil's address."""
        started = time.monotonic()
        connection = http.client.HTTPConnection(
            HOST, self.server.port, timeout=timeout, source_address=(self.address, 0)
        )
        try:
            sent = dict(headers or {})
            if self.cookies:
                sent["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
            connection.request(method, path, body=body, headers=sent)
            response = connection.getresponse()
            text = response.read().decode("utf-8", errors="replace")
            set_cookie = response.headers.get_all("Set-Cookie") or []
        finally:
            connection.close()
        cookies = {}
        for line in set_cookie:
            name, _, rest = line.partition("=")
            cookies[name.strip()] = rest.split(";")[0]
        if keep_cookies:
            self.cookies.update(cookies)
        return Reply(response.status, text, cookies, time.monotonic() - started, set_cookie)

    def page(self, path: str = "/", timeout: float = 60) -> Reply:
        """The lesson's page, as a browser asks for it."""
        return self.request("GET", path, timeout=timeout)

    def websocket(
        self,
        kernel_id: str,
        *,
        subprotocols: list[str] | None = None,
        timeout: float = 20,
        cookies: bool = True,
    ) -> ClientConnection:
        """The kernel's websocket, opened from this pupil's address (raises on refusal)."""
        sock = socket.create_connection(
            (HOST, self.server.port), timeout=timeout, source_address=(self.address, 0)
        )
        headers = {}
        if cookies and self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        url = f"ws://{HOST}:{self.server.port}/api/kernels/{kernel_id}/channels?session_id={uuid.uuid4()}"
        return connect(
            url,
            sock=sock,
            subprotocols=subprotocols,  # type: ignore[arg-type]
            additional_headers=headers,
            open_timeout=timeout,
            max_size=None,
        )

    @property
    def owner_cookie(self) -> str | None:
        return self.cookies.get(COOKIE)


def v1_message(
    msg_type: str, content: dict[str, Any], channel: str = "shell", session: Session | None = None
) -> bytes:
    """A kernel message from the page, framed as the v1 protocol frames it."""
    session = session or Session(key=b"", username="pupil")
    msg = session.msg(msg_type, content)
    return bytes(serialize_msg_to_ws_v1(msg, channel, session.pack))


def next_message(ws: ClientConnection, seconds: float) -> dict[str, Any] | None:
    """The next kernel message on the socket (channel, header, content), or None when none
    comes within ``seconds``."""
    try:
        frame = ws.recv(timeout=max(seconds, 0.0))
    except TimeoutError:
        return None
    if isinstance(frame, str):
        return {"channel": "", "header": {}, "parent_header": {}, "content": frame}
    channel, parts = parse_v1_frame(frame, max_buffers=64)
    return {
        "channel": channel,
        "header": json.loads(parts[0]),
        "parent_header": json.loads(parts[1]),
        "content": json.loads(parts[3]),
    }


def read_messages(ws: ClientConnection, seconds: float) -> list[dict[str, Any]]:
    """Every kernel message the socket brings within ``seconds``."""
    found: list[dict[str, Any]] = []
    deadline = time.monotonic() + seconds
    while (left := deadline - time.monotonic()) > 0:
        message = next_message(ws, left)
        if message is None:
            break
        found.append(message)
    return found
