"""Start-up always ends: ready, or data-engine="failed" with a message, never "Engine loading…" for
ever (the page shows why instead of hanging)."""

from __future__ import annotations

import io
import zipfile

from playwright.sync_api import Page, expect

from support import DIST

FAILED = "() => document.body.dataset.engine === 'failed'"


def _expect_failed(page: Page, words: str) -> None:
    expect(page.locator("#engine-status")).to_have_text("Could not start")
    expect(page.locator("#alert")).to_contain_text(words)
    expect(page.locator("#alert")).to_contain_text("Reloading the page may help.")


def test_an_error_inside_the_app_fails_the_start_with_a_message(first_visit_page: Page, app_url: str) -> None:
    page = first_visit_page
    # The app's package (bytecode, tools/make_bytecode.mjs) with one module that cannot be imported.
    out = io.BytesIO()
    with zipfile.ZipFile(DIST / "app.zip") as src, zipfile.ZipFile(out, "w") as dst:
        names = src.namelist()
        assert "mingtable/web/app.pyc" in names, names
        for item in src.infolist():
            if item.filename == "mingtable/web/app.pyc":
                dst.writestr("mingtable/web/app.py", "raise ImportError('a broken module')\n")
            else:
                dst.writestr(item, src.read(item))
    page.route("**/app.zip", lambda route: route.fulfill(body=out.getvalue(), content_type="application/zip"))
    # A first visit starts without the memory snapshot (where the app is imported already):
    # Python imports app.zip's.
    page.goto(app_url)
    page.wait_for_function(FAILED, timeout=60_000)
    _expect_failed(page, "Ming Table could not start: a broken module")


def test_python_stopping_outside_the_app_fails_the_start(page: Page, app_url: str) -> None:
    page.route("**/main.py", lambda route: route.fulfill(body="raise RuntimeError('stopped')\n",
                                                         content_type="text/plain"))
    page.goto(app_url)
    page.wait_for_function(FAILED, timeout=60_000)
    _expect_failed(page, "the engine stopped while starting")


def test_an_engine_that_never_loads_is_reported_after_a_minute(page: Page, app_url: str) -> None:
    page.clock.install()
    page.route("**/pyodide.asm.wasm", lambda route: None)  # a download that never ends
    page.goto(app_url)
    page.wait_for_timeout(3000)
    assert page.evaluate("document.body.dataset.engine") == "loading"
    page.clock.run_for(61_000)
    page.wait_for_function(FAILED, timeout=10_000)
    _expect_failed(page, "the engine has not started within a minute")
