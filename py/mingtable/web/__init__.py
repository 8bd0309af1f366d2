"""The browser side of Ming Table (the only package that imports pyscript / js / pyodide)."""

from __future__ import annotations


def start() -> None:
    """Wire the page to the engine and show the first screen (called by main.py).

    Every failure ends in ``data-engine="failed"`` with a message on the page (through
    ``__mtFailed`` of assets/mingtable.js), never in a page stuck on "Engine loading…".
    """
    from pyscript import document, window  # type: ignore[import-not-found]

    try:
        from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

        window.performance.mark("mingtable-main")  # PyScript has run main.py
        from .app import App

        window.performance.mark("mingtable-web-imported")
        app = App()
        # The single function JavaScript calls; the proxy lives as long as the page.
        window.__mtPyCall = create_proxy(app.call)
        _keep.append((app, window.__mtPyCall))
        window.__mtAttach(window.__mtPyCall)
        # a live guest's tab that reloads rejoins with its invitation (web/live_guest.py)
        remembered = str(window.__mtLiveRemembered() or "") if hasattr(window, "__mtLiveRemembered") else ""
        app.boot(str(window.location.hash or "") or remembered[2:])
        from .relays import relays_of

        relays_of(app).sync()  # the relays of the game on screen, or Home asking those of the saved games
    except Exception as exc:  # noqa: BLE001 - reported on the page instead of a silent hang
        import traceback

        traceback.print_exc()
        failed = getattr(window, "__mtFailed", None)
        if failed is not None:
            failed(str(exc)[:300])  # the page words it in its language
        else:
            document.body.dataset.engine = "failed"
        return
    document.body.dataset.engine = "ready"
    window.performance.mark("mingtable-ready")
    window.__mtReady()


_keep: list[object] = []
