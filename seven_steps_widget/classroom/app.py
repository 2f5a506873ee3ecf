"""The classroom server: Voila with the classroom configuration (``share/``), v1-only kernel
websockets read with bounds (``protocol``), kernels bound to the browser that opened them and
capped per address and per class (``guard``)."""

from __future__ import annotations

import contextlib
import html
import os
import re
from importlib import resources
from pathlib import Path
from typing import Any

from jupyter_core.utils import ensure_async
from jupyter_server.services.kernels.handlers import KernelHandler
from tornado import web
from tornado.ioloop import IOLoop
from traitlets import Float, Int, Unicode, default
from voila.app import Voila
from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler
from voila.tornado.handler import TornadoVoilaHandler
from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

from ..notebooks import hidden_tags
from ..words import default_language
from . import page_words
from .guard import COOKIE, TOKEN_FORM, Guard, Refusal, new_token
from .kernels import ClassroomKernelManager
from .protocol import DEFAULT_MAX_MESSAGE_BYTES
from .teacher_log import (
    announce_when_ready,
    leave_out_meaningless_warnings,
    quiet_access_log,
)

#: The classroom configuration (voila.json) and the template folder (voila/templates/…).
SHARE_DIR = Path(str(resources.files(__package__) / "share"))

#: Where the application settings keep the guard, the pending goodbyes and their delay.
GUARD = "classroom_guard"
GOODBYES = "classroom_goodbyes"
GOODBYE_GRACE = "classroom_goodbye_grace"

#: The kernel id in the page Voila renders (its page configuration).
KERNEL_ID = re.compile(r'"kernelId": "([0-9a-f-]{36})"')

#: Query arguments Voila would honour and the classroom does not (each bypassed the pool).
OVERRIDES = ("template", "theme")


def browser_token(handler: web.RequestHandler) -> str | None:
    """The browser's classroom cookie, if it has a well-formed one."""
    token = handler.get_cookie(COOKIE)
    return token if token and TOKEN_FORM.fullmatch(token) else None


def page_connections(manager: object, kernel_id: str) -> int:
    """The kernel's connected pages, from the classroom's kernel manager (the server refuses to
    start with any other, so this never guesses)."""
    if not isinstance(manager, ClassroomKernelManager):
        raise TypeError("the classroom needs its own kernel manager (share/voila.json)")
    return manager.page_connections(kernel_id)


class OwnedKernelMixin:
    """Refuse (403) any request about a kernel to a browser that does not own it."""

    async def prepare(self, *args: Any, **kwargs: Any) -> None:
        handler: Any = self
        kernel_id = handler.path_kwargs.get("kernel_id") or (
            handler.path_args[0] if handler.path_args else ""
        )
        guard: Guard = handler.settings[GUARD]
        if not guard.owns(kernel_id, browser_token(handler)):
            handler.log.warning("Refused a request for a kernel this browser does not own")
            raise web.HTTPError(403)
        parent: Any = super()  # the handler's own class comes after this mixin
        await ensure_async(parent.prepare(*args, **kwargs))


class OwnedKernelWebsocketHandler(OwnedKernelMixin, VoilaKernelWebsocketHandler):
    """The kernel's websocket, for its owner only."""


class OwnedKernelHandler(OwnedKernelMixin, KernelHandler):
    """``/api/kernels/<id>`` (model, shutdown), for its owner only."""


class OwnedShutdownHandler(OwnedKernelMixin, VoilaShutdownKernelHandler):
    """The page's goodbye (``/voila/api/shutdown/<id>``), for its owner only. The kernel is
    shut down a few seconds later, unless the same browser comes back for it first: a reload
    says goodbye too, and then finds its lesson where it was."""

    @web.authenticated
    async def post(self, kernel_id: str) -> None:
        goodbyes: dict[str, object] = self.settings[GOODBYES]
        manager = self.kernel_manager
        loop = IOLoop.current()
        earlier = goodbyes.pop(kernel_id, None)
        if earlier is not None:
            loop.remove_timeout(earlier)

        async def end() -> None:
            goodbyes.pop(kernel_id, None)
            if page_connections(manager, kernel_id):
                return  # a reload's page is using it (its goodbye may come after its request)
            with contextlib.suppress(KeyError):
                await ensure_async(manager.shutdown_kernel(kernel_id))

        goodbyes[kernel_id] = loop.call_later(
            self.settings[GOODBYE_GRACE], lambda: loop.add_callback(end)
        )
        self.set_status(204)
        self.finish()


