"""Thin wrappers over the browser: elements, localStorage, the JS side of assets/mingtable.js."""

from __future__ import annotations

from typing import Any

from pyscript import document, window  # type: ignore[import-not-found]

try:  # newer Pyodide converts JS null to a distinct jsnull object
    from pyodide.ffi import jsnull  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover
    jsnull = None


def _py(value: Any) -> Any:
    return None if value is None or value is jsnull else value


def el(element_id: str) -> Any:
    return document.getElementById(element_id)


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
    return str(node.value) if node is not None and _py(node.value) is not None else default


def checked(element_id: str) -> bool:
    node = el(element_id)
    return bool(node is not None and _py(node.checked))


class StorageFull(Exception):
    """localStorage refused a write (quota exceeded or storage disabled)."""


class Storage:
    """localStorage with Python semantics (None for a missing key)."""

    def __init__(self) -> None:
        try:
            self._ls = _py(window.localStorage)
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
            text = _py(self._ls.getItem(key))
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
                k = _py(self._ls.key(i))
                if k is not None:
                    out.append(str(k))
        except Exception:
            pass
        return out


def js_hook(name: str, *args: Any) -> Any:
    """Call a helper that assets/mingtable.js puts on window (``__mtSchedule`` etc.)."""
    fn = _py(getattr(window, name, None))
    if fn is None:
        return None
    return _py(fn(*args))


def page_lang_inputs() -> tuple[str | None, str | None]:
    """``(?lang= of the page URL, the browser's language)`` (either None when unknown)."""
    try:
        from urllib.parse import parse_qs

        search = str(_py(window.location.search) or "")
        url = parse_qs(search.lstrip("?")).get("lang", [None])[0]
    except Exception:
        url = None
    try:
        browser = _py(window.navigator.language)
    except Exception:
        browser = None
    return url, None if browser is None else str(browser)
