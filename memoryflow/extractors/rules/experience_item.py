"""The experience item a lesson or a mishap becomes: its title is the lesson in general
words and one voice ("you should always carry cash" → "Always carry cash"), without the
marker that announced it ("lesson learned", "learned the hard way this week:")."""

from __future__ import annotations

import re

from memoryflow import layers
from memoryflow.extractors.base import ChatMessage, ExtractedItem
from memoryflow.extractors.rules.lesson_lengths import LESSON_TITLE
from memoryflow.extractors.rules.phrasing import capitalise, second_to_first, shorten
from memoryflow.extractors.rules.text import Clause

_MARKER_FIRST = re.compile(
    r"^(?:so\s+)?(?:i\s+)?learn[et]d?\s+the\s+hard\s+way\s+(?:this|last)\s+\w+\s*:\s*(?=\w)",
    re.IGNORECASE,
)
_MARKER_INSIDE = re.compile(
    r"(?<=\w)[,.]?\s+lessons?\s+learn[et]d?(?:\s+the\s+hard\s+way)?\s*[,:;-]?\s+(?=\w)",
    re.IGNORECASE,
)
_ONE_AGREES = {"have": "one has", "don't": "one doesn't", "do": "one does"}


def experience_item(
    msg: ChatMessage,
    c: Clause,
    situation: str,
    action: str,
    outcome: str,
    lesson: str,
    confidence: float,
) -> ExtractedItem:
    # The marker of a lesson is no part of it: "Learned the hard way this week: showed up to
    # camp…" → "Showed up to camp…"; "…vanished, lesson learned, I take a deposit" → "…vanished;
    # I take a deposit"
    lesson = _MARKER_FIRST.sub("", lesson)
    lesson = _MARKER_INSIDE.sub("; ", lesson)
    # Lessons are general: "you should always carry cash" → "Always carry cash".
    lesson = re.sub(
        r"^(?:you|one|we|i|they)\s+(?:should|must|need to|have to|gotta)\s+", "", lesson, flags=re.I
    )
    lesson = re.sub(r"\bshould(?:'ve|ve)\b", "should have", lesson, flags=re.I)
    lesson = re.sub(r"\byourself\b", "oneself", lesson, flags=re.I)
    lesson = re.sub(r"\bdont\b", "don't", lesson, flags=re.I)
    lesson = re.sub(r"\byour\b", "one's", lesson, flags=re.I)
    lesson = re.sub(r"\byou\b", "one", lesson, flags=re.I)
    lesson = re.sub(r"\bone (need|want|get)\b", r"one \1s", lesson)  # "one needs to back up…"
    lesson = re.sub(r"\bone (have|don't|do)\b", lambda m: _ONE_AGREES[m[1]], lesson)
    lesson = capitalise(second_to_first(lesson))
    fields: dict[str, object] = {
        "situation": capitalise(second_to_first(situation)),
        "key_learning": lesson,
        "confidence": confidence,
    }
    if action:
        fields["action"] = capitalise(second_to_first(action))
    if outcome:
        fields["outcome"] = second_to_first(outcome)
    return ExtractedItem(
        layer=layers.EXPERIENCE,
        title=shorten(lesson, LESSON_TITLE),
        summary=shorten(f"The user learned: {lesson[0].lower()}{lesson[1:]}.", 400),
        details=c.text,
        category="lesson",
        type="lesson",
        tags=("experience",),
        fields=fields,
        source_message_ids=(msg.id,),
    )
