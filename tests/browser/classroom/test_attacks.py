"""What a curious pupil tried against the classroom server (issue 20), run against the real
server from separate client addresses: the server stays up, a pupil's kernel is theirs alone,
and one address cannot take the class's kernels."""

from __future__ import annotations

import html
import threading
import time

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus

from seven_steps_widget.classroom.protocol import V1
from seven_steps_widget.words import t
from tests.browser.harness import server_kernels, wait_gone

from .conftest import StartClassroom, wait_pool_ready
from .pupils import Pupil, next_message, read_messages, v1_message

pytestmark = pytest.mark.browser


def assert_page_within(pupil: Pupil, seconds: float) -> None:
    """Another pupil asks for the lesson: it comes, with a kernel, within ``seconds``."""
    reply = pupil.page(timeout=30)
    assert reply.status == 200 and reply.kernel_id, reply.body[:300]
    assert reply.seconds <= seconds, f"the page took {reply.seconds:.2f} s"


def refused_status(call: object) -> int:
    """The HTTP status with which opening a websocket was refused."""
    try:
        ws = call()  # type: ignore[operator]
    except InvalidStatus as refused:
        return int(refused.response.status_code)
    ws.close()
    return 101


def widget_comms(ws: object) -> int:
    """How many widgets the kernel has (a comm_info_request on the page's own socket)."""
    ws.send(v1_message("comm_info_request", {"target_name": "jupyter.widget"}))  # type: ignore[attr-defined]
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        message = next_message(ws, deadline - time.monotonic())  # type: ignore[arg-type]
        if message and message["header"].get("msg_type") == "comm_info_reply":
            return len(message["content"]["comms"])
    raise AssertionError("no comm_info_reply")


def test_a_socket_without_the_v1_protocol_is_refused_and_the_class_goes_on(
    start_classroom: StartClassroom,
) -> None:
    """Attack 1a: a legacy (no subprotocol) socket, on which Voila reads the widget's binary
    replies with the v1 parser and loops ~10^18 times. Refused before it opens."""
    server = start_classroom(3)
    pupil = Pupil(server, "127.0.0.2")
    kernel_id = pupil.page().kernel_id
    assert kernel_id
    assert refused_status(lambda: pupil.websocket(kernel_id)) == 400
    assert_page_within(Pupil(server, "127.0.0.3"), 1.0)  # right after the attempt
    # the pupil's own page still connects, with the protocol it speaks
    with pupil.websocket(kernel_id, subprotocols=[V1]) as ws:
        assert widget_comms(ws) >= 3
    assert_page_within(Pupil(server, "127.0.0.4"), 1.0)


@pytest.mark.parametrize(
    "frame",
    [
        (2**25).to_bytes(8, "little"),  # 13 s of a dead server per frame upstream
        (2**64 - 1).to_bytes(8, "little"),
        (6).to_bytes(8, "little") + (2**40).to_bytes(8, "little") * 6,  # offsets outside
        b"\x00" * 3,
    ],
    ids=["2^25 offsets", "2^64 offsets", "offsets outside", "3 bytes"],
)
def test_a_malformed_v1_frame_closes_only_that_socket(
    start_classroom: StartClassroom, frame: bytes
) -> None:
    """Attack 1b: one v1 frame whose first 8 bytes give a huge offset count. The socket that
    sent it is closed, the server answers another pupil at once, during and after."""
    server = start_classroom(4)
    pupil, classmate = Pupil(server, "127.0.0.2"), Pupil(server, "127.0.0.5")
    kernel_id, classmates = pupil.page().kernel_id, classmate.page().kernel_id
    assert kernel_id and classmates
    wait_pool_ready(server, 4 + 2)  # the pool has refilled: the server is at rest, as in class
    with (
        pupil.websocket(kernel_id, subprotocols=[V1]) as ws,
        classmate.websocket(classmates, subprotocols=[V1]) as working,
    ):
        ws.send(frame)
        time.sleep(0.3)  # the server has read the frame (plain Voila: 2^25 froze it 11 s here)
        assert_page_within(Pupil(server, "127.0.0.3"), 1.0)  # during
        started = time.monotonic()  # a classmate's lesson answers as usual
        assert widget_comms(working) >= 3 and time.monotonic() - started < 1.0
        with pytest.raises(ConnectionClosed):
            read_messages(ws, 10)
        assert ws.close_code == 1008
    assert_page_within(Pupil(server, "127.0.0.4"), 1.0)  # after
    assert kernel_id in server_kernels(server)  # the pupil's lesson itself goes on
    with pupil.websocket(kernel_id, subprotocols=[V1]) as again:
        assert widget_comms(again) >= 3


