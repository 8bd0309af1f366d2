"""docs/research.md's example runs as written: the one ```python block under "Example"."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

DOC = Path(__file__).resolve().parents[2] / "docs" / "research.md"


def example() -> str:
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## Example", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```python\n(.*?)```", section, re.S)
    assert len(blocks) == 1
    return blocks[0]


def test_the_example_runs() -> None:
    run = subprocess.run([sys.executable, "-c", example()], capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert re.fullmatch(r"random agent won [0-9.]+ of 3 games against the greedy bot", lines[0])
    assert re.fullmatch(r"ISMCTS returns: \[[01]\.0, [01]\.0\] scores: \[\d+, \d+\]", lines[1])