class ClassroomPageHandler(TornadoVoilaHandler):
    """The lesson's page: a seat in the class first (or the "class is full" page), the
    browser's cookie, then Voila's page; its kernel is bound to the cookie."""

    async def prepare(self, *args: Any, **kwargs: Any) -> None:
        for name in OVERRIDES:
            self.request.arguments.pop(name, None)
            self.request.query_arguments.pop(name, None)
        await ensure_async(super().prepare(*args, **kwargs))

    @web.authenticated
    async def get(self, path: str | None = None) -> None:
        guard: Guard = self.settings[GUARD]
        returning = guard.returning(browser_token(self), self.kernel_is_free)
        if returning is not None:
            self.serve_again(returning)
            return
        token = browser_token(self) or new_token()
        address = self.request.remote_ip or ""
        lang = page_words.language(self.request.headers.get("Accept-Language"))
        ticket = guard.admit(address, token)
        if isinstance(ticket, Refusal):
            self.log_refusal(address, ticket)
            self.class_full()
            return
        self.fit_pool()
        try:
            for kernel_id in ticket.replaces:
                with contextlib.suppress(KeyError):  # it ended meanwhile
                    await ensure_async(self.kernel_manager.shutdown_kernel(kernel_id))
            self.set_cookie(COOKIE, token, path="/", httponly=True, samesite="Strict")
            tail = ""
            chunks: list[str] = []
            async for chunk in self.get_generator(path=path):
                if ticket.kernel_id is None:
                    found = KERNEL_ID.search(tail + chunk)
                    if found:
                        guard.bind(ticket, found.group(1))
                        self.seated(found.group(1))
                    else:
                        tail = chunk[-80:]
                if "</body>" in chunk:
                    chunk = chunk.replace("</body>", page_words.words_script(lang) + "</body>", 1)
                chunks.append(chunk)
                self.write(chunk)
                self.flush()
            if ticket.kernel_id in guard.seats:
                guard.pages[ticket.kernel_id] = "".join(chunks)
        finally:
            guard.done(ticket)

    def log_refusal(self, address: str, refusal: Refusal) -> None:
        """Tell the teacher's terminal why a page was refused, in a sentence."""
        if refusal.device_full:
            lessons = "lesson" if refusal.limit == 1 else "lessons"
            self.log.warning(
                "Refused a page for %s: this device already has %d %s open (--per-device %d)",
                address, refusal.limit, lessons, refusal.limit,
            )  # fmt: skip
        else:
            self.log.warning(
                "Refused a page for %s: the class is full (%d pupils)", address, refusal.limit
            )

    def fit_pool(self) -> None:
        """Preheat no more lessons than pupils may still come: the pool the teacher asked for
        (``--pupils N`` asks for N) shrinks as the class fills, so a full class of N holds N
        kernels, not N and a pool. A pool that may grow again (pupils left) is refilled."""
        manager: Any = self.kernel_manager
        pools = getattr(manager, "kernel_pools_config", None)
        notebook = getattr(manager, "notebook_path", None)
        if pools is None or notebook is None:
            return
        guard: Guard = self.settings[GUARD]
        wanted = min(self.voila_configuration.default_pool_size, guard.free_seats())
        pools.setdefault("default", {})["pool_size"] = wanted
        if manager.get_pool_size(notebook) < wanted:
            manager.fill_if_needed(notebook_name=notebook)

    def seated(self, kernel_id: str) -> None:
        """A page was given this kernel: its grace for connecting starts now (kernels.py), and
        a restart (the kernel crashed: it comes back empty) ends the way back to it."""
        guard: Guard = self.settings[GUARD]
        manager = self.kernel_manager
        handed_out = getattr(manager, "handed_out", None)
        if handed_out is not None:
            handed_out(kernel_id)

        def forget() -> None:
            guard.pages.pop(kernel_id, None)

        with contextlib.suppress(KeyError, AttributeError):
            manager.add_restart_callback(kernel_id, forget, "restart")
            manager.add_restart_callback(kernel_id, forget, "dead")

    def kernel_is_free(self, kernel_id: str) -> bool:
        """Whether no page uses the kernel: its page said goodbye, or none is connected."""
        if kernel_id in self.settings[GOODBYES]:
            return True
        return page_connections(self.kernel_manager, kernel_id) == 0

    def serve_again(self, kernel_id: str) -> None:
        """The browser's own kernel, with the page it was served with: the lesson's widgets
        come from the kernel as they are now (the step, the tasks done)."""
        goodbyes: dict[str, object] = self.settings[GOODBYES]
        pending = goodbyes.pop(kernel_id, None)
        if pending is not None:
            IOLoop.current().remove_timeout(pending)
        guard: Guard = self.settings[GUARD]
        self.log.info("A pupil came back to kernel %s", kernel_id)
        self.set_cookie(COOKIE, guard.seats[kernel_id].token, path="/", httponly=True,
                        samesite="Strict")  # fmt: skip
        self.set_header("Content-Type", "text/html")
        self.set_header("Cache-Control", "no-cache, no-store, must-revalidate")
        self.finish(guard.pages[kernel_id])

    def class_full(self) -> None:
        """HTTP 503 and one sentence in the pupil's language; no kernel is started. The
        access log leaves the request out: its reason is logged already."""
        self.explained = True
        lang = page_words.language(self.request.headers.get("Accept-Language"))
        words = page_words.words(lang)
        self.set_status(503)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.set_header("Retry-After", "30")
        self.finish(
            f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{html.escape(words['classroom.full.title'])}</title></head>"
            '<body style="font: 1.5rem sans-serif; margin: 3rem">'
            f'<p id="class-full">{html.escape(words["classroom.full.body"])}</p></body></html>'
        )


