"""Why a click chose nothing (issue 20, item 3): ui/choices.why_not words it from the prompt and
the game's own reason; Ming-Dynastie, Confucius and The Ming Voyages tell more where their boards
can, always in agreement with legal_actions."""

from __future__ import annotations

from typing import Any

import mingtable
from mingtable.bots import make_bot
from mingtable.games.confucius import data as CD
from mingtable.games.confucius import render as CF
from mingtable.games.ming_dynastie import data as MDD
from mingtable.games.ming_dynastie import render as MD
from mingtable.games.ming_voyages import render as MV
from mingtable.i18n import KEY, T, tr
from mingtable.ui import choices as C
from mingtable.ui import games as G


def _until(game: str, players: int, seed: int, want: Any, limit: int = 3000) -> mingtable.Match:
    """A random game played until ``want(match, seat, ids)`` holds for the seat to move."""
    m = mingtable.new_game(game, [f"P{i}" for i in range(players)], seed=seed)
    bots = [make_bot("random", seed + i) for i in range(players)]
    for _ in range(limit):
        seat = m.to_move[0]
        ids = [a.id for a in m.legal_actions(seat)]
        if want(m, seat, ids):
            return m
        m.apply(bots[seat].choose(m.view(seat), m.legal_actions(seat)), seat)
    raise AssertionError("position not reached")


def test_the_generic_words() -> None:
    ask = T("ui.why.over")
    assert tr(C.why_not(None, over=True), "en") == "The game is over."
    assert tr(C.why_not(ask, deciders=["Ann"]), "en") == "Not your turn: Ann decides now."
    assert tr(C.why_not(ask, deciders=["Ann", "Ben"]), "de") == "Du bist nicht dran: Ann und Ben entscheiden gerade."
    assert tr(C.why_not(ask), "en") == "That is not a choice now. The game is over."
    assert tr(C.why_not(ask, T("ui.why.plain")), "de").startswith("Das ist jetzt keine Wahl: ")
    assert tr(C.why_not(None), "en") == "That is not a choice now."


def test_every_game_says_what_its_prompt_asks() -> None:
    for game in ("ming-dynastie", "confucius", "ming-voyages", "yin-yang"):
        m = mingtable.new_game(game, ["Ann", "Ben"] if game != "confucius" else ["Ann", "Ben", "Cy"], seed=2)
        seat = m.to_move[0]
        ask = G.prompt_message(game, m.view(seat), seat)
        assert ask, game
        text = tr(C.why_not(ask), "en")
        assert text.startswith("That is not a choice now. ") and G.turn_prompt(game, m.view(seat), seat, "en") in text


def test_ming_dynastie_deployment_only_into_the_princes_district() -> None:
    m = _until("ming-dynastie", 3, 5, lambda m, s, ids: any(i.startswith("deploy-") for i in ids))
    seat = m.to_move[0]
    legal = m.legal_actions(seat)
    here = next(a.id for a in legal if a.id.startswith("deploy-")).split("-", 1)[1]
    for did, d in MDD.DISTRICTS.items():
        x, y = MD.label_at(did)
        assert MD.district_at(x, y + 4) == did
        why = MD.why_not(m.view(seat), legal, x, y + 4)
        if did == here:
            assert why is None
        else:
            assert why[KEY] == "md.why.deploy_here"
            assert tr(why, "en") == f"Figures go only into your prince's district, {tr(MD._district(here), 'en')}."


def test_ming_dynastie_moves_name_the_border_or_the_card() -> None:
    m = _until("ming-dynastie", 3, 7, lambda m, s, ids: any(i.startswith("move-") for i in ids))
    seat = m.to_move[0]
    legal = m.legal_actions(seat)
    view = m.view(seat)
    targets = {a.id.split("-")[1] for a in legal if a.id.startswith("move-")}
    prince = view["players"][seat]["prince"]
    said = set()
    for did in MDD.DISTRICTS:
        x, y = MD.label_at(did)
        why = MD.why_not(view, legal, x, y + 4)
        if did in targets or did == prince:
            assert why is None
        else:
            said.add(why[KEY] if isinstance(why, dict) else why)
    assert "md.why.not_next" in said


