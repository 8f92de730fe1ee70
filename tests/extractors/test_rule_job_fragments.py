"""Jobs said as a fragment or in a trade's own words (`rules/job_fragments.py`): a rank on a
ship or an aircraft, a crew or technician's trade, a medical resident by specialty, an
engineer's abbreviation at an employer, a role held over someone at work, a truck driven
with no article, a vehicle driven for years; a department after its workplace, a start
some weeks ago, an employer after "bei"/"chez", "all day" after the work done; and the false jobs
that must not come back ("Works as a don't have a gp", "Works as a Dev" from pasted
output). Each class has look-alikes that must give nothing: other people, questions,
hypotheticals, a rank with no craft, a job said under a wry emoji."""

from __future__ import annotations

from datetime import timedelta

import pytest

from memoryflow import layers
from memoryflow.extractors.base import ChatMessage
from memoryflow.extractors.rule_based import RuleBasedExtractor
from tests.extractors.scoring import START, identity_edits


def identity_titles(*user_turns: str) -> list[str]:
    """The identity titles the extractor adds for these user turns, in lower case."""
    messages = [
        ChatMessage(id=f"m{i}", role="user", content=text, created_at=START + timedelta(minutes=i))
        for i, text in enumerate(user_turns)
    ]
    edits = identity_edits(RuleBasedExtractor(), messages, [])
    return [e.item.title.lower() for e in edits if e.item and e.item.layer == layers.IDENTITY]


def _has(titles: list[str], words: tuple[str, ...]) -> bool:
    return any(all(w in t for w in words) for t in titles)