def test_a_page_cannot_create_widgets_or_send_megabytes(start_classroom: StartClassroom) -> None:
    """Attack 3b: widgets made from the page (25 x 8 MB grew a kernel from 80 to 304 MB).
    A comm_open to jupyter.widget from the page is dropped, a frame above the cap closes the
    socket; the kernel's widgets and memory stay as they were."""
    server = start_classroom(2)  # a kernel for the classmate at the end
    pupil = Pupil(server, "127.0.0.2")
    kernel_id = pupil.page().kernel_id
    assert kernel_id
    kernel = server_kernels(server)[kernel_id]
    with pupil.websocket(kernel_id, subprotocols=[V1]) as ws:
        widgets = widget_comms(ws)
        memory = kernel.memory_info().rss
        for n in range(25):
            state = {"_model_name": "TextModel", "_model_module": "@jupyter-widgets/controls",
                     "_model_module_version": "2.0.0", "value": "x" * 60_000}  # fmt: skip
            ws.send(
                v1_message(
                    "comm_open",
                    {
                        "comm_id": f"pupil-made-{n}",
                        "target_name": "jupyter.widget",
                        "data": {"state": state, "buffer_paths": []},
                    },
                )
            )
        assert widget_comms(ws) == widgets
        ws.send(b"\x00" * (1024 * 1024))  # 1 MB: above what a lesson's page ever sends
        with pytest.raises(ConnectionClosed):
            read_messages(ws, 10)
    assert kernel.memory_info().rss < memory + 5 * 1024 * 1024
    assert_page_within(Pupil(server, "127.0.0.3"), 1.0)


def test_a_kernel_belongs_to_the_browser_that_opened_it(start_classroom: StartClassroom) -> None:
    """Attack 3a: whoever knows a kernel's id drove or ended that pupil's lesson. Now a
    second client that knows the id gets 403 on its websocket, REST and shutdown calls."""
    server = start_classroom(2)
    owner, other = Pupil(server, "127.0.0.2"), Pupil(server, "127.0.0.3")
    reply = owner.page()
    kernel_id = reply.kernel_id
    assert kernel_id and owner.owner_cookie
    cookie_line = next(c for c in reply.set_cookie if c.startswith("seven_steps_pupil="))
    assert "HttpOnly" in cookie_line and "SameSite=Strict" in cookie_line
    assert other.page().kernel_id != kernel_id  # the other pupil has a lesson of their own
    assert other.owner_cookie and other.owner_cookie != owner.owner_cookie

    assert refused_status(lambda: other.websocket(kernel_id, subprotocols=[V1])) == 403
    xsrf = {"Cookie": "_xsrf=chosen; " + f"seven_steps_pupil={other.owner_cookie}",
            "X-XSRFToken": "chosen"}  # fmt: skip
    for method, path in [
        ("GET", f"/api/kernels/{kernel_id}"),
        ("DELETE", f"/api/kernels/{kernel_id}"),
        ("POST", f"/voila/api/shutdown/{kernel_id}"),
    ]:
        other_cookies, other.cookies = other.cookies, {}
        try:
            status = other.request(
                method, path, headers=xsrf, body="" if method == "POST" else None
            ).status
        finally:
            other.cookies = other_cookies
        assert status == 403, (method, path, status)
    stranger = Pupil(server, "127.0.0.4")  # no cookie at all
    assert refused_status(lambda: stranger.websocket(kernel_id, subprotocols=[V1])) == 403
    assert kernel_id in server_kernels(server)

    assert owner.request("GET", f"/api/kernels/{kernel_id}").status == 200
    with owner.websocket(kernel_id, subprotocols=[V1]) as ws:
        assert widget_comms(ws) >= 3