def test_confucius_actions_box_says_why_from_the_legal_actions() -> None:
    m = _until("confucius", 3, 4, lambda m, s, ids: "tax" in ids and any(i.startswith("bribe-") for i in ids))
    seat = m.to_move[0]
    legal = m.legal_actions(seat)
    view = m.view(seat)
    kinds = {CF.action_kind(a.id) for a in legal}
    for k, action in enumerate(CD.ACTIONS):
        x, y = CF._action_cell(k)
        assert CF.cell_at(x + 20, y + 10) == action
        why = CF.why_not(view, legal, x + 20, y + 10)
        if action in kinds and action in CF.BOX_ACTIONS:
            assert why is None  # the cell itself is the choice
        elif action in kinds:
            assert why[KEY] == "cf.why.elsewhere"
        else:
            assert why[KEY] in ("cf.why.cubes", "cf.why.money", "cf.why.none"), (action, why)
    # no cubes left: every cube-paid action says so
    view = dict(view, players=[dict(p, cubes=0) for p in view["players"]])
    x, y = CF._action_cell(CD.ACTIONS.index("recruit"))
    why = CF.why_not(view, [], x + 20, y + 10)
    assert why[KEY] == "cf.why.cubes" and why["left"] == 0
    # a purse too small for a fixed price
    view = m.view(seat)
    view = dict(view, hand=[0] * len(view["hand"]))
    why = CF.why_not(view, [], x + 20, y + 10)
    assert why[KEY] in ("cf.why.money", "cf.why.cubes")
    if why[KEY] == "cf.why.money":
        assert why["have"] == 0
    for lang in ("en", "de"):
        assert "{" not in tr(why, lang)


def _mv_until(want: Any, players: int = 2, limit: int = 3000) -> tuple[mingtable.Match, int]:
    """A random game of The Ming Voyages played until ``want(view, ids)`` holds for the seat to move."""
    for seed in range(1, 40):
        m = mingtable.new_game("ming-voyages", ["Ann", "Ben"][:players], seed=seed)
        bots = [make_bot("random", seed + i) for i in range(players)]
        for _ in range(limit):
            if not m.to_move:
                break
            seat = m.to_move[0]
            ids = [a.id for a in m.legal_actions(seat)]
            if want(m.view(seat), ids):
                return m, seat
            m.apply(bots[seat].choose(m.view(seat), m.legal_actions(seat)), seat)
    raise AssertionError("position not reached")


def _mv_says(m: mingtable.Match, seat: int, x: float, y: float) -> Any:
    why = MV.why_not(m.view(seat), m.legal_actions(seat), x, y)
    if why is not None:
        for lang in ("en", "de"):
            assert "{" not in tr(why, lang) and tr(why, lang) != tr(why, "qps")
    return why


def _middle(box: tuple[float, float, float, float]) -> tuple[float, float]:
    x, y, w, h = box
    return x + w / 2, y + h / 2


def test_ming_voyages_areas_not_offered_and_completed_voyages() -> None:
    m, seat = _mv_until(lambda v, ids: any(i.startswith("area-") for i in ids) and len(ids) < 6
                        and any(v["voyages"].values()))
    offered = {i.removeprefix("area-") for i in (a.id for a in m.legal_actions(seat)) if i.startswith("area-")}
    for area, box in MV.BOX.items():
        assert MV.area_at(*_middle(box)) == area
        why = _mv_says(m, seat, *_middle(box))
        if area in offered:
            assert why is None  # the area itself is the choice
        else:
            assert why[KEY] == "mv.why.area" and len(why["areas"]) == len(offered)
    done = next(int(v) for v, ok in m.view(seat)["voyages"].items() if ok)
    assert MV.voyage_at(*MV.VOYAGE_XY[done]) == done
    assert _mv_says(m, seat, *MV.VOYAGE_XY[done])[KEY] == "mv.why.voyage-done"


def test_ming_voyages_counts_rerolls_reactions_and_cards_say_where_they_are_chosen() -> None:
    m, seat = _mv_until(lambda v, ids: v["pending"]["kind"] == "count")
    origin = m.view(seat)["pending"]["context"]["from"]
    why = _mv_says(m, seat, 5, 5)
    assert why[KEY] == "mv.why.count" and tr(why, "en") == f"The number is chosen on the chips {tr(MV.where('in', origin), 'en')}."
    m, seat = _mv_until(lambda v, ids: "reroll-1" in ids)
    assert _mv_says(m, seat, *_middle(MV.BOX["H"]))[KEY] == "mv.why.reroll"
    m, seat = _mv_until(lambda v, ids: "react" in ids)
    card = m.view(seat)["pending"]["context"]["card"]
    why = _mv_says(m, seat, *_middle(MV.BOX["H"]))
    assert why[KEY] == "mv.why.react" and tr(T(f"mv.card.{card}"), "en") in tr(why, "en")
    m, seat = _mv_until(lambda v, ids: v["pending"]["kind"] == "play")
    assert _mv_says(m, seat, *_middle(MV.BOX["H"]))[KEY] == "mv.why.cards"
    assert _mv_says(m, seat, 995, 795) == _mv_says(m, seat, *_middle(MV.BOX["H"]))  # the frame: still the cards


