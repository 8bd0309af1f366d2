"""QR codes of links (assets/qr.mjs over the vendored qrcode-generator): the SVG the page draws
decodes back to the link, under the page's Content-Security-Policy, with nothing fetched.

The code is drawn in the app's page at a whole number of pixels per module, screenshotted, and
decoded by jsQR (the npm devDependency, from node_modules) in a second, blank page of the same
context, so the app's page keeps its policy and the decoder sees the pixels as drawn.
"""

from __future__ import annotations

import base64
import random
import string

import pytest

from playwright.sync_api import expect

from support import ROOT, wait_ready

JSQR = ROOT / "node_modules" / "jsqr" / "dist" / "jsQR.js"
PX = 4  # screen pixels per module
BASE64URL = string.ascii_letters + string.digits + "-_"
LINK = "https://example.org/#g="
# Bytes that versions 1..40 hold at error correction level L (ISO/IEC 18004, table 7).
BYTES_AT_L = [17, 32, 53, 78, 106, 134, 154, 192, 230, 271, 321, 367, 425, 458, 520, 586, 644, 718,
              792, 858, 929, 1003, 1091, 1171, 1273, 1367, 1465, 1528, 1628, 1732, 1840, 1952, 2068,
              2188, 2303, 2431, 2563, 2699, 2809, 2953]
V40_BYTES = BYTES_AT_L[-1]

CSP_LISTENER = """window.__cspViolations = [];
document.addEventListener("securitypolicyviolation",
  (e) => window.__cspViolations.push(e.violatedDirective + " " + e.blockedURI));"""

# Draw __mtQr(text[, label]) at PX pixels per module in a box on top of the page.
SHOW = """([text, label, px]) => {
  document.getElementById("qr-test")?.remove();
  const svg = label === null ? window.__mtQr(text) : window.__mtQr(text, label);
  if (svg === null) return null;
  const box = document.createElement("div");
  box.id = "qr-test";
  box.innerHTML = svg;
  const el = box.firstElementChild;
  const size = el.viewBox.baseVal.width;
  box.style.cssText = `position:fixed;left:0;top:0;z-index:2147483647;line-height:0;width:${size * px}px`;
  el.style.cssText = "display:block;width:100%;height:auto";
  document.body.append(box);
  const b = el.querySelector("path").getBBox();
  return {version: Number(el.dataset.version), modules: size - 8, svg, bbox: [b.x, b.y, b.width, b.height]};
}"""

DECODE = """async (png) => {
  const img = new Image();
  img.src = "data:image/png;base64," + png;
  await img.decode();
  const canvas = document.createElement("canvas");
  canvas.width = img.width;
  canvas.height = img.height;
  const g = canvas.getContext("2d");
  g.drawImage(img, 0, 0);
  const px = g.getImageData(0, 0, canvas.width, canvas.height);
  const found = jsQR(px.data, px.width, px.height, {inversionAttempts: "dontInvert"});
  return found && found.data;
}"""


def link(length: int, seed: int) -> str:
    """``https://example.org/#g=`` and random base64url characters, ``length`` in all."""
    rng = random.Random(seed)
    return LINK + "".join(rng.choice(BASE64URL) for _ in range(length - len(LINK)))


@pytest.fixture
def qr_page(page, app_url):
    page.set_viewport_size({"width": 1000, "height": 1000})  # a version 40 code at PX fits
    page.add_init_script(CSP_LISTENER)
    page.goto(app_url)
    page.wait_for_function("typeof window.__mtQr === 'function'")
    yield page
    assert page.evaluate("window.__cspViolations") == []


@pytest.fixture
def decoder(page):
    blank = page.context.new_page()
    blank.set_content("<!doctype html><title>decoder</title>")
    blank.add_script_tag(path=str(JSQR))
    yield blank
    blank.close()


def show(page, text: str, label: str | None = "QR code of the link") -> dict | None:
    return page.evaluate(SHOW, [text, label, PX])


def decode(page, decoder) -> str | None:
    png = page.locator("#qr-test svg").screenshot()
    return decoder.evaluate(DECODE, base64.b64encode(png).decode("ascii"))


def test_links_decode_back(qr_page, decoder):
    texts = {
        "short": "https://example.org/#g=AbC-_9",
        "1000": link(1000, 1),
        "2000": link(2000, 2),
        "utf8": "Ming Table: 明朝 — Zheng He's voyage",  # several bytes a character
        "v40-full": "x" * V40_BYTES,  # the largest code there is
    }
    for name, text in texts.items():
        qr = show(qr_page, text)
        assert qr is not None, name
        assert 1 <= qr["version"] <= 40 and qr["modules"] == 4 * qr["version"] + 17, (name, qr["version"])
        assert decode(qr_page, decoder) == text, name