class SeamBroken(RuntimeError):
    """Voila or jupyter_server changed where the classroom hooks in: refuse to serve."""


#: Voila's handlers and the classroom's in their place.
REPLACED: dict[type, type] = {
    VoilaKernelWebsocketHandler: OwnedKernelWebsocketHandler,
    KernelHandler: OwnedKernelHandler,
    VoilaShutdownKernelHandler: OwnedShutdownHandler,
    TornadoVoilaHandler: ClassroomPageHandler,
}


class ClassroomVoila(Voila):
    """Voila serving one lesson to a class (see the package's docstring)."""

    name = "seven-steps-classroom"

    kernels_per_client = Int(
        2,
        config=True,
        help="Live kernels one client address may hold; a reload replaces its oldest.",
    )
    pupils = Int(
        30,
        config=True,
        help="Live kernels the class may hold besides the preheated pool.",
    )
    max_message_bytes = Int(
        DEFAULT_MAX_MESSAGE_BYTES,
        config=True,
        help="The largest websocket message a page may send.",
    )
    pupils_url = Unicode(
        "",
        config=True,
        help="The address pupils open, for the Ready line (the server's own when empty).",
    )
    goodbye_grace = Float(
        8.0,
        config=True,
        help="Seconds between a page's goodbye and its kernel's shutdown (a reload comes back).",
    )

    @default("config_file_paths")
    def _config_file_paths_default(self) -> list[str]:
        return [str(SHARE_DIR)]

    def initialize(self, argv: Any = None) -> None:
        """Find the classroom template (on JUPYTER_PATH) before Voila looks for it."""
        paths = os.environ.get("JUPYTER_PATH", "")
        os.environ["JUPYTER_PATH"] = os.pathsep.join(p for p in (str(SHARE_DIR), paths) if p)
        super().initialize(argv)
        # the page leaves out the notebook user's cells and other languages' sections
        self.config.TagRemovePreprocessor.remove_cell_tags = hidden_tags(default_language())

    def init_settings(self) -> dict[str, Any]:
        settings: dict[str, Any] = super().init_settings()  # makes the kernel manager
        if not isinstance(self.kernel_manager, ClassroomKernelManager):
            raise SeamBroken(
                "Voila did not take the classroom's kernel manager (share/voila.json), which "
                "counts each lesson's pages; it was written for Voila 0.5"
            )
        settings[GUARD] = Guard(
            self.kernels_per_client, self.pupils, self.kernel_manager.list_kernel_ids
        )
        settings["websocket_max_message_size"] = self.max_message_bytes
        settings[GOODBYES] = {}
        settings[GOODBYE_GRACE] = self.goodbye_grace
        settings["log_function"] = quiet_access_log
        return settings

    def start(self) -> None:
        """Serve; say "Ready for N pupils at …" once the preheated lessons have run."""
        leave_out_meaningless_warnings(self.log)
        url = self.pupils_url or f"http://{self.ip}:{self.port}{self.base_url}"
        IOLoop.current().add_callback(announce_when_ready, self, self.pupils, url)
        super().start()

    def init_handlers(self) -> list[Any]:
        """Voila's handlers with the classroom's in place of the four it guards. A Voila whose
        handler table no longer holds one of them would leave that door without its check, so
        the server refuses to start instead."""
        handlers: list[Any] = []
        replaced: set[type] = set()
        for spec in super().init_handlers():
            if isinstance(spec, tuple) and len(spec) >= 2 and spec[1] in REPLACED:
                replaced.add(spec[1])
                spec = (spec[0], REPLACED[spec[1]], *spec[2:])
            handlers.append(spec)
        missing = sorted(handler.__name__ for handler in set(REPLACED) - replaced)
        if missing:
            raise SeamBroken(
                f"this Voila no longer serves {', '.join(missing)}, which the classroom guards; "
                "it was written for Voila 0.5 and jupyter_server 2"
            )
        return handlers


main = ClassroomVoila.launch_instance
