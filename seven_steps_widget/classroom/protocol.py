"""The kernel websocket as the classroom server speaks it: v1 frames only, read with bounds.

Two faults upstream (Voila 0.5.13, jupyter_server 2.21.1; docs/classroom-security.md) let one
pupil freeze the whole server from the browser console:

* a socket opened *without* a subprotocol gets the legacy protocol, and Voila's websocket
  handler then reads every binary reply of the kernel (a widget's buffers) with the v1 header
  parser, taking the legacy frame's first bytes for an offset count of about 10^18;
* ``deserialize_msg_from_ws_v1`` loops as many times as a frame's first 8 bytes say.

Here a socket that does not offer ``v1.kernel.websocket.jupyter.org`` is refused before it
opens, and every frame from the page is checked (its size, its offset count and offsets, its
channel, its message type) before anything loops over it or passes it to the kernel. A page
cannot create widgets either: ``comm_open`` to ``jupyter.widget`` comes only from the kernel
in a lesson, so one from the page is dropped (25 such widgets of 8 MB each grew a kernel from
80 to 304 MB).
"""

from __future__ import annotations

import json
from typing import Any

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection
from tornado import web
from traitlets import Int

#: The one subprotocol the classroom server speaks.
V1 = "v1.kernel.websocket.jupyter.org"

#: The channels a page may send on (iopub only carries messages to the page).
CHANNELS = frozenset({"shell", "control", "stdin"})

#: header, parent header, metadata, content: the parts every message has.
FIXED_PARTS = 4

#: A page's largest message in a lesson is a click or a button's state (well below 4 kB);
#: this leaves room for a teacher's notebook with other widgets without letting a page
#: send megabytes.
DEFAULT_MAX_MESSAGE_BYTES = 64 * 1024

#: Buffers a message from a page may carry (ipywidgets sends binary state in buffers).
MAX_BUFFERS = 16


class FrameError(ValueError):
    """A websocket frame that is not a well-formed v1 kernel message."""


def parse_v1_frame(frame: bytes, max_buffers: int = MAX_BUFFERS) -> tuple[str, list[bytes]]:
    """The channel and message parts of a v1 frame, or FrameError; never loops over more than
    the frame can hold.

    Layout: the number of offsets (8 bytes, little endian), the offsets (8 bytes each), the
    channel name, then the parts; each part runs from its offset to the next one.

    >>> from jupyter_server.services.kernels.connection.base import serialize_msg_to_ws_v1
    >>> parse_v1_frame(serialize_msg_to_ws_v1([b"h", b"p", b"m", b"c"], "shell"))
    ('shell', [b'h', b'p', b'm', b'c'])
    >>> try:
    ...     parse_v1_frame((2**25).to_bytes(8, "little"))
    ... except FrameError as error:
    ...     print(error)
    33554432 offsets in a frame of 8 bytes
    """
    if len(frame) < 8:
        raise FrameError(f"a frame of {len(frame)} bytes")
    count = int.from_bytes(frame[:8], "little")
    # the channel's start and end, then one end per part
    most = 2 + FIXED_PARTS + max_buffers
    if not 2 + FIXED_PARTS <= count <= most or len(frame) < 8 * (count + 1):
        raise FrameError(f"{count} offsets in a frame of {len(frame)} bytes")
    offsets = [int.from_bytes(frame[8 * i : 8 * (i + 1)], "little") for i in range(1, count + 1)]
    if offsets[0] < 8 * (count + 1) or offsets[-1] > len(frame):
        raise FrameError("offsets outside the frame")
    if any(a > b for a, b in zip(offsets, offsets[1:])):
        raise FrameError("offsets out of order")
    try:
        channel = frame[offsets[0] : offsets[1]].decode("ascii")
    except UnicodeDecodeError as error:
        raise FrameError("a channel name that is not ASCII") from error
    parts = [frame[offsets[i] : offsets[i + 1]] for i in range(1, count - 1)]
    return channel, parts


def read_json(part: bytes, what: str) -> dict[str, Any]:
    """A message part that must be a JSON object."""
    try:
        value = json.loads(part)
    except (ValueError, UnicodeDecodeError) as error:
        raise FrameError(f"the {what} is not JSON") from error
    if not isinstance(value, dict):
        raise FrameError(f"the {what} is not an object")
    return value


def offered_subprotocols(header: str | None) -> list[str]:
    """The subprotocols a ``Sec-WebSocket-Protocol`` header offers.

    >>> offered_subprotocols("v1.kernel.websocket.jupyter.org, other")
    ['v1.kernel.websocket.jupyter.org', 'other']
    >>> offered_subprotocols(None)
    []
    """
    return [p.strip() for p in (header or "").split(",") if p.strip()]


class ClassroomKernelConnection(ZMQChannelsWebsocketConnection):
    """jupyter_server's kernel websocket connection, v1 only, with every frame checked."""

    max_message_bytes = Int(
        DEFAULT_MAX_MESSAGE_BYTES,
        config=True,
        help="The largest websocket frame a page may send; a larger one closes the socket.",
    )

    async def prepare(self) -> None:
        """Refuse (400) a socket that does not offer the v1 protocol, before it opens."""
        offered = offered_subprotocols(
            self.websocket_handler.request.headers.get("Sec-WebSocket-Protocol")
        )
        if V1 not in offered:
            self.log.warning("Refused a kernel websocket without the v1 protocol")
            raise web.HTTPError(400, "the kernel websocket speaks v1.kernel.websocket.jupyter.org")
        self.kernel_ws_protocol = V1
        await super().prepare()

    def handle_incoming_message(self, incoming_msg: Any) -> None:
        """Check a frame from the page, then send it on to the kernel unchanged."""
        if not self.channels:
            return  # already closed
        if not isinstance(incoming_msg, bytes) or len(incoming_msg) > self.max_message_bytes:
            self.refuse("a text frame or one larger than the limit")
            return
        try:
            channel, parts = parse_v1_frame(incoming_msg)
            if channel not in CHANNELS or channel not in self.channels:
                raise FrameError(f"no channel {channel[:20]!r} for a page")
            header = read_json(parts[0], "header")
            msg_type = header.get("msg_type")
            allowed = self.multi_kernel_manager.allowed_message_types
            if allowed and msg_type not in allowed:
                self.log.warning("Dropped a %r message from a page", str(msg_type)[:40])
                return
            if msg_type == "comm_open":
                content = read_json(parts[3], "content")
                if content.get("target_name") == "jupyter.widget":
                    self.log.warning("Dropped a widget the page tried to create")
                    return
        except FrameError as error:
            self.refuse(str(error))
            return
        self.session.send_raw(self.channels[channel], parts)

    def refuse(self, why: str) -> None:
        """Close the socket of a page that sent a malformed frame."""
        self.log.warning("Closed a kernel websocket: %s", why)
        self.websocket_handler.close(1008, "malformed kernel message")