def test_the_friends_box_codes_decode_to_its_links(qr_page, decoder):
    """The turn link and the invitations of a game with friends, as the page draws them."""
    wait_ready(qr_page)
    players = [{"name": "Ann", "bot": None}, {"name": "Ben", "remote": True}, {"name": "Cy", "remote": True}]
    qr_page.evaluate("players => MingTable.newGame({game: 'ming-dynastie', seed: 1, players})", players)  # Cy begins
    expect(qr_page.locator("#friends-box .qr svg")).to_have_count(0)  # drawn only when asked for
    links = qr_page.locator("#friends-box .friends-link").all()
    assert len(links) == 2  # Cy's turn (his invitation too: he has not joined), and Ben's invitation
    for box in links:
        url = box.locator("input").input_value()
        assert url.startswith("http://127.0.0.1:") and "#f=" in url
        box.get_by_text("QR code", exact=True).click()
        expect(box.locator(".qr svg")).to_have_count(1)
        png = box.locator(".qr").screenshot()
        assert decoder.evaluate(DECODE, base64.b64encode(png).decode("ascii")) == url


def test_the_smallest_version_that_holds_the_text(qr_page):
    # At each version's capacity and one byte more; and 15 and 18 bytes of three-byte characters.
    lengths = [n for cap in BYTES_AT_L for n in (cap, cap + 1)][:-1]
    versions = qr_page.evaluate(
        "(ns) => ns.map((n) => Number(/data-version=\"(\\d+)\"/.exec(window.__mtQr('x'.repeat(n)))[1]))", lengths)
    expected = [w for v in range(1, 41) for w in (v, v + 1)][:-1]
    assert versions == expected
    assert show(qr_page, "明" * 5)["version"] == 1
    assert show(qr_page, "明" * 6)["version"] == 2


def test_too_long_for_version_40_gives_null(qr_page):
    assert show(qr_page, "x" * (V40_BYTES + 1)) is None
    assert show(qr_page, link(3000, 3)) is None
    assert show(qr_page, link(5000, 5)) is None
    assert show(qr_page, "明" * 1000) is None  # 3000 bytes of UTF-8


def test_the_svg_is_named_crisp_and_has_a_quiet_zone(qr_page):
    qr = show(qr_page, link(200, 7), label='Invitation to "Ming" <Ann & Ben>')
    svg, n = qr["svg"], qr["modules"]
    size = n + 8
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg"')
    assert f'viewBox="0 0 {size} {size}"' in svg and f'data-version="{qr["version"]}"' in svg
    assert 'shape-rendering="crispEdges"' in svg
    assert 'role="img"' in svg and "aria-hidden" not in svg
    assert 'aria-label="Invitation to &quot;Ming&quot; &lt;Ann &amp; Ben&gt;"' in svg
    assert f'<rect width="{size}" height="{size}" fill="#fff"/>' in svg and 'fill="#000"' in svg
    opening = svg[: svg.index(">")]
    assert " width=" not in opening and " height=" not in opening  # sized by CSS
    # The finder patterns reach three corners: the dark modules span exactly the code, 4 in.
    assert qr["bbox"] == [4, 4, n, n]
    name = qr_page.get_by_role("img", name='Invitation to "Ming" <Ann & Ben>')
    assert name.count() == 1


def test_without_a_label_the_code_is_hidden_for_what_holds_it_to_name(qr_page):
    """As the friends box (web/friends.py) uses it: a box with role="img" and a name holds it."""
    svg = show(qr_page, link(300, 9), label=None)["svg"]
    assert 'aria-hidden="true"' in svg and "role=" not in svg and "aria-label" not in svg
    qr_page.evaluate("""() => {
      const box = document.getElementById("qr-test");
      box.setAttribute("role", "img");
      box.setAttribute("aria-label", "QR code of the link for Ann");
    }""")
    assert qr_page.get_by_role("img", name="QR code of the link for Ann").count() == 1


def test_a_text_or_label_that_is_not_a_string_is_an_error(qr_page):
    for args in ([42, "QR"], ["x", ""], ["x", 5]):
        message = qr_page.evaluate("(args) => { try { window.__mtQr(...args); } catch (e) { return e.message; } }", args)
        assert message and message.startswith("__mtQr:"), (args, message)


def test_the_encoder_is_served_from_dist(qr_page):
    assert any(u.endswith("/vendor/qrcode.mjs") for u in qr_page.requests), qr_page.requests


def test_a_link_too_long_for_a_code_shows_the_note_instead(qr_page):
    wait_ready(qr_page)
    players = [{"name": "Ann", "bot": None}, {"name": "Ben", "remote": True}]
    qr_page.evaluate("players => MingTable.newGame({game: 'ming-voyages', seed: 2, players})", players)
    box = qr_page.locator("#friends-box .friends-link").first
    box.locator("input").evaluate("(field, n) => { field.value = field.value + 'x'.repeat(n); }", V40_BYTES)
    box.get_by_text("QR code", exact=True).click()
    expect(box.locator(".no-qr")).to_be_visible()
    expect(box.locator(".qr")).to_be_hidden()
