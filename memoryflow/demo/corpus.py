"""Chat lines for the demo: templates x slot vocabularies, drawn from a seeded RNG.

User lines mix real statements in the five memory layers (what the extractors must find)
with small talk and questions (what they must ignore); assistant lines answer in kind.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from memoryflow.demo import vocabulary as v

IDENTITY = (
    "I'm a {job} at {workplace}.",
    "I work as a {job} in {city}, mostly long shifts.",
    "My {relative} lives in {relative_city}.",
    "I live in {city} with my {partner}.",
    "My name is {first_name}, by the way.",
    "I have a {pet} called {pet_name}.",
    "I grew up in {hometown} but I've lived in {city} for years now.",
    "I speak {language} at home with my family.",
    "For context, I'm a {job}, so my weekdays are packed.",
)
PREFERENCE = (
    "Please keep answers short.",
    "Never use {dislike} in your replies.",
    "I prefer bullet points over long paragraphs.",
    "Please use metric units, I don't think in miles.",
    "I'd rather you ask me a question than guess.",
    "I really don't like {dislike}, please leave them out.",
    "I'm vegetarian, so skip recipes with meat.",
    "Always give me code examples in Python, not JavaScript.",
    "I like a friendly tone but no small talk.",
    "Please answer in {language} when I write to you in {language}.",
)
ACTIVITY = (
    "I'm running a {race} {day}.",
    "I have my {event} {day} {clock}.",
    "I have a dentist appointment {day} {clock}.",
    "We're flying to {travel} {day}.",
    "I'm meeting my {relative} for lunch {day}.",
    "I'm presenting {project_short} to my team {day} {clock}.",
    "I finished my first {race} last weekend!",
    "My {relative}'s birthday party is on {date} and I still need a gift.",
    "I signed up for a {hobby} class that starts {day}.",
)
EXPERIENCE = (
    "I learned that {lesson}.",
    "For a while {situation}; in the end I learned that {lesson}.",
    "Turns out {lesson}. Took me weeks to figure that out.",
    "Note to self: {lesson}.",
    "Last time {situation}, and what fixed it was this: {lesson}.",
)
CONTEXT = (
    "I'm {project_verb} {project}.",
    "Right now {project} takes most of my evenings.",
    "I'm learning {new_language} before my trip to {travel}.",
    "I'm training for a {race}, about four runs a week.",
    "We're looking after my {relative}'s kids this month.",
    "I'm looking for a new job, ideally as a {job} somewhere in {city}.",
    "Work is hectic at the moment because of {project_short}.",
)
LAYER_TEMPLATES = {
    "identity": IDENTITY,
    "preference": PREFERENCE,
    "activity": ACTIVITY,
    "experience": EXPERIENCE,
    "context": CONTEXT,
}
LAYERS = tuple(LAYER_TEMPLATES)

# (question, a plausible answer): the answer reuses the question's slots.
QUESTIONS = (
    (
        "Can you explain how {concept} works?",
        "Sure. The short version of {concept}: start from a small example and build up. "
        "Want me to walk through one?",
    ),
    (
        "What's a good recipe for {food}?",
        "Here's a simple {food}: about 30 minutes, one pot, and mostly pantry staples. "
        "Shall I list the ingredients?",
    ),
    (
        "How long should I boil an egg?",
        "About 6-7 minutes for a jammy yolk, 9-10 for hard-boiled, then straight into cold water.",
    ),
    (
        "What should I pack for a week in {travel}?",
        "For a week in {travel}: layers, comfortable shoes, a rain jacket and an adapter. "
        "Check the forecast a few days before.",
    ),
    (
        "Any tips for {hobby} as a beginner?",
        "For {hobby}, start small, be consistent, and find a group or class to learn from.",
    ),
    (
        "How do I say 'see you tomorrow' in {language}?",
        "In {language} there are a couple of ways to say it; I'd go with the informal one "
        "among friends.",
    ),
    (
        "Could you summarise {concept} in two lines?",
        "{concept}, in two lines: the core idea is simple, the details are in the edge cases.",
    ),
    (
        "Can you help me rephrase this email to my landlord?",
        "Of course. Paste it here and tell me whether you want it firmer or friendlier.",
    ),
    (
        "What are good stretches after a long run?",
        "Calf, hamstring and hip-flexor stretches, 30 seconds each, plus a few minutes of walking.",
    ),
    (
        "Is it worth learning {concept} in depth?",
        "If you use it weekly, yes. Otherwise a working understanding of {concept} is enough.",
    ),
)
FILLER = (
    "hey!",
    "thanks, that helps",
    "ok cool",
    "haha fair enough",
    "Makes sense.",
    "Hmm, I'm not sure that's right.",
    "Good morning!",
    "perfect, thank you",
    "Can you say that again more simply?",
    "wait, why?",
    "lol yes",
    "Interesting.",
    "That's a lot of text, can you shorten it?",
    "ok next question",
    "nvm, figured it out",
)
FILLER_REPLIES = (
    "You're welcome!",
    "Happy to help.",
    "Sure. Anything else?",
    "No problem.",
    "Let me know if you want more detail.",
    "Good morning! What's on your mind today?",
    "Fair point. Let me try again, more simply.",
)
PREFIXES = ("Quick question.", "Okay.", "Hi again!", "Also,", "So,", "Btw,")
ACKS = {
    "identity": (
        "Thanks for telling me, I'll keep that in mind.",
        "Good to know! That helps me tailor my answers.",
    ),
    "preference": ("Got it, I'll do that from now on.", "Understood. Noted for next time."),
    "activity": (
        "Good luck! Do you want a checklist to prepare?",
        "That sounds exciting. Want help planning for it?",
    ),
    "experience": (
        "That's a useful lesson, thanks for sharing what worked.",
        "Great find. Writing it down like that will save you time next time.",
    ),
    "context": (
        "That sounds like a lot. Where are you stuck at the moment?",
        "How is it going so far?",
    ),
}
TITLES = (
    "Help with {project_short}",
    "Questions about {concept}",
    "Trip to {travel}",
    "{race} training",
    "Recipe ideas: {food}",
    "Weekend plans",
    "Email to my landlord",
    "Getting started with {hobby}",
    "Work stuff",
    "Random questions",
    "Learning {language}",
    "Planning {day_title}",
)
ASSISTANT_ONLY_LINES = (
    "Hi! I'm your assistant. What would you like to talk about today?",
    "Welcome back! I can help with planning, writing, learning and more.",
    "Here is the daily summary you scheduled: nothing new since yesterday.",
    "Reminder: you asked me to check in about your goals this week.",
)

# Slots drawn per line (persona slots are fixed per user, see `persona_slots`).
_FREE_SLOTS: dict[str, Sequence[str]] = {
    "day": v.DAYS,
    "clock": v.CLOCK_TIMES,
    "date": v.DATES,
    "food": v.FOODS,
    "concept": v.CONCEPTS,
    "travel": v.TRAVEL,
    "race": v.RACES,
    "event": v.EVENTS,
    "new_language": v.LANGUAGES,
    "day_title": ("the weekend", "next week", "the holidays", "my birthday"),
}


class _Slots(dict[str, str]):
    """Persona values, plus free slots drawn lazily (and then kept for the reply)."""

    def __init__(self, persona: dict[str, str], rng: random.Random) -> None:
        super().__init__(persona)
        self._rng = rng

    def __missing__(self, key: str) -> str:
        value = self._rng.choice(_FREE_SLOTS[key])
        self[key] = value
        return value


def persona_slots(rng: random.Random) -> dict[str, str]:
    """One user's stable facts: what they say about themselves stays consistent."""
    job, workplace = rng.choice(v.JOBS)
    pet, pet_name = rng.choice(v.PETS)
    project, project_short, project_verb = rng.choice(v.PROJECTS)
    situation, lesson = rng.choice(v.LESSONS)
    return {
        "first_name": rng.choice(v.FIRST_NAMES),
        "job": job,
        "workplace": workplace,
        "city": rng.choice(v.CITIES),
        "hometown": rng.choice(v.CITIES),
        "relative": rng.choice(v.RELATIVES),
        "relative_city": rng.choice(v.CITIES),
        "partner": rng.choice(v.PARTNERS),
        "pet": pet,
        "pet_name": pet_name,
        "language": rng.choice(v.LANGUAGES),
        "hobby": rng.choice(v.HOBBIES),
        "project": project,
        "project_short": project_short,
        "project_verb": project_verb,
        "situation": situation,
        "lesson": lesson,
        "dislike": rng.choice(v.DISLIKES),
    }


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def topic_title(rng: random.Random, persona: dict[str, str]) -> str:
    return _capitalised(rng.choice(TITLES).format_map(_Slots(persona, rng)))


