"""The package's shape (docs/architecture.md, "Layers" and "Adding a game"): one declared game
object per game, the renderer contract, no import cycles, no package importing one above it,
and no game found by its module's name."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

import mingtable
from mingtable import games
from mingtable.engine.game import Game
from mingtable.engine.renderer import Renderer
from mingtable.engine.setup import SetupSpec

PACKAGE = Path(mingtable.__file__).parent

#: Lowest first: a module may import from its own layer and the layers below it only.
LAYERS: list[tuple[str, ...]] = [
    ("mingtable.i18n",),
    ("mingtable.engine",),
    ("mingtable.markup",),
    ("mingtable.games",),
    ("mingtable",),  # the facade (mingtable/__init__.py)
    ("mingtable.bots",),
    ("mingtable.rl",),  # research: PettingZoo and OpenSpiel (below: nothing else imports it)
    ("mingtable.ui",),
    ("mingtable.web", "mingtable.__main__"),
]


def _modules() -> dict[str, Path]:
    out = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


MODULES = _modules()


def _imports(name: str, path: Path) -> set[str]:
    """Every module of the package ``name`` imports anywhere: at the top, inside functions and
    under ``if TYPE_CHECKING:`` alike."""
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:  # "from . import x" names a module where x is one
                found.add(f"{target}.{alias.name}" if f"{target}.{alias.name}" in MODULES else target)
    return {m for m in found if m in MODULES and m != name}


GRAPH = {name: _imports(name, path) for name, path in MODULES.items()}


def _layer(name: str) -> int:
    best, depth = -1, -1
    for index, prefixes in enumerate(LAYERS):
        for prefix in prefixes:
            exact = prefix == "mingtable"
            if (name == prefix or (not exact and name.startswith(prefix + "."))) and len(prefix) > depth:
                best, depth = index, len(prefix)
    assert best >= 0, f"{name} is in no layer"
    return best


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_the_walk_sees_the_imports_it_must() -> None:
    """The checks below are only as good as the walk: it sees relative, absolute, function-level
    and ``from . import module`` imports."""
    assert "mingtable.engine.match" in GRAPH["mingtable.bots.search"]
    assert "mingtable.games" in GRAPH["mingtable.bots.search"]
    assert "mingtable.bots" in GRAPH["mingtable.ui.session"]  # imported inside a method
    assert "mingtable.games.ming_dynastie.render" in GRAPH["mingtable.games.ming_dynastie"]
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_import_cycles() -> None:
    assert _cycles(GRAPH) == []


def test_no_package_imports_one_above_it() -> None:
    upward = [f"{name} -> {target}" for name, targets in GRAPH.items() for target in sorted(targets)
              if _layer(target) > _layer(name)]
    assert upward == []


#: Packages of the optional extra ``rl`` (pyproject.toml): only mingtable.rl may import them.
RESEARCH_PACKAGES = ("pettingzoo", "pyspiel", "open_spiel", "gymnasium", "numpy")


def _third_party(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            found.add(node.module.split(".")[0])
    return found


def test_the_research_package_stays_apart() -> None:
    """Nothing of the engine, the bots, the app or the command line imports mingtable.rl, and
    only mingtable.rl imports the packages of the ``rl`` extra; of mingtable.rl, the
    encodings need none of them (``import mingtable`` itself: test_rl_encoding.py)."""
    assert "mingtable.rl.pettingzoo" in MODULES and "mingtable.rl.openspiel" in MODULES
    into = [f"{name} -> {target}" for name, targets in GRAPH.items() for target in sorted(targets)
            if target.startswith("mingtable.rl") and not name.startswith("mingtable.rl")]
    assert into == []
    extra = [f"{name}: {sorted(_third_party(path) & set(RESEARCH_PACKAGES))}" for name, path in MODULES.items()
             if _third_party(path) & set(RESEARCH_PACKAGES)
             and not name.startswith(("mingtable.rl.pettingzoo", "mingtable.rl.openspiel", "mingtable.rl.bench"))]
    assert extra == []


def test_no_module_is_found_by_name_or_probed() -> None:
    """No ``importlib.import_module``/``__import__``, and no ``getattr(x, name, default)``
    probing outside the web layer (which probes the browser's objects)."""
    found = []
    for name, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            called = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if called in ("import_module", "__import__"):
                found.append(f"{name}:{node.lineno} {called}")
            if called == "getattr" and len(node.args) == 3 and not name.startswith("mingtable.web"):
                found.append(f"{name}:{node.lineno} getattr with a default")
    assert found == []


def test_one_declared_object_per_game() -> None:
    assert list(games.REGISTRY) == list(mingtable.GAMES) == ["ming-dynastie", "confucius", "ming-voyages", "yin-yang"]
    for game_id, game in games.REGISTRY.items():
        assert isinstance(game, Game) and game.id == game_id
        assert mingtable.GAMES[game_id] is game.info is game.rules.info
        assert game.package == f"mingtable.games.{game_id.replace('-', '_')}"
        assert games.get(game_id) is game
    with pytest.raises(ValueError, match="Unknown game 'chess'.*ming-dynastie, confucius"):
        games.get("chess")


def _contract() -> dict[str, inspect.Signature]:
    return {name: inspect.signature(fn) for name, fn in vars(Renderer).items()
            if inspect.isfunction(fn) and not name.startswith("_")}


def test_the_contract_names_every_method_the_app_asks_for() -> None:
    assert sorted(_contract()) == sorted([
        "board_label", "render_static", "render", "render_outcome", "render_recent", "render_scoring",
        "private_decision", "seat_role", "status_text", "render_text_view", "turn_prompt", "prompt_message", "why_not", "log_heading"])
    assert Renderer.__abstractmethods__ == {"board_label", "render_static", "render", "render_outcome"}


@pytest.mark.parametrize("game_id", list(games.REGISTRY))
def test_each_renderer_keeps_the_contract(game_id: str) -> None:
    """Every method takes the contract's parameters by the contract's names, in its order;
    anything more it takes has a default."""
    board = games.get(game_id).renderer
    assert isinstance(board, Renderer) and not inspect.isabstract(type(board))
    assert isinstance(board.viewbox, str) and len(board.viewbox.split()) == 4
    for name, contract in _contract().items():
        wanted = [p for p in contract.parameters.values() if p.name != "self"]
        have = list(inspect.signature(getattr(board, name)).parameters.values())
        assert [p.name for p in have[: len(wanted)]] == [p.name for p in wanted], f"{game_id}: {name}"
        assert all(p.default is not inspect.Parameter.empty for p in have[len(wanted):]), f"{game_id}: {name}"


SEATS = {"ming-dynastie": 3, "confucius": 3, "ming-voyages": 2, "yin-yang": 2}


@pytest.mark.parametrize("game_id", list(games.REGISTRY))
def test_each_renderer_draws_a_game(game_id: str) -> None:
    """The contract's methods answer with the types it names, for a game's first decision."""
    game = games.get(game_id)
    board = game.renderer
    m = mingtable.new_game(game_id, [f"P{i}" for i in range(SEATS[game_id])], seed=3)
    seat = m.to_move[0]
    view = m.view(seat)
    layers = board.render(view, m.legal_actions(seat), None, lang="de")
    assert {"under", "board", "panel"} <= set(layers) and all(isinstance(v, str) for v in layers.values())
    assert 'data-action="' in "".join(layers.values())
    assert '<g id="mt-under"></g>' in board.render_static(lang="en")
    assert board.board_label(lang="de")
    assert isinstance(board.private_decision(view), bool)
    for text in (board.render_recent(m.log_entries, lang="en"), board.render_scoring(view, lang="en"),
                 board.seat_role(view, seat, lang="en"), board.status_text(view, lang="en"),
                 board.render_text_view(view, lang="en"), board.turn_prompt(view, seat, lang="en")):
        assert isinstance(text, str)
    spec = game.setup("de") if game.setup is not None else None
    assert spec is None or isinstance(spec, SetupSpec)


def test_the_defaults_live_in_the_contract() -> None:
    class Bare(Renderer):
        def board_label(self, lang: str) -> str:
            return "board"

        def render_static(self, lang: str) -> str:
            return '<g id="mt-under"></g>'

        def render(self, view, legal, seat_tags, lang):  # type: ignore[no-untyped-def]
            return {"under": "", "board": "", "panel": ""}

        def render_outcome(self, view, outcome, lang):  # type: ignore[no-untyped-def]
            return ""

    bare = Bare()
    assert bare.viewbox == "0 0 1000 800"
    assert bare.private_decision({"phase": "play"}) and not bare.private_decision({"phase": "over"})
    assert bare.render_recent([], "en") == bare.turn_prompt({}, 0, "en") == bare.status_text({}, "en") == ""
    with pytest.raises(TypeError):
        type("Half", (Renderer,), {"board_label": lambda self, lang: ""})()


def test_the_web_layer_is_cut_by_concern() -> None:
    """No module of the web layer holds more than 400 lines (issue 18: one module per concern)."""
    sizes = {name: len(path.read_text(encoding="utf-8").splitlines()) for name, path in MODULES.items()
             if name.startswith("mingtable.web")}
    assert len(sizes) > 5 and max(sizes.values()) <= 400, sizes
