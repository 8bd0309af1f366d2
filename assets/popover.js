// Ming Table: the popover with the full rules text of a card, tile or space (docs/architecture.md,
// "Full texts at hand"). The games' renderers give such an element `data-info` (the rules text)
// and `data-info-head` (what it is), plain text in the page's language; this file shows them in
// one shared box, `#mt-pop` (role=tooltip), and names it in the element's aria-describedby while
// it shows:
// - mouse or pen: after a short hover, until the pointer leaves the element;
// - keyboard: when the element, or the button inside it, gets the focus (:focus-visible);
// - touch: on a long press (held still for PRESS_MS); the click that may follow the press is
//   swallowed, so a long press never plays a move. The next tap elsewhere closes it.
// Escape closes it; so does a redraw that removes the element. The box ignores the pointer
// (pointer-events: none), so it never covers a choice, and it is kept inside the window.
// On the board only the choices take the pointer (assets/app.css), so that a drawing never
// catches a click meant for a choice under it; there the element with a text under the pointer
// is found by its box (the topmost: the last in the document), not by the pointer's target.
(function () {
  "use strict";
  const HOVER_MS = 250;
  const PRESS_MS = 500;
  const SLOP = 10;    // px a finger may move during a long press
  const GAP = 8;      // px between the anchor and the box
  const MARGIN = 8;   // px the box keeps from the window's edges
  const ID = "mt-pop";
  let box = null;
  let headEl = null;
  let bodyEl = null;
  let current = null;  // the element whose text shows
  let how = null;      // "hover" | "focus" | "press"
  let anchor = null;   // {x, y} of the pointer (hover, press), else null: the element's box
  let hoverTimer = null;
  let pressTimer = null;
  let press = null;    // {el, x, y} while a finger rests on an element with a text
  let swallowClick = false;

  function ensureBox() {
    if (box) return;
    box = document.createElement("div");
    box.id = ID;
    box.className = "mt-pop";
    box.setAttribute("role", "tooltip");
    box.hidden = true;
    headEl = document.createElement("strong");
    headEl.className = "mt-pop-head";
    bodyEl = document.createElement("div");
    bodyEl.className = "mt-pop-body";
    box.append(headEl, bodyEl);
    document.body.appendChild(box);
  }

  const infoOf = (node) => (node && node.closest ? node.closest("[data-info]") : null);

  function infoAt(target, x, y) {  // the element whose text belongs at (x, y) of the window
    const own = infoOf(target);
    if (own) return own;
    // on the board, or on a touch pad over it (assets/mingtable.js): what lies there on the board
    const board = target && target.closest && target.closest("#board, .board-pads") ? document.getElementById("board") : null;
    if (!board) return null;
    const all = board.querySelectorAll("[data-info]");
    for (let i = all.length - 1; i >= 0; i -= 1) {
      const r = all[i].getBoundingClientRect();
      if (r.width > 0 && r.height > 0 && x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return all[i];
    }
    return null;
  }
  window.__mtInfoAt = (x, y) => infoAt(document.elementFromPoint(x, y), x, y);  // for the tests

  function describe(el, on) {
    const ids = (el.getAttribute("aria-describedby") || "").split(/\s+/).filter((x) => x && x !== ID);
    if (on) ids.push(ID);
    if (ids.length) el.setAttribute("aria-describedby", ids.join(" "));
    else el.removeAttribute("aria-describedby");
  }

  function place() {
    if (!current || !box || box.hidden) return;
    const vw = document.documentElement.clientWidth || window.innerWidth;
    const vh = document.documentElement.clientHeight || window.innerHeight;
    box.style.maxWidth = `${Math.max(120, Math.min(360, vw - 2 * MARGIN))}px`;
    box.style.maxHeight = `${Math.max(60, vh - 2 * MARGIN)}px`;
    box.style.left = "0px";
    box.style.top = "0px";
    const w = box.offsetWidth;
    const h = box.offsetHeight;
    const r = anchor
      ? { left: anchor.x - 14, right: anchor.x + 14, top: anchor.y - 14, bottom: anchor.y + 14 }
      : current.getBoundingClientRect();
    const cx = (r.left + r.right) / 2;
    const left = Math.max(MARGIN, Math.min(cx - w / 2, vw - w - MARGIN));
    const below = r.bottom + GAP;
    const above = r.top - GAP - h;
    const fitsBelow = below + h <= vh - MARGIN;
    const fitsAbove = above >= MARGIN;
    let top;
    if (how === "press" && fitsAbove) top = above;  // a finger covers what lies below it
    else if (fitsBelow) top = below;
    else if (fitsAbove) top = above;
    else top = Math.max(MARGIN, Math.min(below, vh - h - MARGIN));
    box.style.left = `${Math.round(left)}px`;
    box.style.top = `${Math.round(top)}px`;
  }

  function show(el, why, point) {
    ensureBox();
    clearTimeout(hoverTimer);
    hoverTimer = null;
    pending = null;
    if (current && current !== el) describe(current, false);
    current = el;
    how = why;
    anchor = point || null;
    const head = el.getAttribute("data-info-head") || "";
    headEl.textContent = head;
    headEl.hidden = !head;
    bodyEl.textContent = el.getAttribute("data-info") || "";
    box.dataset.how = why;
    box.hidden = false;
    describe(el, true);
    place();
  }

  function hide() {
    clearTimeout(hoverTimer);
    hoverTimer = null;
    pending = null;
    if (current) describe(current, false);
    current = null;
    how = null;
    anchor = null;
    if (box) box.hidden = true;
  }

  // -- mouse and pen -------------------------------------------------------------------------
  let pending = null;  // the element a hover timer waits to show
  document.addEventListener("pointermove", (event) => {
    if (event.pointerType === "touch") return;
    const el = infoAt(event.target, event.clientX, event.clientY);
    if (el && (el === current || el === pending)) return;
    clearTimeout(hoverTimer);
    hoverTimer = null;
    pending = el;
    if (!el) {
      if (how === "hover") hide();
      return;
    }
    const point = { x: event.clientX, y: event.clientY };
    hoverTimer = setTimeout(() => {
      hoverTimer = null;
      pending = null;
      if (el.isConnected) show(el, "hover", point);
    }, HOVER_MS);
  }, { passive: true });
  document.addEventListener("pointerout", (event) => {
    if (event.pointerType === "touch" || event.relatedTarget) return;
    clearTimeout(hoverTimer);  // the pointer left the page
    hoverTimer = null;
    pending = null;
    if (how === "hover") hide();
  });

  // -- keyboard ------------------------------------------------------------------------------
  document.addEventListener("focusin", (event) => {
    const el = infoOf(event.target);
    if (!el) {
      if (how === "focus") hide();
      return;
    }
    let byKeyboard = true;
    try { byKeyboard = event.target.matches(":focus-visible"); } catch (err) { /* an old browser: show it */ }
    if (byKeyboard) show(el, "focus");
  });
  document.addEventListener("focusout", (event) => {
    if (how === "focus" && infoOf(event.relatedTarget) !== current) hide();
  });
  window.addEventListener("keydown", (event) => {  // before the dialogs' Escape (document, capture)
    if (event.key === "Escape" && current) {
      hide();
      event.stopPropagation();
    }
  }, true);

  // -- touch: a long press shows the text, and is never a click --------------------------------
  function endPress() {
    clearTimeout(pressTimer);
    pressTimer = null;
    press = null;
  }
  document.addEventListener("pointerdown", (event) => {
    swallowClick = false;
    const el = infoAt(event.target, event.clientX, event.clientY);
    if (current && how !== "focus" && el !== current) hide();  // a tap elsewhere
    if (event.pointerType !== "touch") return;
    endPress();
    if (!el) return;
    press = { el, x: event.clientX, y: event.clientY };
    pressTimer = setTimeout(() => {
      pressTimer = null;
      if (press && press.el.isConnected) {
        swallowClick = true;
        show(press.el, "press", { x: press.x, y: press.y });
      }
    }, PRESS_MS);
  }, true);
  document.addEventListener("pointermove", (event) => {
    if (press && Math.hypot(event.clientX - press.x, event.clientY - press.y) > SLOP) endPress();
  }, true);
  document.addEventListener("pointerup", endPress, true);
  document.addEventListener("pointercancel", endPress, true);
  document.addEventListener("click", (event) => {  // capture: before the page's click handler
    if (!swallowClick) return;
    swallowClick = false;
    event.preventDefault();
    event.stopImmediatePropagation();
  }, true);
  document.addEventListener("contextmenu", (event) => {  // a long press is ours, not the menu's
    if (infoAt(event.target, event.clientX, event.clientY)) event.preventDefault();
  });

  // -- the page moves or is redrawn -------------------------------------------------------------
  window.addEventListener("scroll", () => {
    if (how === "focus") place();
    else if (current) hide();
  }, true);
  window.addEventListener("resize", place);
  new MutationObserver(() => {
    if (current && !current.isConnected) hide();
  }).observe(document.documentElement, { childList: true, subtree: true });
}());
