"""Thin wrappers over the browser: elements, localStorage, the JS side of assets/mingtable.js."""

from __future__ import annotations

from typing import Any


def _document() -> Any:
    """The page's document. Imported when used, not with this module, so that the web layer
    can be imported into the memory snapshot (tools/make_snapshot.mjs), where there is no page."""
    from pyscript import document  # type: ignore[import-not-found]

    return document


def _window() -> Any:
    from pyscript import window  # type: ignore[import-not-found]

    return window


def no_null(value: Any) -> Any:
    """None for JS null and undefined (newer Pyodide converts null to a distinct ``jsnull``)."""
    if value is None:
        return None
    try:
        from pyodide.ffi import jsnull  # type: ignore[import-not-found]
    except ImportError:  # CPython
        return value
    return None if value is jsnull else value


def body() -> Any:
    """The page's ``<body>`` (its ``data-*`` marks: screen, game, curtain, thinking)."""
    return _document().body


def el(element_id: str) -> Any:
    """The element with that id, or None (never JS null: callers test ``is None``)."""
    return no_null(_document().getElementById(element_id))


def off_page(tag: str, svg: bool = False) -> Any:
    """A new element of the page's document (an SVG one with ``svg``), never put into the page."""
    document = _document()
    return document.createElementNS("http://www.w3.org/2000/svg", tag) if svg else document.createElement(tag)


def set_html(element_id: str, markup: str) -> None:
    node = el(element_id)
    if node is not None:
        node.innerHTML = markup


def set_text(element_id: str, text: str) -> None:
    node = el(element_id)
    if node is not None:
        node.textContent = text


def show(element_id: str, visible: bool) -> None:
    node = el(element_id)
    if node is not None:
        node.hidden = not visible


def value(element_id: str, default: str = "") -> str:
    node = el(element_id)
    return str(node.value) if node is not None and no_null(node.value) is not None else default


def checked(element_id: str) -> bool:
    node = el(element_id)
    return bool(node is not None and no_null(node.checked))


def is_open(element_id: str) -> bool:
    """Whether a ``<details>`` element is open."""
    node = el(element_id)
    return bool(node is not None and no_null(getattr(node, "open", False)))


class StorageFull(Exception):
    """localStorage refused a write (quota exceeded or storage disabled)."""


class Storage:
    """localStorage with Python semantics (None for a missing key)."""

    def __init__(self) -> None:
        try:
            self._ls = no_null(_window().localStorage)
        except Exception:  # storage disabled by the browser
            self._ls = None

    @property
    def available(self) -> bool:
        """False when the browser refuses this page any storage (e.g. a cross-site embed)."""
        return self._ls is not None

    def get(self, key: str) -> str | None:
        if self._ls is None:
            return None
        try:
            text = no_null(self._ls.getItem(key))
        except Exception:
            return None
        return None if text is None else str(text)

    def set(self, key: str, text: str) -> None:
        if self._ls is None:
            raise StorageFull("browser storage is not available")
        try:
            self._ls.setItem(key, text)
        except Exception as exc:  # QuotaExceededError arrives as a JsException
            raise StorageFull(str(exc)) from None

    def remove(self, key: str) -> None:
        if self._ls is not None:
            try:
                self._ls.removeItem(key)
            except Exception:
                pass

    def keys(self) -> list[str]:
        if self._ls is None:
            return []
        out = []
        try:
            for i in range(int(self._ls.length)):
                k = no_null(self._ls.key(i))
                if k is not None:
                    out.append(str(k))
        except Exception:
            pass
        return out


def js_hook(name: str, *args: Any) -> Any:
    """Call a helper that assets/mingtable.js puts on window (``__mtSchedule`` etc.)."""
    fn = no_null(getattr(_window(), name, None))
    if fn is None:
        return None
    return no_null(fn(*args))


def page_lang_inputs() -> tuple[str | None, str | None]:
    """``(?lang= of the page URL, the browser's language)`` (either None when unknown)."""
    url = None
    try:  # the first ``lang=`` of the query (urllib.parse costs a third of a second to import here)
        search = str(no_null(_window().location.search) or "")
        for part in search.lstrip("?").split("&"):
            key, _, val = part.partition("=")
            if key == "lang":
                url = val
                break
    except Exception:
        url = None
    try:
        browser = no_null(_window().navigator.language)
    except Exception:
        browser = None
    return url, None if browser is None else str(browser)
