"""What the parts that drive the page (the bridge, the commands, Back and Forward) may do with
it. :class:`mingtable.web.app.App` is the one page; this names its side they use, so that they
need not import it (no module of mingtable imports one that imports it)."""

from __future__ import annotations

from typing import Any, Protocol

from mingtable.ui.session import Session

from .play import PlayScreen
from .saving import Saves
from .screens import Home, RulesDialog, SetupForm


class Page(Protocol):
    """The page: its screen, the game on it, its language, and the parts they are drawn by."""

    session: Session | None
    screen: str
    lang: str
    saves: Saves
    home: Home
    setup: SetupForm
    rules: RulesDialog
    play: PlayScreen

    @property
    def playing(self) -> bool: ...

    def finish_playback(self) -> None: ...

    def show_screen(self, name: str) -> None: ...

    def render_home(self) -> None: ...

    def open_setup(self, game: str) -> None: ...

    def open_session(self, session: Session, writes: int | None = None) -> bool: ...

    def continue_game(self, save_id: str) -> None: ...

    def after_change(self, by_bot: bool = False, save: bool = True) -> None: ...

    def autosave(self) -> bool: ...

    def render(self, mark: bool = False) -> None: ...

    def alert(self, message: Any) -> None: ...

    def notice(self, message: Any) -> None: ...

    def set_lang(self, lang: str, remember: bool = True) -> None: ...

    def set_speed(self, speed: str, remember: bool = True) -> None: ...

    def api_shareLink(self) -> str: ...  # noqa: N802 - the scripting API's name
