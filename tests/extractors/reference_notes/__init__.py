"""Load the reference notes of an unseen set (see README.md here)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.extractors.scoring import Note, message_id

HERE = Path(__file__).resolve().parent


def notes_of(set_number: int, key: str) -> dict[int, tuple[list[Note], list[str]]]:
    """Per conversation index: the notes (citing `message_id(f"{key}{index}", turn)`) and
    the ids of the stored memories taken back."""
    found: dict[int, tuple[list[Note], list[str]]] = {}
    for entry in json.loads((HERE / f"set{set_number}.json").read_text()):
        index = int(entry["conversation"])
        notes, retracted = found.setdefault(index, ([], []))
        if "retract" in entry:
            retracted.append(str(entry["retract"]))
            continue
        source = (message_id(f"{key}{index}", int(entry["turn"])),)
        notes.append(Note(layer=entry["layer"], title=entry["title"], source_message_ids=source))
    return found


def sets_with_notes() -> list[int]:
    return sorted(int(path.stem.removeprefix("set")) for path in HERE.glob("set*.json"))