def exchange(rng: random.Random, persona: dict[str, str]) -> tuple[str, str]:
    """One user line and the assistant's reply to it."""
    slots = _Slots(persona, rng)
    roll = rng.random()
    if roll < 0.45:
        layer = rng.choice(LAYERS)
        line = rng.choice(LAYER_TEMPLATES[layer]).format_map(slots)
        reply = rng.choice(ACKS[layer])
        if roll < 0.08:
            question, answer = rng.choice(QUESTIONS)
            line = f"{line} {question.format_map(slots)}"
            reply = f"{reply} {_capitalised(answer.format_map(slots))}"
        elif roll < 0.15:
            line = f"{rng.choice(PREFIXES)} {line}"
        return line, reply
    if roll < 0.8:
        question, answer = rng.choice(QUESTIONS)
        return question.format_map(slots), _capitalised(answer.format_map(slots))
    return rng.choice(FILLER), rng.choice(FILLER_REPLIES)


def conversation(rng: random.Random, persona: dict[str, str], length: int) -> list[tuple[str, str]]:
    """`length` (role, content) pairs alternating user/assistant, starting with the user."""
    lines: list[tuple[str, str]] = []
    while len(lines) < length:
        line, reply = exchange(rng, persona)
        lines.append(("user", line))
        lines.append(("assistant", reply))
    return lines[:length]


def assistant_only(rng: random.Random, length: int) -> list[tuple[str, str]]:
    return [("assistant", rng.choice(ASSISTANT_ONLY_LINES)) for _ in range(length)]


def sample_lines(seed: int = 0, count: int = 10) -> list[str]:
    """A few user lines, for eyeballing the corpus in a shell."""
    rng = random.Random(seed)
    persona = persona_slots(rng)
    return [exchange(rng, persona)[0] for _ in range(count)]
