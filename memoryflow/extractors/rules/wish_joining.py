"""The wishes about answers one message makes, kept as one memory: "keep it short pls, bullet
points, i read this on the bus" is one way the user wants to be answered, not two facts.

Each request is read on its own clause ("Prefers short answers", "Wants bullet points");
said in the same message they are joined in the order said ("Prefers short answers; wants
bullet points"), so the memory keeps every form asked for and says it once. Likings and
habits (scope "general") are facts of their own and stay apart, as do wishes said in
different messages."""

from __future__ import annotations

from memoryflow.extractors.base import MAX_DETAILS, MAX_TITLE, ExtractedItem
from memoryflow.extractors.rules.phrasing import shorten

# Past this many wishes a message is a list of instructions; joined, its title would be cut.
_MOST = 3


def _about_answers(item: ExtractedItem) -> bool:
    """A directive, or a dislike about the answers ("Asks the assistant not to …"): "do not
    use idioms, and do not write 'just'" is one wish, its words examples of the idioms."""
    return (
        item.type == "directive"
        or item.category in ("format", "language", "response_style")
        or item.title.startswith("Asks the assistant ")
    )


def _joined(items: list[ExtractedItem]) -> ExtractedItem:
    first = items[0]
    rest = [f"{i.title[0].lower()}{i.title[1:]}" for i in items[1:]]
    title = "; ".join([first.title, *rest])
    directives = "; ".join(str(i.fields.get("directive", "")) for i in items if i.fields)
    summaries = " ".join(i.summary for i in items)
    return ExtractedItem(
        **{
            **first.__dict__,
            "title": shorten(title, MAX_TITLE),
            "summary": shorten(summaries, 400),
            "details": shorten(" | ".join(i.details for i in items if i.details), MAX_DETAILS),
            "fields": {**first.fields, "directive": shorten(directives, 300)},
        }
    )


def one_wish_per_message(items: list[ExtractedItem]) -> list[ExtractedItem]:
    """The preference items with the answer wishes of each message joined into one."""
    by_message: dict[tuple[str, ...], list[ExtractedItem]] = {}
    for item in items:
        if _about_answers(item) and len(item.source_message_ids) == 1:
            by_message.setdefault(item.source_message_ids, []).append(item)
    joined: list[ExtractedItem] = []
    done: set[tuple[str, ...]] = set()
    for item in items:
        group = by_message.get(item.source_message_ids) if _about_answers(item) else None
        if not group or len(group) == 1 or len(group) > _MOST:
            joined.append(item)
        elif item.source_message_ids not in done:
            done.add(item.source_message_ids)
            joined.append(_joined(group))
    return joined