@pytest.mark.parametrize(
    ("said", "words"),
    [
        # a rank with the craft it serves on
        (
            "3rd officer on a container ship, 5 months on 3 off",
            ("works as a 3rd officer", "container ship"),
        ),
        (
            "chief engineer on an lng carrier, back home in riga in may",
            ("chief engineer", "lng carrier"),
        ),
        (
            "im an engine cadet on a chemical tanker, first trip",
            ("engine cadet", "chemical tanker"),
        ),
        (
            "first officer on the 737 out of leeds, mostly early reports",
            ("first officer", "737", "leeds"),
        ),
        ("working deckhand on the island ferry, summers only", ("deckhand", "island ferry")),
        ("skipper on a crab boat out of dutch harbor", ("skipper", "crab boat", "dutch harbor")),
        # a crew or technician's trade, a resident, an engineer's abbreviation
        ("cabin crew here, long haul mostly", ("works as cabin crew",)),
        ("ground crew at the airport in cork, nights", ("ground crew", "cork")),
        (
            "vet tech at a small animal clinic in tulsa",
            ("vet tech", "small animal clinic", "tulsa"),
        ),
        ("lab tech at a water company, bored out of my mind", ("lab tech", "water company")),
        ("PGY-2 surgery resident in boston, 80 hr weeks", ("surgery resident", "boston")),
        (
            "im a psychiatry resident at a county hospital",
            ("psychiatry resident", "county hospital"),
        ),
        ("SWE at a bank in london, mostly java", ("swe", "bank", "london")),
        ("radiology tech ako sa isang clinic", ("radiology tech", "clinic")),
        # a role held over someone at work
        ("im his line manager so its kind of on me", ("works as a line manager",)),
        ("im their supervisor btw", ("works as a supervisor",)),
        # a truck with no article, a vehicle driven for years
        ("i drive truck long haul, gone 2 weeks at a time", ("truck driver",)),
        ("ive driven a bus in leeds for 20 years", ("bus driver", "leeds")),
        ("i have been driving trams for 12 years now", ("tram driver",)),
        # a department after its workplace; a start some weeks ago; an employer after "bei"
        ("i work nights at the hotel kitchen so i sleep all day", ("hotel kitchen",)),
        ("I started a new role as a data analyst two weeks ago, so far so good", ("data analyst",)),
        ("ich bin Lokführerin bei der S-Bahn", ("train driver",)),
        ("je suis comptable chez Michelin", ("accountant", "michelin")),
        ("i literally do payroll at a hospital all day", ("payroll", "hospital")),
        # a job in a unit or room of its workplace; a workplace that rosters one
        ("im a nurse in the cardiac unit", ("works as a nurse", "cardiac unit")),
        ("research scientist in a protein chemistry lab here", ("research scientist", "lab")),
        ("I work in the county records archive", ("works in the county records archive",)),
        ("factory put me on nights again next week", ("works at a factory",)),
        ("hospital has me on nights again ugh", ("works at a hospital",)),
    ],
)
def test_job_fragments_are_read(said: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(said)
    assert _has(titles, words), titles


@pytest.mark.parametrize(
    ("said", "banned"),
    [
        # a rank with no craft, a captain of a team, someone else's rank
        ("im captain of the netball team this year", "captain"),
        ("im captain on the team this season", "captain"),
        ("captain lol", "captain"),
        ("my brother is 2nd engineer on a bulk carrier", "works as"),
        ("hes a deck cadet on a tanker", "works as"),
        # questions and wishes
        ("should i become cabin crew?", "crew"),
        ("if i was a pharmacy tech at a hospital id quit", "pharmacy"),
        # a relative, not a role over someone at work
        ("im her mum so i worry", "works as"),
        ("im his biggest fan", "works as"),
        # a truck one owns, a bus one rides
        ("i drive a truck, a big ford", "driver"),
        ("i take the bus in leeds every day", "driver"),
        # a wry clause that is the job itself, or irony said in words
        ("im a nurse 🙄", "nurse"),
        ("sure, im a doctor now, ill just diagnose myself 🙄", "doctor"),
        ("yeah right im a millionaire so i can retire 🙄", "millionaire"),
        # what one has or looks for, not one's work; pasted output
        ("dont have a gp here, just moved", "gp"),
        ("need a plumber here asap, the sink is leaking", "plumber"),
        ("Groups   Name   Variance Std.Dev.\n plot  (Intercept) 0.412  0.642", "dev"),
        # someone cared for is no employer; a unit in the past or wished; others rostered
        ("yes still nanny for the twins, 3 years now", " at the twins"),
        ("i used to work in a lab", "lab"),
        ("i wish i could work in a lab", "lab"),
        ("the kids put me on nights", "works"),
        ("my boss put me on nights", "works"),
    ],
)
def test_job_fragment_look_alikes_give_nothing(said: str, banned: str) -> None:
    titles = identity_titles(said)
    assert not any(banned in t for t in titles), titles


def _reply_titles(question: str, reply: str) -> list[str]:
    messages = [
        ChatMessage(id="m0", role="assistant", content=question, created_at=START),
        ChatMessage(id="m1", role="user", content=reply, created_at=START + timedelta(minutes=1)),
    ]
    edits = identity_edits(RuleBasedExtractor(), messages, [])
    return [e.item.title.lower() for e in edits if e.item and e.item.layer == layers.IDENTITY]


@pytest.mark.parametrize(
    ("question", "reply", "words"),
    [
        ("Which airline and base? Some hotels have kitchens.", "united, denver base", ("united",)),
        ("Which airline and base?", "easyjet, gatwick base", ("gatwick",)),
        ("Which company do you drive for?", "still with swift, based out of phoenix", ("swift",)),
        ("Which airline do you fly for?", "ryanair", ("works at ryanair",)),
    ],
)
def test_employer_named_in_reply_is_read(question: str, reply: str, words: tuple[str, ...]) -> None:
    titles = _reply_titles(question, reply)
    assert _has(titles, words), titles


@pytest.mark.parametrize(
    ("question", "reply"),
    [
        ("Which airline are you flying with?", "ryanair lol, cheapest"),
        ("Which hospital are you at?", "st thomas"),
        ("Possibly. Which bank are you with?", "monzo"),
        ("Which company makes the best tents?", "msr probably"),
        ("Which company do you work for?", "i dont want to say"),
        ("Which airline would you prefer?", "no idea"),
    ],
)
def test_employer_look_alike_replies_give_nothing(question: str, reply: str) -> None:
    titles = _reply_titles(question, reply)
    assert not any(t.startswith("works") for t in titles), titles
