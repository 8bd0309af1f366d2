"""A relay that misbehaves (issue 34, item 5), in front of a real Nostr relay: every message
from the devices goes on to the real relay as it is, but of the events the real relay sends a
device this one

- drops the first delivery of every third event it sees (the device asks again, or a newer hop
  comes; an event dropped once is passed on when asked for again),
- sends every other event twice (a duplicate),
- holds each event back for 0.3 s: one that comes meanwhile overtakes it (reordered),
- and with each event, sends an older event of the same subscription again (a replay).

Run with the relay's venv (``.venv-relay``: ``websockets``):

    .venv-relay/bin/python tests/e2e/lying_relay.py PORT ws://127.0.0.1:UPSTREAM

It prints ``listening`` once it takes connections, then a line with what it did so far
(``dropped``, ``duplicated``, ``reordered``, ``replayed``) after each event, which the test reads.
"""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Any

from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

HOLD_S = 0.3
done = {"dropped": 0, "duplicated": 0, "reordered": 0, "replayed": 0}
seen_events = 0
dropped_ids: set[str] = set()


async def _to_device(device: ServerConnection, upstream: Any) -> None:
    """The real relay's messages to the device, events lied about as the module says."""
    global seen_events
    held: list[str] = []
    older: dict[str, list[str]] = {}  # per subscription, the events sent so far

    async def flush() -> None:
        while held:
            await device.send(held.pop(0))

    async def flush_later() -> None:
        await asyncio.sleep(HOLD_S)
        await flush()

    timer: asyncio.Task[None] | None = None
    async for text in upstream:
        message = json.loads(text)
        if message[0] != "EVENT":  # (what was held goes first: the end of stored events stays last)
            await flush()
            await device.send(text)
            continue
        seen_events += 1
        if seen_events % 3 == 1 and message[2]["id"] not in dropped_ids:
            dropped_ids.add(message[2]["id"])
            done["dropped"] += 1
        else:
            sub = message[1]
            for old in older.get(sub, [])[-1:]:
                done["replayed"] += 1
                await device.send(old)
            older.setdefault(sub, []).append(text)
            copies = [text, text] if seen_events % 2 == 0 else [text]
            done["duplicated"] += len(copies) - 1
            if held:  # this event overtakes the one held back
                done["reordered"] += len(held)
                for copy in copies:
                    await device.send(copy)
                await flush()
            else:
                held.extend(copies)
                if timer is None or timer.done():
                    timer = asyncio.ensure_future(flush_later())
        print(json.dumps(done), flush=True)


async def _handle(device: ServerConnection) -> None:
    async with connect(UPSTREAM, max_size=None) as upstream:
        async def from_device() -> None:
            async for text in device:
                await upstream.send(text)
        tasks = [asyncio.ensure_future(from_device()), asyncio.ensure_future(_to_device(device, upstream))]
        try:
            await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
        except ConnectionClosed:
            pass
        finally:
            for task in tasks:
                task.cancel()


async def main() -> None:
    async with serve(_handle, "127.0.0.1", PORT, max_size=None):
        print("listening", flush=True)
        await asyncio.Future()


if __name__ == "__main__":
    PORT, UPSTREAM = int(sys.argv[1]), sys.argv[2]
    asyncio.run(main())
