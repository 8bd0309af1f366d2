"""The bridge from JavaScript: assets/mingtable.js calls one Python function with a method name
and a JSON string and gets a JSON string back; ``<method>`` is answered by ``api_<method>`` of
the page (its events, and the scripting API ``window.MingTable``, which the postMessage bridge
of an embed calls too)."""

from __future__ import annotations

import json
import traceback

from mingtable.engine import jsontext
from mingtable.engine.errors import message_of
from mingtable.i18n import T, tr

from .friends import signing_of
from .live import live_of
from .messages import UserError
from .page import Page
from .relays import relays_of

MAX_ARGS_CHARS = 10_000_000    # a call from JavaScript (a record passed to load is the largest)
#: calls that show the end of a decision being shown step by step before they act
FINISH_PLAYBACK_FIRST = frozenset({"click", "ui", "apply", "undo", "newGame", "load", "importText", "openLink"})


def answer(page: Page, method: str, args_json: str) -> str:
    """Dispatch ``method`` with JSON ``args``; answer ``{"ok", "result"|"error"}`` as JSON."""
    try:
        try:
            args = jsontext.loads(args_json, max_chars=MAX_ARGS_CHARS) if args_json else {}
        except ValueError as exc:
            raise UserError(T("ui.error.args", method=repr(method), why=message_of(exc))) from None
        # the relays answer first (web/relays.py), then the live table (web/live.py), then the device's keys
        live, relays = live_of(page), relays_of(page)
        handler = getattr(relays, f"api_{method}", None) or getattr(live, f"api_{method}", None) \
            or getattr(signing_of(page), f"api_{method}", None) or getattr(page, f"api_{method}", None)
        if handler is None:
            raise UserError(T("ui.error.method", method=repr(method)))
        if page.playing and method in FINISH_PLAYBACK_FIRST:
            page.finish_playback()
            if method == "click":  # a click during the steps only skips to the end
                return json.dumps({"ok": True, "result": {"applied": False}})
        result = handler(**args) if isinstance(args, dict) else handler(*args)
        live.sync()
        relays.sync()
        return json.dumps({"ok": True, "result": result})
    except (ValueError, TypeError) as exc:  # IllegalAction, BadRecord, ShareError, SaveError, UserError
        return json.dumps({"ok": False, "error": str(exc)})
    except Exception as exc:  # a bug: report it, keep the page alive
        traceback.print_exc()
        return json.dumps({"ok": False, "error": tr(T("ui.error.internal", why=str(exc)))})