def test_yin_yang_oracle_names_the_stack_or_field() -> None:
    """Yin Yang's oracle: a click on a high oracle stack says it is blocked or empty, or that the
    chips of the deep fields take its tile; a deep field without a chip says the god's will blocks
    it or that the coins cannot lay it; a field with a chip has no reason (it is a choice)."""
    from mingtable.games.yin_yang import data as YD
    from mingtable.games.yin_yang import render as YY

    said: set[str] = set()
    for seed in range(2, 12):
        m = _until("yin-yang", 3, seed, lambda m, s, ids: any(i.startswith("oracle:") for i in ids))
        seat = m.to_move[0]
        view, legal = m.view(seat), m.legal_actions(seat)
        ids = [a.id for a in legal]
        for i, t in enumerate(YD.RING_ORDER):
            x, y = YY.RING_C[0] + YY.RING_R * YY.math.cos(YY.math.radians(-90 + i * 45)), \
                YY.RING_C[1] + YY.RING_R * YY.math.sin(YY.math.radians(-90 + i * 45))
            assert YY.stack_at(x, y) == t
            why = YY.why_not(view, legal, x, y)
            blocked = t in view["high_blocked"] and not view["players"][seat].get("defy")
            want = "yy.why.stack_empty" if not view["stacks"][t][1] else "yy.why.stack_blocked" if blocked else "yy.why.stack_chips"
            assert why[KEY] == want
            said.add(why[KEY])
        for i, t in enumerate(YD.TRIGRAM_ORDER):
            x, y = YY.DEEP_X + i * (YY.DEEP_W + 4) + YY.DEEP_W / 2, YY.DEEP_Y + 20
            assert YY.deep_at(x, y) == t
            why = YY.why_not(view, legal, x, y)
            if any(a.startswith("oracle:") and a.endswith(":" + t) for a in ids):
                assert why is None
            elif why is not None:
                assert why[KEY] in ("yy.why.deep_blocked", "yy.why.deep_coins")
                if why[KEY] == "yy.why.deep_coins":
                    yang = sum(view["players"][seat]["throw"])
                    assert not 0 <= yang - sum(YD.TRIGRAMS[t]) <= 3
                    assert f"with {yang} yang coins" in tr(why, "en")
                else:
                    assert view["deep_blocked"] == t
                said.add(why[KEY])
    assert {"yy.why.stack_chips", "yy.why.stack_blocked", "yy.why.deep_blocked", "yy.why.deep_coins"} <= said


def test_yin_yang_moves_name_the_disaster_or_the_distance() -> None:
    """Yin Yang's action turn: a city no move reaches says it holds a disaster stone or is not
    next to the player's city; a city a move reaches has no reason."""
    from mingtable.games.yin_yang import data as YD
    from mingtable.games.yin_yang import render as YY

    said: set[str] = set()
    for seed in range(2, 8):
        m = _until("yin-yang", 2, seed, lambda m, s, ids: any(i.startswith("cart:") for i in ids)
                   and bool(m.view(s)["disasters"]))
        seat = m.to_move[0]
        view, legal = m.view(seat), m.legal_actions(seat)
        ids = [a.id for a in legal]
        here = view["players"][seat]["city"]
        for c in YD.side_cities(view["side"]):
            city = YD.CITY[c]
            assert YY.city_at(city.x, city.y, view["side"]) == c
            why = YY.why_not(view, legal, city.x, city.y)
            if any(i.endswith(":" + c) for i in ids) or c == here:
                assert why is None
            elif c in view["disasters"]:
                assert tr(why, "en") == f"A disaster stone lies on {YD.CITY[c].name}: no figure may stop there."
            elif why is not None:
                assert why[KEY] == "yy.why.not_next"
                assert all(c not in YD.MOVE_NEIGHBOURS[v][view["side"]][here] for v in ("cart", "boat"))
            if why is not None:
                said.add(why[KEY])
    assert said == {"yy.why.disaster", "yy.why.not_next"}