def test_one_address_cannot_take_the_class_kernels(start_classroom: StartClassroom) -> None:
    """Attack 2: 40 GETs from one address started 40 kernels and the next pupil waited 16 s.
    Now that address keeps at most 2 kernels, the rest get the "class is full" page (503, no
    kernel), and the next pupil from another address gets the lesson within 2 s."""
    pool = 2
    server = start_classroom(pool)
    replies: list[int] = []
    flood = Pupil(server, "127.0.0.2")

    def ask() -> None:
        replies.append(flood.request("GET", "/", keep_cookies=False, timeout=60).status)

    threads = [threading.Thread(target=ask) for _ in range(40)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert sorted(set(replies)) == [200, 503] and replies.count(200) == 2, replies
    full = flood.request("GET", "/", keep_cookies=False)
    assert full.status == 503 and html.escape(t("classroom.full.body", "en")) in full.body
    assert "kernelId" not in full.body
    assert len(server_kernels(server)) <= pool + 2
    time.sleep(5)  # the pool's refill (3 s after a kernel is taken) has started
    assert len(server_kernels(server)) <= pool + 2
    assert_page_within(Pupil(server, "127.0.0.3"), 2.0)


def test_a_browser_comes_back_to_its_kernel_and_a_third_replaces_its_oldest(
    start_classroom: StartClassroom,
) -> None:
    """The same browser (its cookie) asking again while no page uses its kernel (a reload, a
    return after a crash) gets that kernel back, not a new one. With its pages open, a second
    tab gets a second kernel, and a third replaces the oldest: 2 per address."""
    server = start_classroom(1)
    pupil = Pupil(server, "127.0.0.2")
    first = pupil.page().kernel_id
    assert first and pupil.page().kernel_id == first  # back to its lesson
    with pupil.websocket(first, subprotocols=[V1]):  # its page is open
        second = pupil.page().kernel_id  # a second tab
        assert second and second != first
        with pupil.websocket(second, subprotocols=[V1]):
            third = pupil.page().kernel_id
            assert third and third not in (first, second)
            wait_gone(server, first, 20)
    assert {second, third} <= set(server_kernels(server))
    assert pupil.page().kernel_id == third  # the newest one no page uses


def test_the_class_size_is_a_cap(start_classroom: StartClassroom) -> None:
    server = start_classroom(1, "--pupils=2")
    assert Pupil(server, "127.0.0.2").page().status == 200
    assert Pupil(server, "127.0.0.3").page().status == 200
    full = Pupil(server, "127.0.0.4").request(
        "GET", "/", headers={"Accept-Language": "de-DE,de;q=0.9"}
    )
    assert full.status == 503 and "Die Klasse ist voll" in full.body


@pytest.mark.parametrize("query", ["?template=lab", "?template=classic", "?theme=dark",
                                   "?template=nonexistent"])  # fmt: skip
def test_template_and_theme_overrides_change_nothing(
    start_classroom: StartClassroom, query: str
) -> None:
    """Attack 2b: these bypassed the preheated pool (a new kernel and page each), and
    ``?template=nonexistent`` never answered. Now the page is the classroom's, from the pool."""
    server = start_classroom(1)
    reply = Pupil(server, "127.0.0.2").page("/" + query, timeout=30)
    assert reply.status == 200 and reply.kernel_id
    assert reply.seconds < 2.0
    assert "crypto.getRandomValues" in reply.body  # the classroom template's own script
    assert 'data-jp-theme-light="true"' in reply.body or "theme-light" in reply.body
    assert "Using pre-heated kernel" in server.log_tail(20000)


def test_a_page_that_never_connects_gives_its_kernel_back_within_a_minute(
    start_classroom: StartClassroom,
) -> None:
    """With the classroom's own culling settings (none shortened for the test): a GET that
    never opens the kernel's websocket, as a script's would, frees its kernel within 60 s."""
    server = start_classroom(1)
    reply = Pupil(server, "127.0.0.2").page()
    assert reply.kernel_id
    waited = wait_gone(server, reply.kernel_id, 60 - reply.seconds)
    assert waited > 5  # not at once: a slow pupil's page has time to connect
