"""The browser side of Ming Table (the only package that imports pyscript / js / pyodide)."""

from __future__ import annotations


def start() -> None:
    """Wire the page to the engine and show the first screen (called by main.py)."""
    from pyodide.ffi import create_proxy  # type: ignore[import-not-found]
    from pyscript import document, window  # type: ignore[import-not-found]

    from .app import App

    app = App()
    # The single function JavaScript calls; the proxy lives as long as the page.
    window.__mtPyCall = create_proxy(app.call)
    _keep.append((app, window.__mtPyCall))
    try:
        window.__mtAttach(window.__mtPyCall)
        app.boot(str(window.location.hash or ""))
    except Exception as exc:
        document.body.dataset.engine = "failed"
        app.alert(f"Ming Table could not start: {exc}")
        raise
    document.body.dataset.engine = "ready"
    window.performance.mark("mingtable-ready")
    window.__mtReady()


_keep: list[object] = []
