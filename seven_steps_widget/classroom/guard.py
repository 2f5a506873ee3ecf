"""Who may use which kernel, and how many kernels a class may have.

Every pupil's browser gets an unguessable cookie (``COOKIE``: HttpOnly, SameSite=Strict) with
its first page; the kernel that page was given is bound to it. The kernel's websocket, its
REST calls and its shutdown are refused (403) to a request without that cookie, so knowing a
kernel's id (it is in the page, and travels as plain HTTP) is not enough to drive or end
another pupil's lesson.

A client address holds at most ``kernels_per_client`` kernels: a reload (the same browser,
the same cookie) replaces its oldest one, a stranger's flood of requests is refused. The class
as a whole holds at most ``pupils`` kernels besides the preheated pool. Beyond either, the
page is a short sentence ("The class is full — ask your teacher"), HTTP 503, and no kernel is
started.
"""

from __future__ import annotations

import re
import secrets
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

#: The cookie that binds kernels to a browser.
COOKIE = "seven_steps_pupil"

#: What ``new_token`` makes: 32 random bytes, URL-safe base64.
TOKEN_FORM = re.compile(r"[A-Za-z0-9_-]{43}")


def new_token() -> str:
    """An unguessable token for a browser's cookie.

    >>> bool(TOKEN_FORM.fullmatch(new_token()))
    True
    """
    return secrets.token_urlsafe(32)


@dataclass
class Seat:
    """A kernel handed to a page: whose browser, from which address, since when."""

    kernel_id: str
    token: str
    address: str
    since: float = field(default_factory=time.monotonic)


@dataclass(frozen=True)
class Refusal:
    """Why a page was refused: its device holds as many lessons as it may, or the class is
    full; ``limit`` is that cap."""

    device_full: bool
    limit: int


@dataclass
class Ticket:
    """A page being served: counted against the caps until its kernel is known."""

    address: str
    token: str
    replaces: list[str] = field(default_factory=list)
    kernel_id: str | None = None


class Guard:
    """The seats of a class: which browser owns which kernel, and the caps.

    ``live`` lists the ids of the kernels still running (the kernel manager's), so seats
    of kernels that ended (shut down, culled) are forgotten.

    >>> running = {"k1", "k2", "k3"}
    >>> guard = Guard(kernels_per_client=2, pupils=3, live=lambda: running)
    >>> a = guard.admit("10.0.0.2", "tok-a")
    >>> guard.bind(a, "k1"); guard.done(a)
    >>> guard.owns("k1", "tok-a"), guard.owns("k1", "tok-b"), guard.owns("k1", None)
    (True, False, False)
    >>> b = guard.admit("10.0.0.2", "tok-b"); guard.bind(b, "k2"); guard.done(b)
    >>> guard.admit("10.0.0.2", "tok-c")  # a third browser at the same address
    Refusal(device_full=True, limit=2)
    >>> guard.admit("10.0.0.2", "tok-a").replaces  # a reload replaces that browser's kernel
    ['k1']
    """

    def __init__(
        self, kernels_per_client: int, pupils: int, live: Callable[[], Iterable[str]]
    ) -> None:
        self.kernels_per_client = kernels_per_client
        self.pupils = pupils
        self.live = live
        self.seats: dict[str, Seat] = {}
        self.pending: list[Ticket] = []
        #: The page each seated kernel was served with, to serve it again on a reload.
        self.pages: dict[str, str] = {}

    def prune(self) -> None:
        """Forget the seats (and pages) of kernels that have ended."""
        running = set(self.live())
        for kernel_id in [k for k in self.seats if k not in running]:
            del self.seats[kernel_id]
        for kernel_id in [k for k in self.pages if k not in self.seats]:
            del self.pages[kernel_id]

    def returning(self, token: str | None, free: Callable[[str], bool]) -> str | None:
        """The kernel a browser comes back to (a reload, a return after a crash or a drop):
        its newest kernel whose page is known and that ``free`` says no page is using."""
        if token is None:
            return None
        self.prune()
        mine = sorted(
            (s for s in self.seats.values() if s.token == token and s.kernel_id in self.pages),
            key=lambda s: s.since,
        )
        for seat in reversed(mine):
            if free(seat.kernel_id):
                return seat.kernel_id
        return None

    def admit(self, address: str, token: str) -> Ticket | Refusal:
        """A ticket for a new page from ``address`` (the kernels it replaces listed), or the
        :class:`Refusal` saying whether the address or the class is full."""
        self.prune()
        mine = sorted(
            (s for s in self.seats.values() if s.address == address), key=lambda s: s.since
        )
        used = len(mine) + sum(1 for t in self.pending if t.address == address)
        replaces: list[str] = []
        if used >= self.kernels_per_client:
            same = [s.kernel_id for s in mine if s.token == token]
            need = used - self.kernels_per_client + 1
            if len(same) < need:
                return Refusal(True, self.kernels_per_client)
            replaces = same[:need]
        if len(self.seats) - len(replaces) + len(self.pending) >= self.pupils:
            return Refusal(False, self.pupils)
        for kernel_id in replaces:
            del self.seats[kernel_id]
        ticket = Ticket(address, token, replaces)
        self.pending.append(ticket)
        return ticket

    def bind(self, ticket: Ticket, kernel_id: str) -> None:
        """The page's kernel is known: it belongs to the ticket's browser from now on."""
        ticket.kernel_id = kernel_id
        self.seats[kernel_id] = Seat(kernel_id, ticket.token, ticket.address)
        self.done(ticket)

    def free_seats(self) -> int:
        """How many more pupils the class may take (seated and arriving pupils counted)."""
        return max(0, self.pupils - len(self.seats) - len(self.pending))

    def done(self, ticket: Ticket) -> None:
        """The page has been served (or failed): it no longer counts as pending."""
        if ticket in self.pending:
            self.pending.remove(ticket)

    def owns(self, kernel_id: str, token: str | None) -> bool:
        """Whether the browser with cookie ``token`` owns the kernel."""
        seat = self.seats.get(kernel_id)
        return seat is not None and token is not None and secrets.compare_digest(seat.token, token)
