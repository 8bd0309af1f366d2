"""Pure-Python helpers for the app screens (no DOM): escaping, share links, saves, sessions.

Everything here runs on CPython and under Pyodide alike; only :mod:`mingtable.web` touches
the browser.
"""
